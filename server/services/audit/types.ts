/** Who did something, as the audit log records it. */
export type ActorType = 'admin' | 'tenant' | 'person' | 'user' | 'anonymous' | 'system';
/**
 * `person`: who acted in the console, beside the administrator or tenant they acted as (absent for
 * the admin key, a tenant's token, the system).
 */
export type Actor = {
  type: ActorType;
  id: string | null;
  person?: { id: string; email: string };
  /** The tenant's API key the request was made with (the tenant is the actor): recorded in the event's details. */
  apiKey?: { id: string; prefix: string };
};

/** What an audited action knows about the request that caused it. */
export type AuditContext = { actor: Actor; correlationId: string | null; ip: string | null };

export type AuditEventInput = {
  action: string;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

export const systemAuditContext: AuditContext = { actor: { type: 'system', id: null }, correlationId: null, ip: null };
