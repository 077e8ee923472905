/**
 * Every REST surface (billing, /v1, /api/v1/auth) and the 404 of unknown paths. The hottest paths
 * also have a static route of their own (server/rest/next-route.ts says why); both lead to the same
 * adapter.
 */
export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from '@/server/rest/next-route';
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
// On Vercel: room for a cron delivery run (batches of webhooks, each receiver given 10 s).
export const maxDuration = 60;
