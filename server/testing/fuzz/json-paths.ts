import { DEEP, type Json, type Mutation } from './fuzz-types';

/** Reading and changing a generated JSON body by field path, and writing it out. */

const DEEP_JSON = JSON.stringify(DEEP);

export const isPlainObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Paths to every field of a body (nested objects included, a few levels deep), in order. */
export function fieldPathsOf(value: Json, prefix: string[] = [], depth = 0): string[][] {
  if (!isPlainObject(value) || depth > 3) return [];
  return Object.keys(value).flatMap((key) => [[...prefix, key], ...fieldPathsOf(value[key], [...prefix, key], depth + 1)]);
}

export function getAt(root: Record<string, Json>, path: string[]): Json {
  return path.reduce<Json>((node, key) => (isPlainObject(node) ? node[key] : undefined), root);
}

export function setAt(root: Record<string, Json>, path: string[], value: Json) {
  const holder = getAt(root, path.slice(0, -1));
  if (isPlainObject(holder)) holder[path[path.length - 1]!] = value;
  else root[path[0]!] = value;
}

export function deleteAt(root: Record<string, Json>, path: string[]) {
  const holder = getAt(root, path.slice(0, -1));
  if (isPlainObject(holder)) delete holder[path[path.length - 1]!];
}

/** JSON text of a body; a deep-nesting mutation's placeholder becomes its nested arrays or objects. */
export function serialize(value: Json, mutation: Mutation): string {
  const text = JSON.stringify(value);
  if (mutation.kind !== 'deep-nesting') return text;
  const { depth, open } = mutation;
  const nested = open === '[' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return text.replace(DEEP_JSON, nested);
}

export function parseOrUndefined(text: string): { value: Json } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
