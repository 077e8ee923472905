import NextAuth from 'next-auth';
import { consoleAuthOptions } from '@/server/console-auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's endpoints (sign-in, CSRF token, session, sign-out) for the console. */
async function handler(request: Request, context: RouteContext) {
  return NextAuth(request as never, context as never, await consoleAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
