import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { people, tenantMembers, tenants, webhookEndpoints } from '@/db/schema';
import type { Mailer } from '@/server/infra/mailer';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { mailTime, plainMail } from '../mail/mail-template';
import type { ListedEndpointRow } from './endpoint-schemas';
import { hasUrl } from './primary-endpoint';

/**
 * Whether an endpoint is healthy, and what happens when it is not: a failed attempt starts its
 * failure streak (and its tenant's owners and developers are mailed, once a day at most), a
 * delivered one ends it, and an endpoint failing for longer than WEBHOOK_ENDPOINT_DISABLE_AFTER is
 * disabled (and they are mailed again) instead of being retried forever.
 */

/** How the delivery path mails people: the outbox and the console's address for links. */
export type EndpointNotifier = { mailer: Mailer; publicBaseUrl: string };

const disablerAudit: AuditContext = { actor: { type: 'system', id: 'webhook-endpoint-monitor' }, correlationId: null, ip: null };

/**
 * Records an attempt's result on its endpoint, in the transaction that records the attempt. A
 * success writes only when it changes something (a streak ends, or `lastSuccessAt` is a minute
 * old), so a busy healthy endpoint's row is not rewritten on every delivery.
 */
export async function recordEndpointHealth(tx: Db, endpointId: string, succeeded: boolean, notify?: EndpointNotifier): Promise<void> {
  if (succeeded) {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null, lastSuccessAt: sql`now()` })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          or(sql`${webhookEndpoints.failingSince} is not null`, isNull(webhookEndpoints.lastSuccessAt), lt(webhookEndpoints.lastSuccessAt, sql`now() - interval '1 minute'`)),
        ),
      );
    return;
  }
  const [started] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`now()` })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.failingSince), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (!started || !notify) return;
  // Told once a day at most, however often it flaps between failing and delivering.
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ failureNotifiedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        hasUrl(),
        or(isNull(webhookEndpoints.failureNotifiedAt), lt(webhookEndpoints.failureNotifiedAt, sql`now() - interval '24 hours'`)),
      ),
    )
    .returning();
  if (endpoint) await mailEndpointPeople(tx, notify, endpoint as ListedEndpointRow, 'failing');
}

/**
 * Disables every enabled endpoint whose failure streak began more than `disableAfterMs` ago: it
 * says so and why, its people are mailed and the change is audited, in one transaction per run.
 * Its deliveries still waiting are given up when a worker reaches them; `recover` sends them again
 * once it is enabled. Answers how many were disabled.
 */
export async function disableFailingEndpoints(db: Db, options: { disableAfterMs: number; notify?: EndpointNotifier }): Promise<number> {
  const seconds = options.disableAfterMs / 1000;
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(webhookEndpoints)
      .set({
        enabled: false,
        disabledAt: sql`now()`,
        // The time as the mails write it (the time module's one format, in UTC: `29 Nov 2026, 14:38 UTC`).
        disabledReason: sql`'Disabled automatically: every delivery failed since ' || to_char(${webhookEndpoints.failingSince} at time zone 'UTC', 'DD Mon YYYY, HH24:MI') || ' UTC'`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookEndpoints.enabled, true), hasUrl(), lt(webhookEndpoints.failingSince, sql`now() - make_interval(secs => ${seconds}::double precision)`)))
      .returning();
    for (const endpoint of disabled as ListedEndpointRow[]) {
      await recordAuditEvent(tx, disablerAudit, {
        action: 'webhook_endpoint.disabled',
        targetType: 'webhook_endpoint',
        targetId: endpoint.id,
        details: { tenantId: endpoint.tenantId, url: endpoint.url, failingSince: endpoint.failingSince?.toISOString() ?? null, reason: endpoint.disabledReason },
      });
      if (options.notify) await mailEndpointPeople(tx, options.notify, endpoint, 'disabled');
    }
    return disabled.length;
  });
}

type EndpointForMail = { id: string; tenantId: string; url: string; description: string; failingSince: Date | null };

/** The tenant's owners and developers: the people who can mend an endpoint. */
async function endpointPeople(tx: Db, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: people.email })
    .from(tenantMembers)
    .innerJoin(people, eq(people.id, tenantMembers.personId))
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(and(eq(tenantMembers.tenantId, tenantId), inArray(tenantMembers.role, ['owner', 'developer']), eq(tenants.status, 'ACTIVE')));
  return rows.map((row) => row.email);
}

async function mailEndpointPeople(tx: Db, notify: EndpointNotifier, endpoint: EndpointForMail, what: 'failing' | 'disabled'): Promise<void> {
  const recipients = await endpointPeople(tx, endpoint.tenantId);
  if (recipients.length === 0) return;
  const link = `${notify.publicBaseUrl.replace(/\/+$/, '')}/portal/webhooks/endpoints/${endpoint.id}`;
  const name = endpoint.description ? `"${endpoint.description}" (${endpoint.url})` : endpoint.url;
  const since = endpoint.failingSince ? mailTime(endpoint.failingSince) : 'now';
  const mail =
    what === 'failing'
      ? plainMail({
          subject: `Webhook endpoint failing: ${endpoint.url}`,
          paragraphs: [
            `Deliveries to the webhook endpoint ${name} have been failing since ${since}.`,
            'They are retried on the usual schedule. If none succeeds for a few days the endpoint is disabled, and you will be told.',
          ],
          action: { label: 'See its deliveries', link },
        })
      : plainMail({
          subject: `Webhook endpoint disabled: ${endpoint.url}`,
          paragraphs: [
            `The webhook endpoint ${name} was disabled: every delivery to it has failed since ${since}.`,
            'Events that happen while it is disabled are not sent to it. Once the receiver answers again, enable it, then recover the deliveries that failed before it was disabled.',
          ],
          action: { label: 'Open the endpoint', link },
        });
  for (const to of recipients) await notify.mailer.send(tx, { userId: null, to, ...mail });
}
