import { notFound } from '../../errors';
import type { AuditContext } from '../../services/audit/types';
import { t } from '../init';
import { applyRateDecision, countRequest } from './rate-limit';

/**
 * The console's CSV exports: procedures that return a file as a stream, which only the download
 * route can send (through `/api/trpc` it would answer an empty object, and audit an export that
 * never happened), so any other caller is told there is no such procedure. Each export reads a
 * whole list: they are counted per administrator (their person) or per tenant against the
 * `csvExport` policy, apart from the tenant's ordinary requests.
 */
export const csvDownload = t.middleware(async ({ ctx, next }) => {
  if (!ctx.download) throw notFound('No such procedure');
  // Built on the admin and tenant kinds: the caller is known, on `ctx.audit` (procedures.ts).
  const actor = (ctx as typeof ctx & { audit?: AuditContext }).audit?.actor;
  const who = actor?.type === 'tenant' ? `tenant:${actor.id}` : `${actor?.type ?? 'anonymous'}:${actor?.person?.id ?? actor?.id ?? 'unknown'}`;
  applyRateDecision(ctx, 'csvExport', await countRequest(ctx, 'csvExport', who));
  return next();
});
