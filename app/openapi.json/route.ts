import { serveOpenApiDocument } from '@/server/rest/openapi-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => serveOpenApiDocument(request);
