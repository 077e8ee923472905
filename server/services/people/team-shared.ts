import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { invitations, people } from '@/db/schema';
import type { Mailer } from '@/server/infra/mailer';
import type { AuditContext } from '../audit/types';
import type { ConsoleChoice } from './console-sessions';

/*
 * What the administrators' team, a tenant's members and the invitations share: the context of a
 * change and the columns a team listing shows.
 */

/** What changing the team needs: the database, who acts, and the outbox for invitations. */
export type TeamContext = { db: Db; audit: AuditContext; mailer: Mailer; publicBaseUrl: string };

export const iso = (at: Date) => at.toISOString();
export const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** The person who sent an invitation, by address. */
export const inviter = sql<string | null>`(select ${people.email} from ${people} where ${people.id} = ${invitations.invitedBy})`;

/*
 * Drizzle leaves out table names in a one-table select, so these subqueries name their columns in
 * full: an unqualified `id` inside them would be the subquery's own table's.
 */

/** Whether the listed person has an authenticator app or a passkey (an owner sees who has none). */
export const hasSecondFactor = sql<boolean>`(people.totp_secret is not null or exists (select 1 from passkeys where passkeys.person_id = people.id))`;

/** The listed person's open sessions in one console. */
export const openSessionsIn = (where: ConsoleChoice) =>
  sql<number>`(select count(*)::int from console_sessions s where s.person_id = people.id and s.ended_at is null and s.console_kind = ${where.kind}${
    where.kind === 'tenant' ? sql` and s.tenant_id = ${where.tenantId}` : sql``
  })`.mapWith(Number);

