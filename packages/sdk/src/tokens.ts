/** The `exp` claim of a JWT in ms, read without verifying it (the server does that). */
export function jwtExpiryMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Is this 401 the server saying the token has expired (not that it is wrong)? */
export async function saysTokenExpired(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return body?.message === 'Token expired';
}
