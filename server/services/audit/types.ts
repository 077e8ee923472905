/** Who did something, as the audit log records it. */
export type ActorType = 'admin' | 'tenant' | 'user' | 'anonymous' | 'system';
export type Actor = { type: ActorType; id: string | null };

/** What an audited action knows about the request that caused it. */
export type AuditContext = { actor: Actor; correlationId: string | null; ip: string | null };

export type AuditEventInput = {
  action: string;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

export const systemAuditContext: AuditContext = { actor: { type: 'system', id: null }, correlationId: null, ip: null };
