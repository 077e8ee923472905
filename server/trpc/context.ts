import type { OpenApiMeta } from 'trpc-to-openapi';
import type { AdminRole, MemberRole } from '@/db/schema/people';
import type { AnalyticsDb, Db } from '@/db/client';
import type { Cache } from '../infra/cache';
import type { IdempotencyStore } from '../infra/idempotency';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mailer';
import type { Metrics } from '../infra/metrics';
import type { PaymentProvider } from '../infra/payment-provider';
import type { RateLimiter } from '../infra/ratelimit';
import type { SecretBox } from '../infra/secret-box';
import type { PermissionDeclaration } from '../services/api-keys/permissions';
import type { AuditFlush } from '../services/audit/read-audit-trail';
import type { Actor, AuditContext } from '../services/audit/types';
import type { ReadinessCheck } from '../services/health/check-readiness';
import type { MailRun } from '../services/mail/deliver-mails';
import type { RetentionRun } from '../services/retention/run-retention';
import type { ReconcileRun } from '../services/payment-connectors/reconcile';
import type { DeliveryDeps } from '../services/webhooks/attempt-delivery';
import type { DeliveryRun } from '../services/webhooks/webhook-schemas';
import type { RateLimitPolicies } from './middleware/rate-limit-policies';

/**
 * Who may call a procedure; drives the middleware, the OpenAPI security and the shared auth tests.
 * `scheduler` is the admin key or, for Vercel Cron, `Authorization: Bearer CRON_SECRET`.
 */
export type AuthKind = 'none' | 'admin' | 'tenant' | 'scheduler' | 'account' | 'apiKey' | 'person';

/**
 * Where a procedure counts its caller against a rate limit, which decides which of its answers
 * carry the `X-RateLimit-*` headers:
 * - `none`: never counted (administrators, schedulers, probes, the provider's webhook);
 * - `after-auth`: counted once the credentials are verified (tenants, account users), so a 401 has
 *   no such headers;
 * - `before-auth`: counted before any secret is checked (sign-in and the account API's public routes),
 *   so a 401 has them;
 * - `api-key`: the course API, which counts every request it can attribute, including the ones the
 *   adapter refuses before the procedure runs, and anonymous ones per client IP.
 * In all but `api-key`, what the REST adapter refuses before the procedure (413, 415, malformed
 * JSON) and what the guard refuses before the middleware (unstorable input, start-up) is not counted.
 */
export type RateLimitStage = 'none' | 'after-auth' | 'before-auth' | 'api-key';

export type ProcedureMeta = OpenApiMeta<{
  /**
   * Who may call, as the procedure's kind enforces it: set only by the kinds (procedures.ts), which
   * every procedure is built on; routers never set it (a lint rule refuses it).
   */
  auth?: AuthKind;
  /** Set by the kinds only: waits for start-up and needs the database (503 with Retry-After). */
  database?: boolean;
  /** Set by the kinds only: where the caller is counted against a rate limit. */
  rateLimit?: RateLimitStage;
  /** Status of a successful answer when it is not 200 (201 for creations). */
  successStatus?: number;
  /** POST actions that take no body (suspend, cancel...) accept a request without Content-Type. */
  bodyless?: boolean;
  /**
   * `false`: no `Idempotency-Key` support, for writes whose answer holds a secret shown only once
   * (an API key): a stored answer would keep that secret in the cache for a day.
   */
  idempotent?: false;
  /**
   * The console role a caller needs, when it is not the default (reads for every role, writes for
   * an operator or a developer): `owner` for managing people, `developer` for a read that reveals
   * a secret or the tenant's traffic. Checked by the admin and tenant middleware; a refusal is a
   * 403 and an audit event.
   */
  role?: { admin?: AdminRole; member?: MemberRole };
  /**
   * A dangerous action: one that grants access (an invitation, a role, a passkey, a second factor),
   * sends events elsewhere (a webhook URL, an endpoint's URL or headers), reveals or replaces a
   * secret, or removes a tenant or a person. A console session whose last check is older than ten
   * minutes is refused with the reason `reverify_required` until it confirms it's them: a person
   * with a password, a code or a passkey, the app-secret sign-in with its app secret. Callers with
   * a key or a token (the REST API) are not asked. Every mutation is either marked so or named,
   * with its reason, in fresh-check.integration.test.ts.
   */
  fresh?: true;
  /**
   * What a tenant's API key must grant to call this tenant procedure: the resource it acts on
   * (declared once per router, on the router's own tenant kind) and the access, `read` for a query
   * and `write` for a mutation unless stated here (a read that reveals a secret says `write`).
   * `refused`: no key may call it. Tokens, the app-secret sign-in and console sessions hold every
   * permission. A tenant procedure that declares nothing refuses keys, and fails the inventory in
   * procedure-kinds.test.ts if it has a REST route.
   */
  permission?: PermissionDeclaration;
}>;

/** A signed-in console user (next-auth session), when the call comes from the console. */
export type ConsoleSession =
  | { kind: 'admin'; adminId: string; email: string; role: AdminRole; sessionId?: string; secondFactorMissing?: true }
  | {
      kind: 'tenant';
      tenantId: string;
      role: MemberRole;
      /** The member signed in; absent for the app-secret sign-in of a tenant without members. */
      person?: { id: string; email: string };
      sessionId?: string;
      /**
       * The app-secret sign-in: when its app secret was last entered (at sign-in, or to confirm it's
       * them, which signs in again). Dangerous actions ask for it again when this is old or absent.
       */
      appSecretEnteredAt?: Date;
      /**
       * A second factor is required (of administrators in production, of a tenant's members when
       * its owner asks) and the person has none: only their own account's procedures answer.
       */
      secondFactorMissing?: true;
    };

/**
 * The part of the configuration procedures and middleware read (the instance's own configuration
 * object, seen through this type); the rest stays with the wiring.
 */
export type ProcedureConfig = {
  adminApiKey: string;
  /** Accepted as `Authorization: Bearer` on scheduled routes; null when unset. */
  cronSecret: string | null;
  /** Verifies the payment provider's webhook signatures. */
  paymentProviderWebhookSecret: string;
  /** A background loop stores what requests leave behind; without one it is written after the answer. */
  backgroundJobs: boolean;
  rateLimit: { enabled: boolean };
};

/**
 * What procedures and middleware use of the running instance: the databases and the services and
 * adapters they call, never the instance itself with its start-up and shutdown. Built once per
 * instance (server/runtime/procedure-services.ts) and spread into every request's context.
 */
export type ProcedureServices = {
  db: Db;
  /** The analytics store: the audit trail and the request log. */
  analytics: AnalyticsDb;
  logger: Logger;
  metrics: Metrics;
  cache: Cache;
  rateLimiter: RateLimiter;
  rateLimitPolicies: RateLimitPolicies;
  idempotency: IdempotencyStore;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  /** Seals and opens the secrets stored in the database. */
  secrets: SecretBox;
  /*
   * The settings services take by these names, beside the adapters above, so that a procedure
   * hands its context to a service as it is (services declare the narrow part they read).
   */
  /** Signs and verifies the tenants' and the account API's tokens. */
  jwtSecret: string;
  /** Base of the links in mails. */
  publicBaseUrl: string;
  /** Whether webhook URLs may point at private addresses (development, tests). */
  webhookTargets: { allowPrivate: boolean };
  /** Where the stripe library sends tenants' connector requests (null: Stripe itself). */
  stripe: { apiBaseUrl: string | null };
  config: ProcedureConfig;
  /** Whether the stores are migrated and usable, and the probes' reports. */
  startup: {
    /** The main database's migrations are applied. */
    isMigrated(): boolean;
    /** Resolves when the main database is usable; rejects after `timeoutMs` while it is not. */
    whenMigrated(timeoutMs: number): Promise<void>;
    /** The analytics store's migrations are applied (the request log and insights can be read). */
    isAnalyticsMigrated(): boolean;
    whenAnalyticsMigrated(timeoutMs: number): Promise<void>;
    /** Every dependency (`/health/ready`). */
    readiness(): Promise<ReadinessCheck>;
    /** What serving requests needs: the database and the cache (`/health/serving`). */
    serving(): Promise<ReadinessCheck>;
  };
  /** Runs of the background jobs now (the scheduler routes, and reads that need them first). */
  jobs: {
    applyRetention(): Promise<RetentionRun>;
    sendMails(): Promise<MailRun>;
    deliverWebhooks(): Promise<DeliveryRun>;
    reconcilePayments(): Promise<ReconcileRun>;
  };
  /** Ships the staged audit events now: the trail is read once they are in it. */
  auditShipper: AuditFlush;
  /** What sending one webhook delivery at once needs (test events). */
  webhookDelivery: DeliveryDeps;
  /** Stages the last use of tenant API keys, written in batches (server/jobs/api-key-usage-writer.ts). */
  apiKeyUsage: {
    record(keyId: string, ip: string | null): void;
    /** Without a background loop: writes what is staged when the last write is a minute old or more; undefined when none is due. */
    writeIfDue(): Promise<unknown> | undefined;
  };
};

/** Per-request context, built by the REST adapter or by the console's tRPC endpoint. */
export type RequestContext = ProcedureServices & {
  transport: 'rest' | 'console';
  correlationId: string;
  method: string;
  /** The HTTP path for REST calls, `/trpc/<procedure>` for console calls. */
  path: string;
  headers: Headers;
  ip: string | null;
  userAgent: string | null;
  /** The request body exactly as received (REST), for signatures and idempotency fingerprints. */
  rawBody: string | null;
  /** What the procedure adds to the HTTP answer: a status other than the default, headers. */
  response: { status?: number; headers: Record<string, string> };
  session: ConsoleSession | null;
  /** The console session could not be checked (the database did not answer): procedures answer 503. */
  sessionUnavailable?: boolean;
  /**
   * The call comes from the console's download route (`/api/export/...`), which sends what the
   * procedure returns as a file: only such a call may start a CSV export.
   */
  download?: true;
};

const anonymous: Actor = { type: 'anonymous', id: null };

/**
 * The audit context of a request, for services that record what they did: made by the middleware
 * only (the guard for an anonymous caller, the authenticating middleware once the caller is known),
 * which put it on the context as `ctx.audit`.
 */
export function auditContextOf(ctx: Pick<RequestContext, 'correlationId' | 'ip'>, actor: Actor = anonymous): AuditContext {
  return { actor, correlationId: ctx.correlationId, ip: ctx.ip };
}
