import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { TestApp } from '../test-app';
import type { Principal } from './fuzz-types';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';

/**
 * The credentials of the document's security schemes for a principal, and the ones that must be
 * refused (forged, expired) for the fuzzer's credential mutations.
 */
export function createCredentials(app: TestApp, schemes: Record<string, JsonSchema>, cronSecret: string) {
  /** The headers that satisfy one security scheme, for a principal; throws for a scheme it cannot satisfy. */
  const credentialOf = (schemeName: string, principal: Principal): Record<string, string> => {
    switch (schemeName) {
      case 'AdminKey':
        return { [String(schemes.AdminKey?.name ?? 'X-Admin-Key').toLowerCase()]: app.adminKey };
      case 'TenantJWT':
        return { authorization: `Bearer ${principal.token}` };
      case 'TenantApiKey':
        return { authorization: `Bearer ${principal.tenantApiKey}` };
      case 'AccountJWT':
        return { authorization: `Bearer ${principal.accountToken}` };
      case 'ApiKey':
        return { authorization: `Bearer ${principal.apiKey}` };
      case 'CronSecret':
        return { authorization: `Bearer ${cronSecret}` };
      default:
        throw new Error(`The fuzz test cannot obtain credentials for security scheme ${schemeName}: teach createOpenApiFuzzer how`);
    }
  };
  const alternativesOf = (operation: Operation, principal: Principal) =>
    operation.security.length === 0
      ? [{}]
      : operation.security.map((alternative) => Object.assign({}, ...Object.keys(alternative).map((name) => credentialOf(name, principal))) as Record<string, string>);
  /** Every header name any scheme of the operation is carried in, lower case. */
  const credentialHeadersOf = (operation: Operation) =>
    operation.security.flatMap((alternative) =>
      Object.keys(alternative).map((name) => {
        const scheme = schemes[name] ?? {};
        return scheme.type === 'apiKey' && scheme.in === 'header' ? String(scheme.name).toLowerCase() : 'authorization';
      }),
    );
  const jwtSchemesOf = (operation: Operation) =>
    operation.security.flatMap((alternative) => Object.keys(alternative)).filter((name) => schemes[name]?.bearerFormat === 'JWT');

  /** A credential that must be refused: variants by scheme kind, all for the operation's first alternative. */
  async function forgedCredential(operation: Operation, variant: number, principal: Principal): Promise<Record<string, string>> {
    const names = Object.keys(operation.security[variant % operation.security.length] ?? {});
    const name = names[0]!;
    const scheme = schemes[name] ?? {};
    if (name === 'TenantApiKey') {
      const key = principal.tenantApiKey;
      const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      const variants = [`Bearer ${altered}`, `Bearer ${key}x`, `Bearer ${key.slice(0, -1)}`, `Bearer ${key.toUpperCase()}`, 'Bearer bk_', `Basic ${key}`, `Bearer bk_${'A'.repeat(16)}_${'A'.repeat(32)}`];
      return { authorization: variants[variant % variants.length]! };
    }
    if (name === 'ApiKey') {
      const key = principal.apiKey;
      const variants = [`Bearer ${key}x`, `Bearer ${key.slice(0, -1)}`, `Bearer ${key.toUpperCase()}`, 'Bearer', `Basic ${key}`, `Bearer lp_live_AAAAAAAA_${'A'.repeat(32)}`];
      return { authorization: variants[variant % variants.length]! };
    }
    if (scheme.type === 'apiKey') {
      const header = String(scheme.name).toLowerCase();
      const valid = credentialOf(name, principal)[header] ?? '';
      const variants = ['', 'x', valid.slice(0, -1), `${valid}x`, valid.toUpperCase() === valid ? valid.toLowerCase() : valid.toUpperCase(), 'A'.repeat(valid.length)];
      return { [header]: variants[variant % variants.length]! };
    }
    const otherSecret = new TextEncoder().encode('an-entirely-different-secret-of-32-characters!');
    const claims = scheme.bearerFormat === 'JWT' ? decodeJwt(name === 'AccountJWT' ? principal.accountToken : principal.token) : { sub: randomUUID() };
    const signedElsewhere = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherSecret);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const variants = [`Bearer ${signedElsewhere}`, `Bearer ${unsigned}`, 'Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${randomUUID()}`, `Bearer ${(name === 'AccountJWT' ? principal.accountToken : principal.token).split('.').slice(0, 2).join('.')}.AAAA`];
    return { authorization: variants[variant % variants.length]! };
  }

  /** The principal's token with its expiry in the past, signed with the app's real key. */
  async function expiredToken(token: string, typ = 'JWT'): Promise<string> {
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
  }

  return { credentialOf, alternativesOf, credentialHeadersOf, jwtSchemesOf, forgedCredential, expiredToken };
}

export type Credentials = ReturnType<typeof createCredentials>;
