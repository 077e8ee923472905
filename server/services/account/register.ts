import { isUniqueViolation } from '@/db/errors';
import { learningStatistics, subscriptions, users } from '@/db/schema';
import { conflict, unprocessable } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashSecret } from '../auth/secrets';
import { type Profile, type RegisterInput, toProfile } from './account-schemas';
import type { AccountServiceContext } from './context';
import { ageOn, logSecurityEvent, mailTokenLink, PARENTAL_CONSENT_AGE } from './users';
import { confirmationMail, parentalConsentMail } from './account-mails';

/**
 * Registers a platform user with a free subscription and mails the confirmation link. A child
 * under 16 needs a parent's address: the account waits for the parent's consent (the link goes to
 * the parent) and cannot sign in before.
 */
export async function registerUser(context: AccountServiceContext, input: RegisterInput): Promise<Profile> {
  const child = ageOn(input.birthDate) < PARENTAL_CONSENT_AGE;
  if (child && !input.parentEmail) throw unprocessable('parentEmail is required: users under 16 need the consent of a parent');
  if (child && input.parentEmail!.toLowerCase() === input.email.toLowerCase()) throw unprocessable("parentEmail must be the parent's address, not the user's");
  const passwordHash = await hashSecret(input.password);
  try {
    return await context.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role ?? 'student',
          birthDate: input.birthDate,
          parentEmail: child ? input.parentEmail! : null,
          parentalConsentRequired: child,
        })
        .returning();
      const [subscription] = await tx.insert(subscriptions).values({ userId: user!.id, plan: 'free' }).returning();
      await tx.insert(learningStatistics).values({ userId: user!.id });
      await mailTokenLink(tx, context, {
        userId: user!.id,
        purpose: 'email_confirmation',
        email: user!.email,
        to: user!.email,
        compose: (link) => confirmationMail(user!.username, link),
      });
      if (child) {
        await mailTokenLink(tx, context, {
          userId: user!.id,
          purpose: 'parental_consent',
          email: input.parentEmail!,
          to: input.parentEmail!,
          compose: (link) => parentalConsentMail(user!.username, link),
        });
      }
      await logSecurityEvent(tx, context, user!.id, 'account.registered');
      await recordAuditEvent(tx, { ...context.audit, actor: { type: 'user', id: user!.id } }, {
        action: 'account.registered',
        targetType: 'user',
        targetId: user!.id,
        details: { role: user!.role, parentalConsentRequired: child },
      });
      return toProfile(user!, subscription);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('username or email already in use');
    throw error;
  }
}
