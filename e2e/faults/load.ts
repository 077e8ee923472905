import { randomUUID } from 'node:crypto';
import { buildSandboxEvent, buildSandboxRefundEvent, signSandboxEvent } from '../../server/infra/payment-provider/sandbox-events';
import type { ProviderEvent, ProviderEventType, ProviderRefundEvent, ProviderRefundEventType } from '../../server/infra/payment-provider/types';
import type { Answer, Balancer, Kind } from './balancer';
import type { WebhookReceiver } from './receiver';

/**
 * The clients of the fault run and the steady open-loop mix they send: tenants logging in,
 * creating payments with an Idempotency-Key and reading lists, the payment provider sending signed
 * events for those payments, and a console administrator signed in through next-auth calling
 * console queries; once the provider has made a payment SUCCEEDED, some are refunded (keyed, in
 * scenarios that race past the amount and settle through the provider's refund events). Every
 * request goes through the balancer. Clients behave as the contract tells them to: a keyed write
 * answered 503 (or not answered) is retried with the same key after Retry-After, a provider event
 * is retried with the same event id until it is acknowledged.
 */

export type Tenant = { index: number; id: string; appId: string; appSecret: string; token: string; paymentIds: string[] };

export type ConsoleAdmin = { email: string; password: string; sessionCookie: string | null };

/** One keyed payment creation as its client saw it, from the first attempt to the final answer. */
export type PaymentIntent = {
  key: string;
  tenant: Tenant;
  /** The amount asked, in cents. */
  amountCents: number;
  attempts: number;
  /** Attempts answered 503 (retried with the same key). */
  unavailable: number;
  /** Attempts that were sent and never answered (retried with the same key). */
  lost: number;
  /** The final answer's status; undefined while still trying, or when the run gave up on it. */
  finalStatus?: number;
  /** The payment id of the final 201/200 answer. */
  paymentId?: string;
  providerPaymentId?: string;
  /** Correlation ids of the attempts answered 201 (the one that executed) and of those answered 503. */
  executedBy?: string;
  refusedBy: string[];
  /** Provider events acknowledged by the app, in the order sent. */
  providerEvents: ProviderEventType[];
  /** What a deliberate duplicate with the same key got: status and whether it replayed the same id. */
  replay?: { status: number; sameId: boolean; replayed: boolean };
  /** The refunds its client asked for, in the order asked. */
  refunds: RefundIntent[];
};

/**
 * How a refunded payment's client goes about it (one payment in six, once SUCCEEDED; in turn):
 * - `full`: all of it, settled `refund.succeeded` (the payment is REFUNDED), then all that is left
 *   again, which must be refused (422);
 * - `race`: three requests of 40 % each at once, which together exceed it (two created, one 422);
 *   of the two, one settles `refund.failed` and one `refund.succeeded`, then the rest (60 %) is
 *   refunded and succeeds (REFUNDED);
 * - `partial`: 50 %, settled `refund.succeeded`, then the rest, settled `refund.failed` (the
 *   payment stays SUCCEEDED, half refunded);
 * - `pending`: 30 % settled `refund.succeeded` and 30 % never settled (left PENDING).
 */
export type RefundScenario = 'full' | 'race' | 'partial' | 'pending';
const refundScenarios: RefundScenario[] = ['full', 'race', 'partial', 'pending'];

/** One keyed refund as its client saw it, from the first attempt to the final answer. */
export type RefundIntent = {
  key: string;
  payment: PaymentIntent;
  scenario: RefundScenario;
  /** Cents asked for; undefined when it asks for all that is left. */
  askedCents?: number;
  /** What the payment's state allows when it is sent: a refund, a 422, or either (one of a race). */
  expect: 'created' | 'refused' | 'race';
  attempts: number;
  unavailable: number;
  lost: number;
  finalStatus?: number;
  refundId?: string;
  /** The amount of the refund answered, in cents. */
  amountCents?: number;
  providerRefundId?: string;
  /** Correlation ids of the attempt answered 201 (the one that executed) and of those answered 503. */
  executedBy?: string;
  refusedBy: string[];
  replay?: { status: number; sameId: boolean; replayed: boolean };
  /** Settlement events the app acknowledged (first sendings, not the deliberate resends). */
  events: ProviderRefundEventType[];
};

/** A provider event the app acknowledged, with what it said it did; `resend` when it was a deliberate second sending of an acknowledged event. */
export type ProviderDelivery = {
  eventId: string;
  type: ProviderEventType | ProviderRefundEventType;
  paymentKey: string;
  correlationId: string;
  duplicate: boolean;
  outcome?: string;
  tries: number;
  resend?: boolean;
};

export type ClientWorld = {
  balancer: Balancer;
  adminApiKey: string;
  providerSecret: string;
  tenants: Tenant[];
  consoleAdmin: ConsoleAdmin;
  /** May the generator send a deliberate duplicate of a keyed write now? (Not across a cache restart: see run.ts.) */
  replayAllowed: () => boolean;
};

const json = (body: unknown) => JSON.stringify(body);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each tenant's endpoints besides its webhook URL (which gets every type): the receiver's path is
 * `<tenant index>_<suffix>`. The checks read the filters back from the database.
 */
export const extraEndpoints = [
  { suffix: 'ends', eventTypes: ['payment.succeeded', 'payment.failed'], enabled: true },
  { suffix: 'created', eventTypes: ['payment.created', 'tenant.updated'], enabled: true },
  { suffix: 'off', eventTypes: [], enabled: false },
] as const;

/**
 * Registers the run's tenants (admin key), logs each in, fetches its webhook secret for the
 * receiver, points its webhookUrl at the receiver, then adds its other endpoints (extraEndpoints).
 */
export async function seedTenants(
  balancer: Balancer,
  adminApiKey: string,
  receiver: WebhookReceiver,
  count: number,
): Promise<{ tenants: Tenant[]; logins: string[] }> {
  const tenants: Tenant[] = [];
  const logins: string[] = [];
  for (let index = 0; index < count; index++) {
    const appId = `faults-${index}-${randomUUID().slice(0, 8)}`;
    const appSecret = `faults-secret-${index}-${randomUUID()}`;
    const registered = await expectStatus(
      balancer.request('seed', {
        method: 'POST',
        path: '/tenants/register',
        headers: { 'content-type': 'application/json', 'x-admin-key': adminApiKey },
        body: json({ name: `Fault tenant ${index}`, appId, appSecret }),
      }),
      201,
      'register a tenant',
    );
    const tenant: Tenant = { index, id: registered.json().id, appId, appSecret, token: '', paymentIds: [] };
    const loggedIn = await expectStatus(login(balancer, tenant, 'seed'), 200, 'log a tenant in');
    tenant.token = loggedIn.json().accessToken;
    logins.push(loggedIn.correlationId);
    // The secret first: the PATCH below already sends a tenant.updated webhook, signed with it.
    const secret = await expectStatus(balancer.request('seed', { method: 'GET', path: '/tenants/me/webhook-secret', headers: bearer(tenant) }), 200, 'read the webhook secret');
    receiver.setSecret(String(index), secret.json().secret);
    await expectStatus(
      balancer.request('seed', {
        method: 'PATCH',
        path: '/tenants/me',
        headers: { ...bearer(tenant), 'content-type': 'application/json' },
        body: json({ webhookUrl: receiver.urlFor(String(index)) }),
      }),
      200,
      'set the webhook URL',
    );
    // Its other endpoints, each with its own secret and filter; the disabled one must get nothing.
    for (const endpoint of extraEndpoints) {
      const key = `${index}_${endpoint.suffix}`;
      const created = await expectStatus(
        balancer.request('seed', {
          method: 'POST',
          path: '/tenants/me/webhook-endpoints',
          headers: { ...bearer(tenant), 'content-type': 'application/json' },
          body: json({ url: receiver.urlFor(key), eventTypes: endpoint.eventTypes, enabled: endpoint.enabled, description: `Fault ${endpoint.suffix}` }),
        }),
        201,
        'add a webhook endpoint',
      );
      const endpointSecret = await expectStatus(
        balancer.request('seed', { method: 'GET', path: `/tenants/me/webhook-endpoints/${created.json().id}/secret`, headers: bearer(tenant) }),
        200,
        "read an endpoint's secret",
      );
      receiver.setSecret(key, endpointSecret.json().secret);
    }
    tenants.push(tenant);
  }
  return { tenants, logins };
}

async function expectStatus(pending: Promise<Answer | null>, status: number, what: string): Promise<Answer> {
  const answer = await pending;
  if (!answer || answer.status !== status) throw new Error(`Seeding failed: could not ${what} (${answer ? `${answer.status} ${answer.body.slice(0, 300)}` : 'no answer'})`);
  return answer;
}

const bearer = (tenant: Tenant) => ({ authorization: `Bearer ${tenant.token}` });

function login(balancer: Balancer, tenant: Tenant, kind: Kind = 'login') {
  return balancer.request(kind, {
    method: 'POST',
    path: '/tenants/login',
    headers: { 'content-type': 'application/json' },
    body: json({ appId: tenant.appId, appSecret: tenant.appSecret }),
  });
}

/** The cookies a response sets, as name=value pairs. */
function cookiesOf(answer: Answer): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * A console administrator's sign-in as the browser does it, with fetch and cookies: the CSRF token
 * (double-submit cookie), then next-auth's credentials callback. `json=true` makes next-auth answer
 * 200 `{url}` (or 401 with the error in the URL) instead of a redirect. Both requests go through
 * the balancer and may land on different instances: the cookies are signed with the shared secret.
 * Returns the session cookie, or null with the reason noted on the attempt.
 */
export async function consoleSignIn(balancer: Balancer, admin: ConsoleAdmin, seed = false): Promise<{ ok: boolean; correlationId?: string }> {
  const csrf = await balancer.request(seed ? 'seed' : 'console.csrf', { method: 'GET', path: '/api/auth/csrf' });
  if (!csrf || csrf.status !== 200) return { ok: false };
  const csrfCookies = cookiesOf(csrf);
  const cookie = [...csrfCookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const form = new URLSearchParams({ csrfToken: csrf.json().csrfToken, email: admin.email, password: admin.password, json: 'true' });
  const callback = await balancer.request(seed ? 'seed' : 'console.signin', {
    method: 'POST',
    path: '/api/auth/callback/admin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: form.toString(),
  });
  if (!callback) return { ok: false };
  if (callback.status !== 200) {
    // next-auth puts the reason in the URL it answers with (?error=...): the report shows it.
    const url = safeJson(callback.body)?.url;
    const reason = typeof url === 'string' ? (new URL(url, 'http://x').searchParams.get('error') ?? url) : callback.body.slice(0, 200);
    balancer.noteDetail(callback.correlationId, reason);
    return { ok: false, correlationId: callback.correlationId };
  }
  const session = [...cookiesOf(callback)].find(([name]) => name.endsWith('next-auth.session-token'));
  if (!session) {
    balancer.noteDetail(callback.correlationId, 'no session cookie');
    return { ok: false, correlationId: callback.correlationId };
  }
  admin.sessionCookie = `${session[0]}=${session[1]}`;
  return { ok: true, correlationId: callback.correlationId };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const currencies = ['HUF', 'EUR', 'USD', 'GBP'] as const;

/**
 * The mix, per two seconds (73 slots, one every ~27 ms): about 37 requests a second from these,
 * plus about 10 provider events a second for the payments created, about 4 refund requests and
 * refund events a second for the payments refunded, plus the retries and the deliberate
 * duplicates: roughly 55 requests a second over both instances.
 */
const MIX: Array<[Slot, number]> = [
  ['payment.create', 10],
  ['login', 6],
  ['payments.list', 12],
  ['tenants.me', 12],
  ['payment.get', 10],
  ['payments.summary', 6],
  ['webhook-deliveries.list', 6],
  ['console.query', 10],
  ['console.signin', 1],
];
type Slot = Exclude<Kind, 'seed' | 'payment.replay' | 'provider.event' | 'refund.create' | 'refund.replay' | 'refund.event' | 'console.csrf'>;
const CYCLE_MS = 2000;

/** The slots of one cycle, each kind spread evenly over it rather than in bursts. */
function cycleOf(mix: Array<[Slot, number]>): Slot[] {
  const placed: Array<{ at: number; slot: Slot }> = [];
  for (const [slot, count] of mix) for (let i = 0; i < count; i++) placed.push({ at: (i + 0.5) / count, slot });
  return placed.sort((a, b) => a.at - b.at).map(({ slot }) => slot);
}

export class LoadGenerator {
  readonly intents: PaymentIntent[] = [];
  readonly providerDeliveries: ProviderDelivery[] = [];
  readonly refunds: RefundIntent[] = [];
  /** Refund settlement events acknowledged, deliberate resends included. */
  readonly refundDeliveries: ProviderDelivery[] = [];
  /** Correlation ids of successful logins and console sign-ins: each must have one audit event. */
  readonly logins: string[] = [];
  readonly consoleSignIns: string[] = [];
  /** Every client task still running (a request, its retries, its provider events). */
  private readonly tasks = new Set<Promise<void>>();
  private running = false;
  private loop: Promise<void> | undefined;
  private tenantTurn = 0;
  private created = 0;
  /** Clients stop retrying after this time (set when the load stops). */
  private retryDeadline = Number.POSITIVE_INFINITY;

  constructor(private readonly world: ClientWorld) {}

  start(): void {
    this.running = true;
    const slots = cycleOf(MIX);
    const interval = CYCLE_MS / slots.length;
    const startedAt = performance.now();
    this.loop = (async () => {
      // Open loop: each slot fires on the clock whatever earlier requests are doing, as independent
      // clients would; a slow instance makes requests pile up instead of slowing the load down.
      for (let tick = 0; this.running; tick++) {
        const due = startedAt + tick * interval;
        const wait = due - performance.now();
        if (wait > 0) await delay(wait);
        if (!this.running) break;
        this.track(this.fire(slots[tick % slots.length]!));
      }
    })();
  }

  /**
   * A burst of tenant logins at once, over and above the mix. Each takes a while (argon2id at
   * 64 MiB), so sent just before a SIGTERM they are still in flight when it arrives: the shutdown
   * must finish them, not drop them.
   */
  burst(count: number): void {
    for (let i = 0; i < count; i++) this.track(this.fire('login'));
  }

  /** Stops sending new requests; clients may go on retrying until `retryForMs` from now. */
  async stop(retryForMs: number): Promise<void> {
    this.running = false;
    this.retryDeadline = performance.now() + retryForMs;
    await this.loop;
  }

  /** Waits for every client task (retries included) to end; false if some were still running at the deadline. */
  async drain(deadlineMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs)));
    try {
      // Tasks that start while waiting (a retry's follow-up) are waited for too.
      while (this.tasks.size > 0) {
        const settled = await Promise.race([Promise.allSettled([...this.tasks]).then(() => true), deadline.then(() => false)]);
        if (!settled) break;
      }
    } finally {
      // A pending deadline timer would keep the process alive after the run.
      clearTimeout(timer);
    }
    return this.tasks.size === 0;
  }

  get pendingTasks(): number {
    return this.tasks.size;
  }

  private track(task: Promise<void>): void {
    const tracked = task.catch((error: unknown) => {
      console.error('load task failed:', error);
    });
    this.tasks.add(tracked);
    void tracked.finally(() => this.tasks.delete(tracked));
  }

  private nextTenant(): Tenant {
    return this.world.tenants[this.tenantTurn++ % this.world.tenants.length]!;
  }

  private async fire(slot: Slot): Promise<void> {
    const { balancer } = this.world;
    const tenant = this.nextTenant();
    switch (slot) {
      case 'login': {
        const answer = await login(balancer, tenant);
        if (answer?.status === 200) {
          // Later requests use the newest token, as a client that logs in again would.
          tenant.token = answer.json().accessToken;
          this.logins.push(answer.correlationId);
        }
        return;
      }
      case 'payment.create':
        return this.createPayment(tenant);
      case 'payments.list':
        await balancer.request(slot, { method: 'GET', path: '/payments?limit=20&sortOrder=desc', headers: bearer(tenant) });
        return;
      case 'payments.summary':
        await balancer.request(slot, { method: 'GET', path: '/payments/summary', headers: bearer(tenant) });
        return;
      case 'payment.get': {
        const id = tenant.paymentIds.at(-1 - (this.tenantTurn % Math.max(1, tenant.paymentIds.length)));
        await balancer.request(slot, { method: 'GET', path: id ? `/payments/${id}` : '/tenants/me', headers: bearer(tenant) });
        return;
      }
      case 'tenants.me':
        await balancer.request(slot, { method: 'GET', path: '/tenants/me', headers: bearer(tenant) });
        return;
      case 'webhook-deliveries.list':
        await balancer.request(slot, { method: 'GET', path: '/tenants/me/webhook-deliveries?limit=10', headers: bearer(tenant) });
        return;
      case 'console.signin': {
        const result = await consoleSignIn(balancer, this.world.consoleAdmin);
        if (result.ok && result.correlationId) this.consoleSignIns.push(result.correlationId);
        return;
      }
      case 'console.query':
        return this.consoleQuery();
    }
  }

  /** A console page's query over tRPC with the administrator's session cookie (tenants table or dashboard, in turn). */
  private async consoleQuery(): Promise<void> {
    const { balancer, consoleAdmin } = this.world;
    if (!consoleAdmin.sessionCookie) return;
    const procedure = this.tenantTurn % 2 === 0 ? 'tenants.list' : 'console.dashboard';
    const input = encodeURIComponent(json(procedure === 'tenants.list' ? { limit: 10, sortOrder: 'desc' } : {}));
    const answer = await balancer.request('console.query', { method: 'GET', path: `/api/trpc/${procedure}?input=${input}`, headers: { cookie: consoleAdmin.sessionCookie } });
    if (answer && answer.status !== 200) balancer.noteDetail(answer.correlationId, `${procedure}: ${answer.body.slice(0, 160)}`);
  }

  /**
   * One payment as a client creates it: a new Idempotency-Key, the same body on every attempt; a
   * 503 (cache down: not executed) is retried after Retry-After, an attempt that was lost is
   * retried too, as a client that got no answer would. The key is also in the metadata, so the
   * checks can find every row created under it.
   */
  private async createPayment(tenant: Tenant): Promise<void> {
    const { balancer } = this.world;
    const key = randomUUID();
    const n = this.created++;
    const amountCents = (100 + (n % 900)) * 100 + 50;
    const body = json({
      amount: amountCents / 100,
      currency: currencies[n % currencies.length],
      userId: `user-${n % 17}`,
      metadata: { faultKey: key },
    });
    const intent: PaymentIntent = { key, tenant, amountCents, attempts: 0, unavailable: 0, lost: 0, refusedBy: [], providerEvents: [], refunds: [] };
    this.intents.push(intent);
    const send = (kind: Kind) =>
      balancer.request(kind, {
        method: 'POST',
        path: '/payments',
        headers: { ...bearer(tenant), 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    for (;;) {
      intent.attempts++;
      const answer = await send('payment.create');
      if (!answer) {
        intent.lost++;
      } else if (answer.status === 503) {
        intent.unavailable++;
        intent.refusedBy.push(answer.correlationId);
      } else {
        intent.finalStatus = answer.status;
        if (answer.status === 201 || answer.status === 200) {
          const payment = answer.json();
          intent.paymentId = payment.id;
          intent.providerPaymentId = payment.providerPaymentId;
          if (answer.status === 201) intent.executedBy = answer.correlationId;
          tenant.paymentIds.push(payment.id);
        }
        break;
      }
      if (performance.now() > this.retryDeadline) return;
      const retryAfterS = Number(answer?.headers['retry-after'] ?? 1);
      await delay(Math.min(Math.max(retryAfterS, 1), 5) * 1000);
    }
    if (!intent.paymentId) return;

    // Every eighth payment: the same request again at once, as a client retrying a slow answer
    // would. It must be a replay of the same payment, from whichever instance answers.
    if (n % 8 === 0 && this.world.replayAllowed()) {
      const again = await send('payment.replay');
      if (again) {
        const replayedId = again.status === 200 || again.status === 201 ? again.json().id : undefined;
        intent.replay = { status: again.status, sameId: replayedId === intent.paymentId, replayed: again.headers['idempotent-replayed'] === 'true' };
      }
    }
    await this.driveProvider(intent, n);
  }

  /**
   * The provider's side of a payment: `processing` a moment after creation, then `succeeded` (or
   * `failed` for every fifth payment). Each event is retried with the same event id until the app
   * acknowledges it with a 200, as a webhook sender does. One payment in six is then refunded, if it
   * succeeded.
   */
  private async driveProvider(intent: PaymentIntent, n: number): Promise<void> {
    const terminal: ProviderEventType = n % 5 === 4 ? 'payment.failed' : 'payment.succeeded';
    for (const type of ['payment.processing', terminal] as const) {
      await delay(300 + (n % 5) * 100);
      if (!(await this.sendProviderEvent(intent, type))) return;
    }
    if (terminal === 'payment.succeeded' && n % 6 === 0) {
      await delay(300 + (n % 5) * 100);
      await this.refundPayment(intent, refundScenarios[(n / 6) % refundScenarios.length]!);
    }
  }

  private async sendProviderEvent(intent: PaymentIntent, type: ProviderEventType): Promise<boolean> {
    const delivery = await this.sendSigned('provider.event', buildSandboxEvent(type, intent.providerPaymentId!), intent.key);
    if (!delivery) return false;
    intent.providerEvents.push(type);
    this.providerDeliveries.push(delivery);
    return true;
  }

  /**
   * One provider event, signed anew on each try (a fresh timestamp) with the same event id, as
   * providers retry, until the app acknowledges it; undefined if the clients stopped first.
   */
  private async sendSigned(kind: Kind, event: ProviderEvent | ProviderRefundEvent, paymentKey: string): Promise<ProviderDelivery | undefined> {
    const { balancer, providerSecret } = this.world;
    for (let tries = 1; ; tries++) {
      const { body, headers } = signSandboxEvent(providerSecret, event);
      const answer = await balancer.request(kind, { method: 'POST', path: '/webhooks/paymentprovider', headers, body });
      if (answer?.status === 200) {
        const receipt = answer.json();
        return { eventId: event.id, type: event.type, paymentKey, correlationId: answer.correlationId, duplicate: receipt.duplicate, outcome: receipt.outcome, tries };
      }
      if (performance.now() > this.retryDeadline) return undefined;
      await delay(1000);
    }
  }

  /** A refunded payment's client, following its scenario (RefundScenario); it stops at the first step that did not go as the contract says (the checks report it). */
  private async refundPayment(payment: PaymentIntent, scenario: RefundScenario): Promise<void> {
    const amount = payment.amountCents;
    const step = () => delay(300);
    switch (scenario) {
      case 'full': {
        const all = await this.refund(payment, scenario, 'created');
        if (!all.refundId) return;
        await step();
        if (!(await this.settleRefund(all, 'refund.succeeded', true))) return;
        await step();
        // Nothing is left: refused, and the refusal is what a duplicate of it gets too.
        await this.refund(payment, scenario, 'refused', undefined, true);
        return;
      }
      case 'race': {
        const share = Math.floor(amount * 0.4);
        const racing = await Promise.all([0, 1, 2].map(() => this.refund(payment, scenario, 'race', share)));
        const created = racing.filter((refund) => refund.refundId);
        if (created.length !== 2) return;
        await step();
        // The failed one frees its share: what is left afterwards is the payment less the succeeded one.
        if (!(await this.settleRefund(created[0]!, 'refund.failed', true))) return;
        if (!(await this.settleRefund(created[1]!, 'refund.succeeded'))) return;
        await step();
        const rest = await this.refund(payment, scenario, 'created');
        if (!rest.refundId) return;
        await step();
        await this.settleRefund(rest, 'refund.succeeded');
        return;
      }
      case 'partial': {
        const half = await this.refund(payment, scenario, 'created', Math.floor(amount / 2), true);
        if (!half.refundId) return;
        await step();
        if (!(await this.settleRefund(half, 'refund.succeeded', true))) return;
        const rest = await this.refund(payment, scenario, 'created');
        if (!rest.refundId) return;
        await step();
        await this.settleRefund(rest, 'refund.failed');
        return;
      }
      case 'pending': {
        const share = Math.floor(amount * 0.3);
        const [settled, pending] = await Promise.all([this.refund(payment, scenario, 'created', share), this.refund(payment, scenario, 'created', share)]);
        if (!settled.refundId || !pending.refundId) return;
        await step();
        await this.settleRefund(settled, 'refund.succeeded');
        return;
      }
    }
  }

  /**
   * One keyed refund as a client asks for it: a new Idempotency-Key, the same body on every attempt
   * (the key also in the metadata, so the checks find its row), retried after a 503 or a lost
   * attempt as a payment creation is; with `duplicate`, the same request once more at once.
   */
  private async refund(payment: PaymentIntent, scenario: RefundScenario, expect: RefundIntent['expect'], askedCents?: number, duplicate = false): Promise<RefundIntent> {
    const { balancer } = this.world;
    const key = randomUUID();
    const intent: RefundIntent = { key, payment, scenario, askedCents, expect, attempts: 0, unavailable: 0, lost: 0, refusedBy: [], events: [] };
    payment.refunds.push(intent);
    this.refunds.push(intent);
    const body = json({ ...(askedCents === undefined ? {} : { amount: askedCents / 100 }), reason: 'requested_by_customer', metadata: { faultKey: key } });
    const send = (kind: Kind) =>
      balancer.request(kind, {
        method: 'POST',
        path: `/payments/${payment.paymentId}/refunds`,
        headers: { ...bearer(payment.tenant), 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    for (;;) {
      intent.attempts++;
      const answer = await send('refund.create');
      if (!answer) {
        intent.lost++;
      } else if (answer.status === 503) {
        intent.unavailable++;
        intent.refusedBy.push(answer.correlationId);
      } else {
        intent.finalStatus = answer.status;
        if (answer.status === 201 || answer.status === 200) {
          const refund = answer.json();
          intent.refundId = refund.id;
          intent.amountCents = Math.round(refund.amount * 100);
          intent.providerRefundId = refund.providerRefundId;
          if (answer.status === 201) intent.executedBy = answer.correlationId;
        } else if (answer.status !== 422) {
          balancer.noteDetail(answer.correlationId, answer.body.slice(0, 200));
        }
        break;
      }
      if (performance.now() > this.retryDeadline) return intent;
      const retryAfterS = Number(answer?.headers['retry-after'] ?? 1);
      await delay(Math.min(Math.max(retryAfterS, 1), 5) * 1000);
    }
    // Not across the cache restart (see replayAllowed): a stored refusal would be decided anew.
    if (duplicate && this.world.replayAllowed()) {
      const again = await send('refund.replay');
      if (again) {
        const replayedId = again.status === 200 || again.status === 201 ? again.json().id : undefined;
        intent.replay = { status: again.status, sameId: replayedId === intent.refundId, replayed: again.headers['idempotent-replayed'] === 'true' };
      }
    }
    return intent;
  }

  /** The provider's outcome of a refund, through the signed provider webhook; with `resend`, the same event (same id) once more after it was acknowledged. */
  private async settleRefund(refund: RefundIntent, type: ProviderRefundEventType, resend = false): Promise<boolean> {
    const event = buildSandboxRefundEvent(type, refund.providerRefundId!);
    const delivery = await this.sendSigned('refund.event', event, refund.payment.key);
    if (!delivery) return false;
    refund.events.push(type);
    this.refundDeliveries.push(delivery);
    if (resend) {
      const again = await this.sendSigned('refund.event', event, refund.payment.key);
      if (again) this.refundDeliveries.push({ ...again, resend: true });
    }
    return true;
  }
}
