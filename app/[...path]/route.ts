import { handleRestRequest } from '@/server/rest/handler';

/** Every REST surface (billing, /v1, /api/v1/auth) and the 404 of unknown paths. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
// On Vercel: room for a cron delivery run (batches of webhooks, each receiver given 10 s).
export const maxDuration = 60;

const handle = (request: Request) => handleRestRequest(request);

export { handle as DELETE, handle as GET, handle as HEAD, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
