import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSpecifier, root } from './resolve-import.mjs';

/**
 * No import cycle among the app's own modules, type imports included. A cycle closed by an `import
 * type` tangles the layers it crosses all the same, and the next value import along it becomes a
 * load-order bug; `import/no-cycle` skips type-only imports with no option to keep them, and it took
 * 25 of ESLint's 62 seconds on this repository (it parses every imported module again with the
 * TypeScript parser to find its imports). This rule reads the linted file from its syntax tree and
 * every other file of the app from disk with one pattern, with the app's own resolution (relative
 * paths and the `@/` alias; packages are not followed): the whole repository in under a second.
 * Static imports and re-exports count, and so does `import('…')`: a module loaded on demand still
 * runs its imports when it loads.
 */

/** `import ... from`, `export ... from`, bare `import '...'` and `import('...')`, with whether each is type-only. */
const declarationPattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

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
    const specifier = match[4] ?? match[5] ?? match[6];
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ target, typeOnly: match[4] !== undefined && isTypeOnlyClause(match[2], match[3].trim()) });
  }
  importsOnDisk.set(file, found);
  return found;
}

/**
 * The shortest path of imports from `start` back to `goal`, when there is one, and whether it takes a
 * type-only import (said in the message: `import/no-cycle` users expect value cycles only).
 */
function cycleBack(start, startTyped, goal) {
  const seen = new Set([start]);
  const queue = [{ file: start, typed: startTyped, trail: [start] }];
  while (queue.length > 0) {
    const { file, typed, trail } = queue.shift();
    for (const { target, typeOnly } of importsOfFile(file)) {
      if (target === goal) return { trail: [...trail, goal], typed: typed || typeOnly };
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push({ file: target, typed: typed || typeOnly, trail: [...trail, target] });
    }
  }
  return null;
}

const relative = (file) => path.relative(root, file);

const importCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid dependency cycles among the app's own modules, type-only imports included." },
    schema: [],
  },
  create(context) {
    const me = context.physicalFilename;
    if (!me || me === '<text>') return {};
    const check = (node, typeOnly) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(me, node.source.value);
      if (!target || target === me) return;
      const cycle = cycleBack(target, typeOnly, me);
      if (cycle) context.report({ node, message: `Dependency cycle${cycle.typed ? ' through a type import' : ''}: ${[me, ...cycle.trail].map(relative).join(' -> ')}` });
    };
    const allTyped = (specifiers, kind) => specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type');
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type' || allTyped(node.specifiers, 'importKind')),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type' || allTyped(node.specifiers, 'exportKind')),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, false),
    };
  },
};

export default importCycle;
