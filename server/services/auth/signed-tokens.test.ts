import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from '../account/account-tokens';
import { issueTenantToken, verifyTenantToken } from './tenant-tokens';

const secret = 'a-signing-secret-of-the-service-0123456789';
const now = Math.floor(Date.now() / 1000);
const tenant = { id: '0b1e9d52-5f57-4c43-9f4e-4c1a2b3c4d5e', appId: 'acme' };
const session = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', sessionId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' };

describe('the two kinds of signed token, sharing one key', () => {
  it('verifies each kind as itself', async () => {
    expect(await verifyTenantToken(secret, await issueTenantToken(secret, tenant, now))).toMatchObject({ ok: true, claims: { sub: tenant.id, appId: 'acme' } });
    expect(await verifyAccessToken(secret, await issueAccessToken(secret, session, now))).toMatchObject({ ok: true, claims: { sub: session.userId, sid: session.sessionId } });
  });

  it('refuses one kind where the other is expected', async () => {
    expect(await verifyTenantToken(secret, await issueAccessToken(secret, session, now))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(secret, await issueTenantToken(secret, tenant, now))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a tenant token without typ, as issued before the header was set, but not one of another typ', async () => {
    const key = new TextEncoder().encode(secret);
    const untyped = await new SignJWT({ appId: 'acme' }).setProtectedHeader({ alg: 'HS256' }).setSubject(tenant.id).setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    const otherTyp = await new SignJWT({ appId: 'acme' }).setProtectedHeader({ alg: 'HS256', typ: 'dpop+jwt' }).setSubject(tenant.id).setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    expect(await verifyTenantToken(secret, untyped)).toMatchObject({ ok: true });
    expect(await verifyTenantToken(secret, otherTyp)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says expired for an expired token of either kind, and invalid for another key', async () => {
    expect(await verifyTenantToken(secret, await issueTenantToken(secret, tenant, now - 2 * 24 * 3600))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(secret, await issueAccessToken(secret, session, now - 7200))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyTenantToken(`${secret}-other`, await issueTenantToken(secret, tenant, now))).toEqual({ ok: false, reason: 'invalid' });
  });
});
