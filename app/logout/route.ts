import { endRefusedSession } from '@/server/console/logout';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { endRefusedSession as GET };
