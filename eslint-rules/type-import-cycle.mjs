import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSpecifier, root } from './resolve-import.mjs';

/**
 * `import/no-cycle` leaves out `import type` (eslint-plugin-import skips type-only imports with no
 * option to keep them), so a cycle closed by a type import passes unseen: the layers it crosses
 * are tangled all the same, and the next value import along it becomes a load-order bug. This rule
 * reports the cycles that pass through at least one type-only import; `import/no-cycle` keeps
 * reporting the others. The linted file is read from its syntax tree, every other file of the app
 * from disk, with the app's own resolution (relative paths and the `@/` alias; packages are not
 * followed).
 */

/** `import ... from`, `export ... from` and bare `import '...'`, with whether each is type-only. */
const declarationPattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function isTypeOnlyClause(typeKeyword, clause) {
  if (typeKeyword) return true;
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1].split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** @type {Map<string, { target: string; typeOnly: boolean }[]>} */
const importsOnDisk = new Map();

function importsOfFile(file) {
  let found = importsOnDisk.get(file);
  if (found) return found;
  found = [];
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  for (const match of text.matchAll(declarationPattern)) {
    const specifier = match[4] ?? match[5];
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ target, typeOnly: match[5] === undefined && isTypeOnlyClause(match[2], match[3].trim()) });
  }
  importsOnDisk.set(file, found);
  return found;
}

/** A path from `start` back to `goal` that takes at least one type-only import, when there is one. */
function cycleThroughType(start, startTyped, goal) {
  const seen = new Set();
  const queue = [{ file: start, typed: startTyped, trail: [start] }];
  while (queue.length > 0) {
    const { file, typed, trail } = queue.shift();
    for (const { target, typeOnly } of importsOfFile(file)) {
      const nowTyped = typed || typeOnly;
      if (target === goal) {
        if (nowTyped) return [...trail, goal];
        continue;
      }
      const key = `${target}|${nowTyped}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ file: target, typed: nowTyped, trail: [...trail, target] });
    }
  }
  return null;
}

const relative = (file) => path.relative(root, file);

const typeImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid dependency cycles that pass through a type-only import (import/no-cycle skips those).' },
    schema: [],
  },
  create(context) {
    const me = context.physicalFilename;
    if (!me || me === '<text>') return {};
    const check = (node, typeOnly) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(me, node.source.value);
      if (!target || target === me) return;
      const cycle = cycleThroughType(target, typeOnly, me);
      if (cycle) context.report({ node, message: `Dependency cycle through a type import: ${[me, ...cycle].map(relative).join(' -> ')}` });
    };
    const allTyped = (specifiers, kind) => specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type');
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type' || allTyped(node.specifiers, 'importKind')),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type' || allTyped(node.specifiers, 'exportKind')),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
    };
  },
};

export default typeImportCycle;
