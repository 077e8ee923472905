import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueTenantToken, verifyTenantToken } from './tenant-tokens';
import { createVerifiedTokens } from './verified-tokens';

const SECRET = 'verified-tokens-test-secret-0123456789abcdef';

describe('createVerifiedTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a remembered token until it expires, then expired (and forgets it)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const nowS = Math.floor(Date.now() / 1000);
    const tokens = createVerifiedTokens<{ sub: string; exp: number }>();
    tokens.remember(SECRET, 'token-a', { sub: 'a', exp: nowS + 60 });
    expect(tokens.get(SECRET, 'token-a')).toEqual({ sub: 'a', exp: nowS + 60 });
    expect(tokens.get(SECRET, 'token-b')).toBeUndefined();
    vi.setSystemTime((nowS + 60) * 1000);
    expect(tokens.get(SECRET, 'token-a')).toBe('expired');
    expect(tokens.get(SECRET, 'token-a')).toBeUndefined();
  });

  it('valid(): the claims while the token lives, nothing once it has expired or was never verified', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const nowS = Math.floor(Date.now() / 1000);
    const tokens = createVerifiedTokens<{ sub: string; exp: number }>();
    tokens.remember(SECRET, 'token-a', { sub: 'a', exp: nowS + 60 });
    expect(tokens.valid(SECRET, 'token-a')).toEqual({ sub: 'a', exp: nowS + 60 });
    expect(tokens.valid(SECRET, 'token-b')).toBeUndefined();
    vi.setSystemTime((nowS + 60) * 1000);
    expect(tokens.valid(SECRET, 'token-a')).toBeUndefined();
  });

  it('keeps tokens apart by secret', () => {
    const tokens = createVerifiedTokens<{ exp: number }>();
    tokens.remember(SECRET, 'token', { exp: Number.MAX_SAFE_INTEGER });
    expect(tokens.get('another-secret', 'token')).toBeUndefined();
  });

  it('forgets the oldest token past its bound', () => {
    const tokens = createVerifiedTokens<{ exp: number }>(2);
    for (const token of ['one', 'two', 'three']) tokens.remember(SECRET, token, { exp: Number.MAX_SAFE_INTEGER });
    expect(tokens.get(SECRET, 'one')).toBeUndefined();
    expect(tokens.get(SECRET, 'two')).toBeDefined();
    expect(tokens.get(SECRET, 'three')).toBeDefined();
  });
});

describe('verifyTenantToken with verified tokens remembered', () => {
  afterEach(() => vi.useRealTimers());

  it('still refuses a token verified before once it expires, and one signed with another secret', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = await issueTenantToken(SECRET, { id: '5d0c7f8e-4a55-4b8b-9a57-3f1f5e1c2a10', appId: 'app-1' }, issuedAt);
    expect(await verifyTenantToken(SECRET, token)).toMatchObject({ ok: true, claims: { appId: 'app-1' } });
    expect(await verifyTenantToken(SECRET, token)).toMatchObject({ ok: true });
    expect(await verifyTenantToken('not-the-signing-secret-0123456789abcdef', token)).toEqual({ ok: false, reason: 'invalid' });
    vi.setSystemTime((issuedAt + 24 * 60 * 60) * 1000);
    expect(await verifyTenantToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not remember a refusal: a tampered token stays refused, the genuine one accepted', async () => {
    const token = await issueTenantToken(SECRET, { id: '5d0c7f8e-4a55-4b8b-9a57-3f1f5e1c2a11', appId: 'app-2' }, Math.floor(Date.now() / 1000));
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyTenantToken(SECRET, tampered)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyTenantToken(SECRET, tampered)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyTenantToken(SECRET, token)).toMatchObject({ ok: true });
  });
});
