/** The floor of `npm run bench`: the cheapest answer a Next.js 16 route handler can give. */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
