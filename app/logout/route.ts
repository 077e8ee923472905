import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const reasons = new Set(['suspended', 'deleted', 'revoked', 'expired']);

/**
 * Ends a console session the server no longer accepts (the guard sends it here): the session
 * cookie is removed and the sign-in page says why. Signing out on purpose goes through next-auth.
 */
export async function GET(request: Request) {
  const reason = new URL(request.url).searchParams.get('reason');
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (/^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(cookie.name)) jar.delete(cookie.name);
  }
  const target = reasons.has(reason ?? '') ? `/login?reason=${reason}` : '/login';
  // A relative Location: the browser resolves it against the address it used, whatever the host.
  return new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
