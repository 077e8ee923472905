import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The browser runs the client modules (`'use client'`, and components/) and what they import: of
 * the server, types only, or the browser-safe modules named in eslint.config.mjs (the
 * `client/imports` rule). These cases pin that the rule is on and points the right way; the last
 * test follows the real client modules' imports to their end, which the rule (one file at a time)
 * does not.
 */
describe('what the browser may import of the server', () => {
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off', 'layers/type-import-cycle': 'off' } } });
  const problemsOf = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.filter((message) => message.ruleId === 'client/imports').map((message) => message.message);

  it.each([
    ['components/x.tsx', "'use client'; import { env } from '@/server/env'; export const used = [env];", /server\/env\.ts is server code/],
    ['app/x/form.tsx', "'use client'; import { openDatabases } from '@/db/client'; export const used = [openDatabases];", /db\/client\.ts is server code/],
    // components/ is the UI, run in the browser whenever a client component imports it, marked or not.
    ['components/x.ts', "import { findPayment } from '@/server/services/payments/find-payment'; export const used = [findPayment];", /find-payment\.ts is server code/],
    // Inline `type` specifiers leave the import itself to the compiler's judgement: `import type` is erased for certain.
    ['components/x.tsx', "'use client'; import { type Container } from '@/server/container'; export type Used = Container;", /`import type`/],
    ['app/x/form.tsx', "'use client'; export const later = () => import('@/server/runtime/process-container');", /process-container\.ts is server code/],
    ['server/services/time/time.ts', "import { createLogger } from '../../infra/logger'; export const used = [createLogger];", /browser-safe module imports values only .*server\/infra\/logger/],
    ['server/services/money/money.ts', "import { Pool } from 'pg'; export const used = [Pool];", /browser-safe module imports values only .*: pg is not one/],
  ])('%s may not: %s', async (filePath, code, reason) => {
    const problems = await problemsOf(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it.each([
    ['components/x.tsx', "'use client'; import type { Container } from '@/server/container'; export type Used = Container;"],
    ['components/x.tsx', "'use client'; import { formatDateTime } from '@/server/services/time/time'; export const used = [formatDateTime];"],
    ['components/x.ts', "export type { AppRouter } from '@/server/routers';"],
    // A server component (no directive, outside components/) reads the server as it likes.
    ['app/admin/x/page.tsx', "import { requireAdminPage } from '@/server/console/guard'; export const used = [requireAdminPage];"],
    ['server/services/tenants/tenant-schemas.ts', "import { z } from 'zod'; import { tenantStatuses } from './tenant-constants'; export const used = [z, tenantStatuses];"],
    ['server/services/people/role-labels.ts', "import type { AdminRole } from '@/db/schema/people'; export type Used = AdminRole;"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });

  it('follows every client module to its last import and finds no server module outside the browser-safe list', async () => {
    const rule = (await eslint.calculateConfigForFile('components/x.tsx')).rules['client/imports'] as [unknown, { browserSafe: string[] }];
    const browserSafe = new Set(rule[1].browserSafe);
    const clientModules = ['app', 'components'].flatMap(sourceFiles).filter((file) => !/\.test\.tsx?$/.test(file) && (file.startsWith('components/') || /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))));
    expect(clientModules.length).toBeGreaterThan(50);

    const reached = new Map<string, string>(clientModules.map((file) => [file, file]));
    const queue = [...clientModules];
    while (queue.length > 0) {
      const file = queue.shift()!;
      // A server action ('use server') reaches the browser as a reference to call, not as code.
      if (/^\s*['"]use server['"]/.test(readFileSync(file, 'utf8'))) continue;
      for (const target of valueImportsOf(file)) {
        if (reached.has(target)) continue;
        reached.set(target, file);
        queue.push(target);
      }
    }
    const serverModules = [...reached.keys()].filter((file) => file.startsWith('server/') || file.startsWith('db/'));
    const outside = serverModules.filter((file) => !browserSafe.has(file)).map((file) => `${file} (imported by ${reached.get(file)})`);
    expect(outside).toEqual([]);
    // The walk does reach the server, through the browser-safe modules.
    expect(serverModules).toContain('server/services/time/time.ts');
  });
});

const extensions = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [file] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.join(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) base = specifier.slice(2);
  else return null;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The app's own modules a file imports values from (`import type` is erased before bundling). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\s*from\s*['"]([^'"]+)['"]/gm)].filter((match) => !match[1]).map((match) => match[2]!),
    ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  ];
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null);
}
