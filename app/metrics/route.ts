import { serveMetrics } from '@/server/rest/metrics-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => serveMetrics(request);
