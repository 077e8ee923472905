import { handleConsoleEndpoint } from '@/server/console/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { handleConsoleEndpoint as GET, handleConsoleEndpoint as POST };
