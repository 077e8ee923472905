import { SignJWT } from 'jose';

/**
 * The authentication cases every surface of one auth kind must refuse alike, as data: each test
 * suite runs the table against its own routes and checks its own error body. Credentials are built
 * when the test runs, from a real credential of the suite (a token or key) and the app's secret.
 */

/** What a case builds its credential from. */
export type AuthSubject = { token: string; secret: string; typ: 'JWT' | 'at+jwt' };

export type AuthCase<S> = {
  name: string;
  /** The message of the 401 (bearer JWT surfaces); API-key surfaces answer one code for all. */
  message: string;
  headers: (subject: S) => Promise<Record<string, string>> | Record<string, string>;
};

const nowS = () => Math.floor(Date.now() / 1000);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Bearer JWTs (tenant tokens, account access tokens): what must be refused, and in which words. */
export const bearerJwtCases: AuthCase<AuthSubject>[] = [
  { name: 'no Authorization header', message: 'Missing bearer token', headers: () => ({}) },
  { name: 'another scheme (Basic)', message: 'Missing bearer token', headers: () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }) },
  { name: 'Bearer without a token', message: 'Missing bearer token', headers: () => ({ authorization: 'Bearer' }) },
  { name: 'a Bearer value that is not a JWT', message: 'Invalid token', headers: () => bearer('not-a-jwt') },
  {
    name: 'an unsigned token (alg none)',
    message: 'Invalid token',
    headers: ({ token, typ }) => bearer(`${Buffer.from(JSON.stringify({ alg: 'none', typ })).toString('base64url')}.${token.split('.')[1]}.`),
  },
  {
    name: 'a token signed with another key',
    message: 'Invalid token',
    headers: async ({ token, typ }) =>
      bearer(await new SignJWT(claimsOf(token)).setProtectedHeader({ alg: 'HS256', typ }).sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'))),
  },
  {
    name: 'an expired token signed with the real key',
    message: 'Token expired',
    headers: async ({ token, secret, typ }) =>
      bearer(await new SignJWT({ ...claimsOf(token), iat: nowS() - 7200, exp: nowS() - 3600 }).setProtectedHeader({ alg: 'HS256', typ }).sign(new TextEncoder().encode(secret))),
  },
];

/** API keys (the course API): what must be refused. The real key is the subject. */
export const apiKeyCases: AuthCase<{ key: string }>[] = [
  { name: 'no Authorization header', message: 'UNAUTHORIZED', headers: () => ({}) },
  { name: 'a value that is no key', message: 'UNAUTHORIZED', headers: () => bearer('nonsense') },
  { name: 'a well-formed key that does not exist', message: 'UNAUTHORIZED', headers: () => bearer(`lp_live_ABCDEFGH_${'a'.repeat(32)}`) },
  { name: 'the real key altered by one character', message: 'UNAUTHORIZED', headers: ({ key }) => bearer(`${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`) },
  { name: 'the real key under another scheme (Basic)', message: 'UNAUTHORIZED', headers: ({ key }) => ({ authorization: `Basic ${key}` }) },
];

/** `[name, case]` rows for `it.each`. */
export const rows = <S>(cases: AuthCase<S>[]) => cases.map((entry) => [entry.name, entry] as const);
