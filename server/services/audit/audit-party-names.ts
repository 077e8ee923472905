import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { people, tenants } from '@/db/schema';
import { isRowId } from '../shared/row-id';

/** The actor id of an administrator who used the admin API key rather than the console. */
const ADMIN_API_KEY = 'admin-api-key';

type Party = { type: string | null; id: string | null };
/** What naming needs of an event: who and what it names, and what it recorded. */
type NamedParties = { actorType: string; actorId: string | null; targetType: string | null; targetId: string | null; details: Record<string, unknown> };
type Names = { tenants: Map<string, string>; admins: Map<string, string> };

const tenantIdOf = (party: Party) => (party.type === 'tenant' && party.id && isRowId(party.id) ? party.id : null);
const adminIdOf = (party: Party) => ((party.type === 'admin' || party.type === 'console_admin' || party.type === 'person') && party.id && isRowId(party.id) ? party.id : null);

const actorOf = (event: NamedParties): Party => ({ type: event.actorType, id: event.actorId });
const targetOf = (event: NamedParties): Party => ({ type: event.targetType, id: event.targetId });

/**
 * The tenants and administrators a set of events names, looked up at once: one query per kind of
 * party for a whole page of events, each by primary key. The audit store may be another database
 * than the one holding tenants and administrators, so this cannot be a join of the page's query.
 */
async function lookUpNames(db: Db, events: NamedParties[]): Promise<Names> {
  const parties = events.flatMap((event) => [actorOf(event), targetOf(event)]);
  const tenantIds = [...new Set(parties.map(tenantIdOf).filter((id) => id !== null))];
  const adminIds = [...new Set(parties.map(adminIdOf).filter((id) => id !== null))];
  const [tenantRows, adminRows] = await Promise.all([
    tenantIds.length > 0 ? db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, tenantIds)) : [],
    adminIds.length > 0 ? db.select({ id: people.id, name: people.email }).from(people).where(inArray(people.id, adminIds)) : [],
  ]);
  return { tenants: new Map(tenantRows.map((row) => [row.id, row.name])), admins: new Map(adminRows.map((row) => [row.id, row.name])) };
}

/** A text the event recorded about its target, when it recorded one (`name` at registration, `email` at a sign-in). */
const recorded = (details: Record<string, unknown>, key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);

function nameOf(party: Party, names: Names): string | null {
  if (party.type === 'admin' && party.id === ADMIN_API_KEY) return 'API key';
  const tenantId = tenantIdOf(party);
  if (tenantId) return names.tenants.get(tenantId) ?? null;
  const adminId = adminIdOf(party);
  if (adminId) return names.admins.get(adminId) ?? null;
  return null;
}

/**
 * Events with what their actor and target are called, so the log reads "tenant Acme Widgets" and
 * "admin ana@example.com" rather than two ids. A tenant or administrator no longer stored keeps the
 * name or address the event itself recorded, if it recorded one; otherwise the name is null and
 * the id stands for it.
 */
export async function withPartyNames<T extends NamedParties>(db: Db, events: T[]): Promise<Array<T & { actorName: string | null; targetName: string | null }>> {
  if (events.length === 0) return [];
  const names = await lookUpNames(db, events);
  return events.map((event) => {
    const lastKnown = event.targetType === 'tenant' ? recorded(event.details, 'name') : event.targetType === 'console_admin' ? recorded(event.details, 'email') : null;
    return { ...event, actorName: nameOf(actorOf(event), names), targetName: nameOf(targetOf(event), names) ?? lastKnown };
  });
}
