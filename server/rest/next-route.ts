import { handleRestRequest } from './handler';

/**
 * The route handlers Next.js calls for the REST surfaces: the catch-all `app/[...path]/route.ts`,
 * and a static route file for each of the hottest paths (HOT_PATHS). A dynamic route costs Next.js
 * about 90 µs of CPU per request before the handler runs (it rebuilds the route's regex and
 * parameters on every request: CPU profile), a static one nothing: with its own file,
 * GET /health/live went from 0.78 to 0.89 of a bare route handler. Each file is a separate function
 * on Vercel (its own cold starts), so only the paths load balancers and clients call all the time
 * have one; every other path works the same through the catch-all. A test keeps the files and
 * this list in step.
 */
export const HOT_PATHS = ['/health', '/health/live', '/health/ready', '/tenants/me', '/payments'] as const;

const handle = (request: Request) => handleRestRequest(request);

export { handle as DELETE, handle as GET, handle as HEAD, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
