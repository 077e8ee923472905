import path from 'node:path';
import { isAppSpecifier, resolveSpecifier, root } from './resolve-import.mjs';

/**
 * What reaches the browser: a module marked `'use client'`, and everything under components/ (the
 * UI, imported by client components whether marked or not). Such a module takes from server/ and
 * db/ their types only (`import type`, erased before bundling), or values from the browser-safe
 * modules (pure schemas, money, time, labels and constants) named in the rule's `browserSafe`
 * option. A browser-safe module in turn imports values only from other browser-safe modules and
 * from the packages named in `packages`, so that the list stays true as those modules change.
 *
 * The modules that hold secrets or do I/O also import `server-only`, which fails `next build` when
 * one of them is reached from the browser's bundle anyway (through a path this rule does not see,
 * such as a client module outside components/ that imports a helper importing the server).
 */

const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const isServerCode = (file) => file.startsWith('server/') || file.startsWith('db/');

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Client modules take only types from the server, or values from the browser-safe modules; those import nothing else.' },
    schema: [
      {
        type: 'object',
        properties: {
          browserSafe: { type: 'array', items: { type: 'string' } },
          packages: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const me = context.physicalFilename;
    if (!me || me === '<text>') return {};
    const { browserSafe = [], packages = [] } = context.options[0] ?? {};
    const safe = new Set(browserSafe);
    const file = path.relative(root, me).split(path.sep).join('/');
    const program = context.sourceCode.ast;
    const marked = program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');
    const isClient = marked || file.startsWith('components/');
    const isSafe = safe.has(file);
    if (!isClient && !isSafe) return {};

    const check = (node, specifier, typeOnly) => {
      if (typeOnly || typeof specifier !== 'string') return;
      const resolved = resolveSpecifier(me, specifier);
      // An import of the app's that names no file is the compiler's to report.
      if (isAppSpecifier(specifier) && !resolved) return;
      const target = resolved && path.relative(root, resolved).split(path.sep).join('/');
      if (isSafe) {
        if (target === null ? !packages.includes(packageOf(specifier)) : !safe.has(target)) {
          context.report({
            node,
            message: `A browser-safe module imports values only from other browser-safe modules and from ${packages.join(', ')}: ${target ?? specifier} is not one (import its types only, or list it in eslint.config.mjs once it is browser-safe itself).`,
          });
        }
        return;
      }
      if (target !== null && isServerCode(target) && !safe.has(target)) {
        context.report({
          node,
          message: `${target} is server code, which must never reach the browser: a client module imports its types only (\`import type\`), or values from a browser-safe module (listed in eslint.config.mjs).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default clientImports;
