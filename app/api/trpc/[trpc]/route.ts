import { handleConsoleRequest } from '@/server/console-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { handleConsoleRequest as GET, handleConsoleRequest as POST };
