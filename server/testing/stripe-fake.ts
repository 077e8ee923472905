import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible server the tests own: the subset of Stripe's API the connector adapter calls,
 * answered as Stripe answers it, so the real `stripe` package runs against it unchanged
 * (STRIPE_API_BASE_URL). Form-encoded bodies with Stripe's bracket nesting (`metadata[paymentId]=…`),
 * `Authorization: Bearer <key>` (an unknown key is Stripe's 401), `Idempotency-Key` (a repeat answers
 * the first answer; the same key with other parameters is Stripe's 400 `idempotency_error`),
 * `Stripe-Version` recorded, and Stripe's error body `{error: {type, code, message, decline_code?}}`.
 * Objects change through the test's own calls (`succeed`, `settleRefund`, `openDispute`), and each
 * call answers the event Stripe would send, for the test to sign and deliver.
 */

type Json = Record<string, unknown>;
type StoredAnswer = { status: number; body: Json; fingerprint: string };
export type StripeErrorBody = { type: string; code?: string; message: string; decline_code?: string; param?: string };
type Injected = { status: number; error: StripeErrorBody; path?: RegExp };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding back into objects: `a[b]=1&a[c][d]=2&list[0]=x` (arrays as indexed keys). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/**
 * `acceptAnyKey`: every well-formed key is the account's (the fuzzer's generated keys); otherwise only the keys allowed.
 * `port`: a fixed one (the browser tests' server is told the address before the fake starts); any free one by default.
 */
export async function startStripeFake(options: { keys?: string[]; acceptAnyKey?: boolean; port?: number } = {}) {
  const keys = new Set(options.keys ?? []);
  const account = { id: id('acct'), object: 'account', country: 'DE', default_currency: 'eur', charges_enabled: true };
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const disputes = new Map<string, Json>();
  const answered = new Map<string, StoredAnswer>();
  const injected: Injected[] = [];
  const requests: Array<{ method: string; path: string; body: Json; idempotencyKey: string | null; stripeVersion: string | null; key: string | null }> = [];

  const error = (status: number, body: StripeErrorBody) => ({ status, body: { error: body } });
  const missing = (kind: string, objectId: string, param = 'id') => error(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${objectId}'` });

  function refundedOf(intentId: string): number {
    let total = 0;
    for (const refund of refunds.values()) if (refund.payment_intent === intentId && refund.status !== 'failed' && refund.status !== 'canceled') total += refund.amount as number;
    return total;
  }

  function route(method: string, path: string, body: Json): { status: number; body: Json } {
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/balance') return { status: 200, body: { object: 'balance', available: [{ amount: 0, currency: 'eur' }], pending: [], livemode: false } };
    if (method === 'GET' && path === '/v1/account') return { status: 200, body: account };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) return error(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: amount' });
      if (amount < 50) return error(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least 50 cents' });
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata as Json | undefined) ?? {},
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        created: now(),
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = intents.get(match[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent', match[1]!, 'intent');
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)) && method === 'POST') {
      // What the customer's browser (Stripe.js) or the Stripe CLI does: a test card pays it at once.
      const intent = intents.get(match[1]!);
      if (!intent) return missing('payment_intent', match[1]!, 'intent');
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        return error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${String(intent.status)}: it cannot be confirmed.` });
      }
      Object.assign(intent, { status: 'succeeded', payment_method: body.payment_method ?? 'pm_card_visa', amount_received: intent.amount, latest_charge: id('ch') });
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const intent = intents.get(match[1]!);
      if (!intent) return missing('payment_intent', match[1]!, 'intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        });
      }
      Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: 'requested_by_customer' });
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return missing('payment_intent', String(body.payment_intent), 'payment_intent');
      if (intent.status !== 'succeeded') return error(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.` });
      const amount = body.amount === undefined ? (intent.amount as number) - refundedOf(String(intent.id)) : Number(body.amount);
      if (amount + refundedOf(String(intent.id)) > (intent.amount as number)) {
        return error(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than unrefunded amount on charge` });
      }
      const refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'pending', failure_reason: null, metadata: (body.metadata as Json | undefined) ?? {}, created: now() };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if ((match = /^\/v1\/refunds\/([^/]+)$/.exec(path)) && method === 'GET') {
      const refund = refunds.get(match[1]!);
      return refund ? { status: 200, body: refund } : missing('refund', match[1]!);
    }
    if ((match = /^\/v1\/disputes\/([^/]+)$/.exec(path))) {
      const dispute = disputes.get(match[1]!);
      if (!dispute) return missing('dispute', match[1]!, 'dispute');
      if (method === 'GET') return { status: 200, body: dispute };
      if (method === 'POST') {
        if (['won', 'lost', 'warning_closed'].includes(String(dispute.status))) {
          return error(400, { type: 'invalid_request_error', message: `This dispute is already closed: its status is ${String(dispute.status)}.` });
        }
        const evidence = (body.evidence as Json | undefined) ?? {};
        Object.assign(dispute.evidence as Json, evidence);
        if (body.submit === 'true') {
          dispute.status = 'under_review';
          (dispute.evidence_details as Json).submission_count = ((dispute.evidence_details as Json).submission_count as number) + 1;
        }
        (dispute.evidence_details as Json).has_evidence = true;
        return { status: 200, body: dispute };
      }
    }
    if ((match = /^\/v1\/disputes\/([^/]+)\/close$/.exec(path)) && method === 'POST') {
      const dispute = disputes.get(match[1]!);
      if (!dispute) return missing('dispute', match[1]!, 'dispute');
      if (['won', 'lost'].includes(String(dispute.status))) return error(400, { type: 'invalid_request_error', message: `This dispute is already closed: its status is ${String(dispute.status)}.` });
      dispute.status = 'lost';
      return { status: 200, body: dispute };
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function handle(request: IncomingMessage, text: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = text ? parseStripeForm(text) : Object.fromEntries(url.searchParams);
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method!, path: url.pathname, body, idempotencyKey, stripeVersion: (request.headers['stripe-version'] as string | undefined) ?? null, key });
    const send = (status: number, payload: Json, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
      response.end(JSON.stringify(payload));
    };
    if (!key || !(keys.has(key) || (options.acceptAnyKey === true && /^(sk|rk)_test_/.test(key)))) {
      return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked(key ?? '')}` } });
    }
    const inject = injected.findIndex((entry) => !entry.path || entry.path.test(url.pathname));
    if (inject >= 0) {
      const [entry] = injected.splice(inject, 1);
      // Stripe-Should-Retry: false, so the library does not retry a failure a test has staged once.
      return send(entry!.status, { error: entry!.error }, { 'stripe-should-retry': 'false' });
    }
    const fingerprint = `${request.method} ${url.pathname} ${text}`;
    const stored = idempotencyKey && request.method === 'POST' ? answered.get(`${key} ${idempotencyKey}`) : undefined;
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return send(400, {
          error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` },
        });
      }
      return send(stored.status, stored.body, { 'idempotent-replayed': 'true' });
    }
    const answer = route(request.method!, url.pathname, body);
    if (idempotencyKey && request.method === 'POST' && answer.status < 500) answered.set(`${key} ${idempotencyKey}`, { ...answer, fingerprint });
    return send(answer.status, answer.body);
  }

  const sockets = new Set<import('node:net').Socket>();
  let server: Server = createServer();
  const listen = async (port = 0) => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return (server.address() as AddressInfo).port;
  };
  let port = await listen(options.port ?? 0);

  /** The event Stripe sends for `object` (a snapshot of it now). */
  const eventOf = (type: string, object: Json): Json => ({
    id: id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId} in the Stripe fake`);
    return intent;
  };

  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    account,
    requests,
    intents,
    refunds,
    disputes,
    /** Makes `key` a valid secret key of the account. */
    allowKey(key: string) {
      keys.add(key);
    },
    revokeKey(key: string) {
      keys.delete(key);
    },
    /** The next request (to a path matching `path`) answers this Stripe error instead. */
    failNext(status: number, error: StripeErrorBody, path?: RegExp) {
      injected.push({ status, error, ...(path ? { path } : {}) });
    },
    /** The customer paid (or the payment is under way, or failed): the intent moves, and the event Stripe sends is answered. */
    moveIntent(intentId: string, status: 'processing' | 'succeeded' | 'requires_payment_method' | 'canceled', failure?: string): Json {
      const intent = intentOf(intentId);
      intent.status = status;
      if (status === 'succeeded') Object.assign(intent, { amount_received: intent.amount, latest_charge: id('ch') });
      if (status === 'requires_payment_method') intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: failure ?? 'Your card has insufficient funds.' };
      const type = { processing: 'payment_intent.processing', succeeded: 'payment_intent.succeeded', requires_payment_method: 'payment_intent.payment_failed', canceled: 'payment_intent.canceled' }[status];
      return eventOf(type, intent);
    },
    settleRefund(refundId: string, status: 'succeeded' | 'failed'): Json {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId} in the Stripe fake`);
      Object.assign(refund, { status, failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null });
      return eventOf(status === 'failed' ? 'refund.failed' : 'refund.updated', refund);
    },
    /** The payer's bank disputes the intent's charge: the dispute exists, and `charge.dispute.created` is answered. */
    openDispute(intentId: string, options: { amount?: number; reason?: string; dueBy?: Date } = {}): Json {
      const intent = intentOf(intentId);
      const dispute = {
        id: id('du'),
        object: 'dispute',
        amount: options.amount ?? intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: options.reason ?? 'fraudulent',
        status: 'needs_response',
        evidence: { uncategorized_text: null },
        evidence_details: { due_by: Math.floor((options.dueBy ?? new Date(Date.now() + 7 * 86_400_000)).getTime() / 1000), has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        created: now(),
      };
      disputes.set(dispute.id, dispute);
      return eventOf('charge.dispute.created', dispute);
    },
    disputeEvent(disputeId: string, type: 'charge.dispute.updated' | 'charge.dispute.closed', status?: string): Json {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId} in the Stripe fake`);
      if (status) dispute.status = status;
      return eventOf(type, dispute);
    },
    event: eventOf,
    /** Stops answering (an outage): connections are refused until `start`. */
    async stop() {
      if (!server.listening) return;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (!server.listening) port = await listen(port);
    },
  };
}
