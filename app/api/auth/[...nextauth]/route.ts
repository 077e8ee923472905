import NextAuth from 'next-auth';
import { consoleAuthOptions } from '@/server/console/auth';
import { withSecurityHeaders } from '@/server/http/security-headers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's endpoints (sign-in, CSRF token, session, sign-out) for the console. */
async function handler(request: Request, context: RouteContext) {
  const response = (await NextAuth(request as never, context as never, await consoleAuthOptions())) as Response;
  return withSecurityHeaders(response, request.headers);
}

export { handler as GET, handler as POST };
