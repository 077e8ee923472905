import { handleExportEndpoint } from '@/server/console/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { handleExportEndpoint as GET };
