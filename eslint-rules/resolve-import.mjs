import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root: the app's own modules are below it. */
export const root = path.resolve(import.meta.dirname, '..');
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Whether an import names one of the app's own modules (a relative path or the `@/` alias), not a package. */
export const isAppSpecifier = (specifier) => specifier.startsWith('.') || specifier.startsWith('@/');

/** The file an import of the app's own modules names, with the app's resolution; null for a package or a file not found. */
export function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else return null;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile() && !candidate.includes(`${path.sep}node_modules${path.sep}`)) return candidate;
  }
  return null;
}
