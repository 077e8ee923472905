import fc from 'fast-check';

/** A JSON Schema as OpenAPI 3.1 writes it (the 2020-12 dialect), read loosely. */
export type JsonSchema = { [keyword: string]: any };

/**
 * Values that a JSON Schema accepts, as fast-check arbitraries, for the fuzz test's valid
 * requests. Only what the schemas of this API use is understood (types, enums, lengths, ranges,
 * patterns, formats, objects, records, arrays, anyOf/oneOf, $ref into the document); sizes are
 * kept small, since the mutations take care of the large ones. A schema's refinements that JSON
 * Schema cannot say (a user id that is not only blanks) may still make a value invalid: the fuzz
 * test asserts nothing that depends on a generated value being accepted.
 */
export function arbitraryOf(schema: JsonSchema | undefined, document: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (typeof schema.$ref === 'string') return arbitraryOf(resolveRef(schema.$ref, document), document, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, document, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return arbitraryOf(Object.assign({}, ...schema.allOf), document, depth + 1);

  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, document, depth + 1)));
  const type = types[0] ?? (schema.properties || schema.additionalProperties ? 'object' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema);
    case 'number':
      // Money is the only fractional number here: at most two decimals.
      return integerOf({ minimum: scaled(schema.minimum, Math.ceil), maximum: scaled(schema.maximum, Math.floor) }).map((cents) => cents / 100);
    case 'string':
      return stringOf(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items, document, depth + 1), { minLength, maxLength: Math.min(schema.maxItems ?? 3, minLength + 3) });
    }
    case 'object':
      return objectOf(schema, document, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** The schema a `#/...` reference points to in the document. */
export function resolveRef(ref: string, document: JsonSchema): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`only local references are understood, not ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<JsonSchema>((node, part) => {
      const next = node?.[part];
      if (next === undefined) throw new Error(`${ref} does not resolve`);
      return next;
    }, document);
}

const scaled = (bound: number | undefined, round: (value: number) => number) => (bound === undefined ? undefined : round(bound * 100));

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? min + 1_000_000);
  // Mostly small values near the lower bound (pages, offsets), sometimes anywhere in the range.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 50) }) },
    { weight: 1, arbitrary: fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) }) },
  );
}

/** Mostly ASCII, with a few characters that take more than one byte or one UTF-16 unit. */
const textUnit = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', '中', 'ő', '😀', '\u00a0', '\u200d', '\\', '"', '/', '%', '&', '?', '#', '+') },
);

/**
 * The only hosts a generated URL names: a closed port on this machine. A tenant's webhook URL is
 * called (test events, deliveries), and a test never sends traffic anywhere else; the app under
 * fuzz allows private targets, so no DNS lookup is made either.
 */
const loopbackHosts = ['127.0.0.1:9', 'localhost:9', '[::1]:9'];

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = Math.min(schema.maxLength ?? minLength + 24, minLength + 24);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc
        .tuple(fc.constantFrom('https', 'http'), fc.constantFrom(...loopbackHosts), fc.webPath())
        .map(([scheme, host, path]) => `${scheme}://${host}${path}`)
        .filter(fits);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.string({ unit: textUnit, minLength, maxLength });
}

function objectOf(schema: JsonSchema, document: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set<string>(schema.required ?? []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) fields[name] = arbitraryOf(property, document, depth + 1);
  const known = fc.record(fields, { requiredKeys: [...required].filter((name) => name in properties) });
  const additional = schema.additionalProperties;
  if (!additional || typeof additional !== 'object') return known;
  // A record (metadata): a few entries whose keys follow propertyNames, when given.
  const keys = schema.propertyNames ? stringOf({ ...schema.propertyNames, type: 'string' }) : fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  const maxKeys = Math.min(schema.maxProperties ?? 4, 4);
  return fc
    .tuple(known, fc.dictionary(keys.filter((key) => !(key in properties) && key !== '__proto__'), arbitraryOf(additional, document, depth + 1), { maxKeys }))
    .map(([fixed, extra]) => ({ ...extra, ...fixed }));
}
