import type { Db } from '@/db/client';
import { AppError } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { tenantHasMembers } from './memberships';

export const membersSignInWithEmail = "This tenant's people sign in with their e-mail address and password, not with the app secret.";

/**
 * The portal's app-secret sign-in is for a tenant without people only: once it has a member, the
 * secret its integration uses no longer opens the dashboard (`POST /tenants/login` is unchanged).
 * Checked after the secret, so the answer tells nothing to someone without it.
 */
export async function refuseAppSecretSignInWithMembers(context: { db: Db; audit: AuditContext }, tenantId: string): Promise<void> {
  if (!(await tenantHasMembers(context.db, tenantId))) return;
  await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'tenant', id: tenantId } }, {
    action: 'tenant.console_sign_in.refused',
    targetType: 'tenant',
    targetId: tenantId,
    details: { reason: 'members_sign_in_with_email' },
  });
  throw new AppError('UNAUTHORIZED', membersSignInWithEmail);
}
