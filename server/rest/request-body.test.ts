import { describe, expect, it } from 'vitest';
import { malformedUrlMessage } from './malformed-url';
import { jsonNestsDeeperThan } from './request-body';

describe('jsonNestsDeeperThan', () => {
  it('counts the nesting of objects and arrays, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}","b":"\\"{{{{"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 32)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('malformedUrlMessage', () => {
  const message = (url: string) => malformedUrlMessage(new URL(url, 'http://localhost'));

  it('accepts well-formed percent-encoding, non-ASCII included', () => {
    for (const url of ['/tenants/abc', '/tenants/caf%C3%A9', '/x/%F0%9F%98%80', '/p?search=a%20b+c&x=%E4%B8%AD', '/p?flag', '/p?a=b=c', '/p?'])
      expect(message(url), url).toBeUndefined();
  });

  it('names the path or the query parameter that does not decode to UTF-8', () => {
    for (const segment of ['%ZZ', '%', '%C0%AF', '%ED%A0%80', '%E0%A4', '%FF']) {
      expect(message(`/tenants/${segment}`), segment).toBe('The path is not valid percent-encoded UTF-8');
    }
    expect(message('/payments?limit=%C0%AF')).toBe('Query parameter "limit" is not valid percent-encoded UTF-8');
    expect(message('/payments?%ZZ=1')).toBe('The query string is not valid percent-encoded UTF-8');
  });
});
