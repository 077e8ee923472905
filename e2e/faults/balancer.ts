import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The load generator's HTTP side: one request at a time as a load balancer sends it, and the
 * balancer itself. It follows the probe docs/deployment.md gives balancers, `/health/serving` (the
 * database and the cache; the analytics store is left out), the way an orchestrator does (polls
 * every 200 ms, routes only to instances that last answered 200), so the suite sees what clients
 * behind a real balancer would see during each fault.
 */

export type RequestSpec = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * `refused`: the connection was refused, so the request never left: safe to send elsewhere.
 * `lost`: the connection was open (the request may have been read) and no answer came: what the
 * suite must never see.
 */
export type SendResult = { kind: 'answered'; answer: RawAnswer } | { kind: 'refused' } | { kind: 'lost'; error: string };

/** Longer than anything the app may legitimately take (the idempotency lock waits up to 30 s). */
const REQUEST_TIMEOUT_MS = 35_000;

/**
 * One request on a connection of its own (`Connection: close`). A pooled keep-alive connection
 * that the server closes while idle races with the next request written on it, and the client
 * could not tell that harmless reset from a request the server dropped; a fresh connection makes
 * "refused before sending" and "dropped after sending" two different, certain events.
 */
export function sendOnce(port: number, spec: RequestSpec, timeoutMs = REQUEST_TIMEOUT_MS): Promise<SendResult> {
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: spec.method,
      path: spec.path,
      agent: false,
      headers: { connection: 'close', ...(body ? { 'content-length': String(body.length) } : {}), ...spec.headers },
    });
    request.on('socket', (socket) => {
      // A socket handed over already connected (never with agent:false) counts as connected.
      if (!socket.connecting) connected = true;
      socket.once('connect', () => (connected = true));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => finish({ kind: 'answered', answer: { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') } }));
      response.on('error', (error) => finish({ kind: 'lost', error: `answer cut off: ${error.message}` }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') finish({ kind: 'refused' });
      else finish({ kind: 'lost', error: `${error.code ?? ''} ${error.message}`.trim() });
    });
    request.end(body);
  });
}

export type Kind =
  | 'seed'
  | 'login'
  | 'payment.create'
  | 'payment.replay'
  | 'provider.event'
  | 'refund.create'
  | 'refund.replay'
  | 'refund.event'
  | 'payments.list'
  | 'payments.summary'
  | 'payment.get'
  | 'tenants.me'
  | 'webhook-deliveries.list'
  | 'console.csrf'
  | 'console.signin'
  | 'console.query';

/** One attempt on one instance, as the suite reports it. Times are `performance.now()` values. */
export type Attempt = {
  kind: Kind;
  instance: string;
  method: string;
  path: string;
  correlationId: string;
  sentAt: number;
  endedAt: number;
  result: 'answered' | 'rerouted' | 'lost';
  status?: number;
  retryAfter?: string;
  /** The console sign-in's own error (next-auth answers 401 with it in the URL). */
  detail?: string;
  error?: string;
};

export type Answer = RawAnswer & { correlationId: string; instance: string; json<T = any>(): T };

type Backend = {
  name: string;
  port: number;
  /** The last readiness answer was 200. */
  ready: boolean;
  /** The last readiness poll got any HTTP answer (a 503 too): the process accepts requests. */
  live: boolean;
  /** (time, state) whenever the polled state changed: 'ready', 'not-ready' (503) or 'down' (refused or no answer). */
  transitions: Array<{ at: number; state: 'ready' | 'not-ready' | 'down' }>;
  polls: Map<string, number>;
};

const POLL_INTERVAL_MS = 200;
const POLL_TIMEOUT_MS = 1500;
/** How long a request keeps looking for an instance that accepts connections before it is given up. */
const NO_INSTANCE_GIVE_UP_MS = 20_000;

export class Balancer {
  readonly attempts: Attempt[] = [];
  /** Requests no instance accepted for NO_INSTANCE_GIVE_UP_MS (never sent anywhere). */
  readonly unsendable: Array<{ kind: Kind; at: number }> = [];
  private readonly backends: Backend[];
  private next = 0;
  private polling = false;
  private pollers: Promise<void>[] = [];

  constructor(instances: Array<{ name: string; port: number }>) {
    this.backends = instances.map(({ name, port }) => ({ name, port, ready: false, live: false, transitions: [], polls: new Map() }));
  }

  startPolling(): void {
    this.polling = true;
    this.pollers = this.backends.map((backend) => this.poll(backend));
  }

  async stopPolling(): Promise<void> {
    this.polling = false;
    await Promise.all(this.pollers);
  }

  private async poll(backend: Backend): Promise<void> {
    while (this.polling) {
      const result = await sendOnce(backend.port, { method: 'GET', path: '/health/serving' }, POLL_TIMEOUT_MS);
      const state = result.kind === 'answered' ? (result.answer.status === 200 ? 'ready' : 'not-ready') : 'down';
      const label = result.kind === 'answered' ? String(result.answer.status) : result.kind === 'refused' ? 'refused' : 'no answer';
      backend.polls.set(label, (backend.polls.get(label) ?? 0) + 1);
      backend.ready = state === 'ready';
      backend.live = state !== 'down';
      if (backend.transitions.at(-1)?.state !== state) backend.transitions.push({ at: performance.now(), state });
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }

  /** Resolves once every instance's last readiness answer was 200. */
  async waitAllReady(deadlineMs: number): Promise<boolean> {
    const until = performance.now() + deadlineMs;
    while (performance.now() < until) {
      if (this.backends.every((backend) => backend.ready)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.backends.every((backend) => backend.ready);
  }

  readinessReport() {
    return this.backends.map(({ name, ready, transitions, polls }) => ({ name, ready, transitions, polls: Object.fromEntries(polls) }));
  }

  /**
   * Round robin over the instances whose readiness was 200; when none is ready (a shared
   * dependency is down, so readiness is 503 everywhere) over those that answer at all, since
   * much still works; when none answers, over all of them.
   */
  private pick(exclude: Set<string>): Backend | undefined {
    const open = this.backends.filter((backend) => !exclude.has(backend.name));
    const ready = open.filter((backend) => backend.ready);
    const live = open.filter((backend) => backend.live);
    const pool = ready.length > 0 ? ready : live.length > 0 ? live : open;
    if (pool.length === 0) return undefined;
    return pool[this.next++ % pool.length];
  }

  /**
   * Sends one request: a refused connection goes to the next instance (rerouted); when every
   * instance refuses, it waits a little and starts over. Returns the answer, or null when it was
   * lost after being sent, or never accepted anywhere. Each attempt carries its own correlation id.
   */
  async request(kind: Kind, spec: RequestSpec): Promise<Answer | null> {
    const giveUpAt = performance.now() + NO_INSTANCE_GIVE_UP_MS;
    const refusedBy = new Set<string>();
    for (;;) {
      const backend = this.pick(refusedBy);
      if (!backend) {
        if (performance.now() > giveUpAt) {
          this.unsendable.push({ kind, at: performance.now() });
          return null;
        }
        refusedBy.clear();
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      const correlationId = randomUUID();
      const sentAt = performance.now();
      const result = await sendOnce(backend.port, { ...spec, headers: { ...spec.headers, 'x-correlation-id': correlationId } });
      const attempt: Attempt = { kind, instance: backend.name, method: spec.method, path: spec.path, correlationId, sentAt, endedAt: performance.now(), result: 'lost' };
      this.attempts.push(attempt);
      if (result.kind === 'refused') {
        attempt.result = 'rerouted';
        backend.live = false;
        backend.ready = false;
        refusedBy.add(backend.name);
        continue;
      }
      if (result.kind === 'lost') {
        attempt.error = result.error;
        return null;
      }
      const { answer } = result;
      attempt.result = 'answered';
      attempt.status = answer.status;
      const retryAfter = answer.headers['retry-after'];
      if (typeof retryAfter === 'string') attempt.retryAfter = retryAfter;
      return {
        ...answer,
        correlationId,
        instance: backend.name,
        json: () => JSON.parse(answer.body),
      };
    }
  }

  /** Marks the last attempt's answer with a detail the report should show (console sign-in errors). */
  noteDetail(correlationId: string, detail: string): void {
    const attempt = this.attempts.findLast((candidate) => candidate.correlationId === correlationId);
    if (attempt) attempt.detail = detail;
  }
}
