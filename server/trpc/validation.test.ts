import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, unstorableInputIssues } from './validation';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

describe('unstorableInputIssues', () => {
  it('accepts ordinary input, surrogate pairs and astral characters included', () => {
    expect(unstorableInputIssues({ name: 'Café 中 😀', metadata: { 'clé😀': 'ő' }, tags: ['a', 'b'], amount: 10 })).toEqual([]);
    expect(unstorableInputIssues(undefined)).toEqual([]);
  });

  it('names the field holding a NUL character or an unpaired surrogate, keys reported on their object', () => {
    expect(
      unstorableInputIssues({
        name: 'a\u0000b',
        userId: 'a\ud800b',
        description: 'trailing high \ud83d',
        tags: ['ok', 'lone low \ude00'],
        metadata: { 'k\ud800': 'v', fine: 'x' },
      }),
    ).toEqual([
      { field: 'name', message: 'name must not contain NUL characters' },
      { field: 'userId', message: 'userId must not contain unpaired UTF-16 surrogates' },
      { field: 'description', message: 'description must not contain unpaired UTF-16 surrogates' },
      { field: 'tags[1]', message: 'tags[1] must not contain unpaired UTF-16 surrogates' },
      { field: 'metadata', message: 'metadata must not contain unpaired UTF-16 surrogates' },
    ]);
    expect(unstorableInputIssues({ '\u0000': 1 })).toEqual([{ field: 'body', message: 'body must not contain NUL characters' }]);
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels without exhausting the call stack`, () => {
    expect(unstorableInputIssues(nested(MAX_INPUT_DEPTH))).toEqual([]);
    const [issue] = unstorableInputIssues(nested(MAX_INPUT_DEPTH + 1));
    expect(issue?.message).toMatch(new RegExp(`must not nest objects or arrays more than ${MAX_INPUT_DEPTH} levels deep$`));

    let hostile: unknown = [];
    for (let level = 0; level < 100_000; level++) hostile = [hostile];
    expect(unstorableInputIssues({ extra: hostile })).toHaveLength(1);
  });

  it('reports at most 20 issues for one input', () => {
    expect(unstorableInputIssues(Array.from({ length: 500 }, () => '\u0000'))).toHaveLength(20);
  });
});
