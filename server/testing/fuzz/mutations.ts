import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Mutation } from './fuzz-types';

/** What decides which mutations apply to an operation. */
export type OperationFacts = {
  queryParameters: number;
  pathParameters: number;
  hasBody: boolean;
  /** The other principal has rows this operation's path could name. */
  hasForeignIds: boolean;
  secured: boolean;
  jwt: boolean;
  keyed: boolean;
  signed: boolean;
};

/** The mutations that apply to an operation, weighted: one is drawn for each generated request. */
export function mutationsFor(facts: OperationFacts): fc.Arbitrary<Mutation> {
  const anyJson = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const badTexts = ['a\ud800b', '\udc00', 'x\ud83d', '\ud83d\ud83d\ude00\udfff', 'nul\u0000', '\u0000', 'a\u0000\ud800'];
  const malformedEncodings = ['%ZZ', '%', '%4', 'a%G0', '%C0%AF', '%C0%80', '%E0%A4', '%ED%A0%80', '%FF', '%F4%90%80%80', '%%30', '%E2%82'];
  const weighted = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => ({ weight, arbitrary });
  const field = fc.nat({ max: 1000 });
  const param = fc.nat({ max: 1000 });
  const mutations: Array<{ weight: number; arbitrary: fc.Arbitrary<Mutation> }> = [
    weighted(8, fc.constant({ kind: 'valid' })),
    weighted(1, fc.record({ kind: fc.constant('extra-query' as const), name: fc.constantFrom('x', 'unknown', 'limit[]', '__proto__', 'a b'), value: fc.string({ maxLength: 12 }) })),
    weighted(1, fc.record({ kind: fc.constant('bad-text-query' as const), param, raw: fc.constantFrom('%00', 'a%00b', '%00%00') })),
    weighted(2, fc.record({ kind: fc.constant('bad-query-encoding' as const), param, raw: fc.constantFrom(...malformedEncodings), inName: fc.boolean() })),
  ];
  if (facts.queryParameters > 0) {
    mutations.push(
      weighted(2, fc.record({ kind: fc.constant('wrong-type-query' as const), param, value: fc.constantFrom('abc', '1.5', '-1', '1e3', '', ' ', '0x10', '99999999999999999999', 'true', 'null', '[]', 'NOPE', 'desc ', '0x1F', '1e1', ' 1', '05', '+5', '1.0', '0b11', '0', '10') })),
      weighted(1, fc.record({ kind: fc.constant('huge-query' as const), param, size: fc.constantFrom(300, 2_000, 6_000) })),
    );
  }
  if (facts.hasBody) {
    mutations.push(
      weighted(2, fc.record({ kind: fc.constant('wrong-type' as const), field, value: anyJson })),
      weighted(2, fc.record({ kind: fc.constant('missing-field' as const), field })),
      weighted(2, fc.record({ kind: fc.constant('extra-field' as const), name: fc.constantFrom('extra', 'isAdmin', 'tenantId', 'id', 'status', '__proto__', 'constructor', ''), value: anyJson, nested: fc.boolean() })),
      weighted(2, fc.record({ kind: fc.constant('huge-string' as const), field, size: fc.constantFrom(256, 1_025, 5_000, 60_000, 101_000, 250_000) })),
      weighted(2, fc.record({ kind: fc.constant('deep-nesting' as const), field, depth: fc.constantFrom(8, 31, 32, 33, 200, 20_000), open: fc.constantFrom('[' as const, '{' as const), asExtra: fc.boolean() })),
      weighted(3, fc.record({ kind: fc.constant('bad-text' as const), field, text: fc.constantFrom(...badTexts), inKey: fc.boolean() })),
      weighted(2, fc.record({ kind: fc.constant('content-type' as const), value: fc.constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', 'application/jsonx', 'application/json-patch+json', '*/*', 'json') })),
      weighted(1, fc.record({ kind: fc.constant('oversized' as const), factor: fc.constantFrom(1.01, 2, 4), declareLength: fc.boolean() })),
      weighted(1, fc.record({ kind: fc.constant('malformed-json' as const), text: fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a':1}", '{"a":1}x', 'NaN', '{"a":NaN}', '{"a":1,}', '{"a":"\\x41"}', '{"a":"\u0001"}', '[1', '{"a":"\\ud800"') })),
      weighted(1, fc.record({ kind: fc.constant('not-an-object' as const), text: fc.constantFrom('[]', '"x"', '1', 'null', 'true', '[{}]') })),
      weighted(1, fc.record({ kind: fc.constant('invalid-utf8' as const), bytes: fc.constantFrom([0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0xe2, 0x82]) })),
    );
  }
  if (facts.pathParameters > 0) {
    mutations.push(
      weighted(3, fc.record({ kind: fc.constant('bad-path-encoding' as const), param, raw: fc.constantFrom(...malformedEncodings) })),
      weighted(2, fc.record({ kind: fc.constant('invalid-id' as const), param, value: fc.constantFrom('not-a-uuid', '0', '-1', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', 'c232ab00-9414-11ec-b3c8-9f6bdeced846', "' or '1'='1", '%00', 'a\u0000b', '😀', ' ', '{id}', 'null') })),
      weighted(2, fc.record({ kind: fc.constant('unknown-id' as const), param, value: fc.uuid({ version: 4 }) })),
    );
    if (facts.hasForeignIds) {
      mutations.push(weighted(3, fc.record({ kind: fc.constant('foreign-id' as const), param, pick: fc.nat({ max: 1000 }) })));
    }
  }
  if (facts.secured) {
    mutations.push(weighted(2, fc.constant({ kind: 'no-credentials' as const })), weighted(2, fc.record({ kind: fc.constant('forged-credentials' as const), variant: fc.nat({ max: 5 }) })));
    if (facts.jwt) mutations.push(weighted(2, fc.constant({ kind: 'expired-token' as const })));
  }
  if (facts.keyed) {
    mutations.push(weighted(1, fc.record({ kind: fc.constant('bad-idempotency-key' as const), value: fc.constantFrom('not-a-uuid', 'c232ab00-9414-11ec-b3c8-9f6bdeced846', '123', `${randomUUID()}x`) })));
  }
  if (facts.signed) {
    mutations.push(weighted(2, fc.constant({ kind: 'unsigned' as const })), weighted(2, fc.record({ kind: fc.constant('bad-signature' as const), variant: fc.nat({ max: 3 }) })));
  }
  return fc.oneof(...mutations);
}
