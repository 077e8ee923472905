import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';

/** Why the guard ended a session: the sign-in page says it in words. */
const reasons = new Set(['suspended', 'deleted', 'revoked', 'expired']);

/** next-auth's session cookie, chunked (`.0`, `.1`...) when large, `__Secure-` over HTTPS. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Ends a console session the server no longer accepts (the page guard sends it here): the session
 * cookie is removed and the sign-in page says why, on the tab of the user it refused (`as=tenant`).
 * Signing out on purpose goes through next-auth.
 */
export async function endRefusedSession(request: Request): Promise<Response> {
  const given = new URL(request.url).searchParams;
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (SESSION_COOKIE.test(cookie.name)) jar.delete(cookie.name);
  }
  const query = new URLSearchParams();
  const reason = given.get('reason');
  if (reason && reasons.has(reason)) query.set('reason', reason);
  if (given.get('as') === 'tenant') query.set('as', 'tenant');
  const target = query.size > 0 ? `/login?${query}` : '/login';
  // A relative Location: the browser resolves it against the address it used, whatever the host.
  return new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
