/** A hot REST path with a static route of its own: see server/rest/next-route.ts. */
export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from '@/server/rest/next-route';
export const dynamic = 'force-dynamic';
