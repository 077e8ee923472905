import { type NextRequest, NextResponse } from 'next/server';
import { malformedUrlResponse } from '@/server/rest/malformed-url';

/**
 * Runs before Next.js routes a request. Routing decodes the path of a dynamic route (the REST
 * surfaces' `app/[...path]`), and a path that does not decode (`/tenants/%ZZ`, `/payments/%C0%AF`)
 * would get Next.js's own plain-text error instead of the API's error body; it is answered here as
 * the REST adapter answers it. Every other request goes on untouched.
 */
export function proxy(request: NextRequest) {
  return malformedUrlResponse(request) ?? NextResponse.next();
}

// Only a path with a percent sign can be malformed.
export const config = { matcher: '/(.*%.*)' };
