import postgres from 'postgres';
import type { Attempt, Balancer, Kind } from './balancer';
import type { ExitRecord } from './cluster';
import type { LoadGenerator, PaymentIntent, RefundIntent } from './load';
import type { WebhookReceiver } from './receiver';

/**
 * What the run must leave behind, read from the clients' records, the receiver and both
 * databases: printed as tables of counts, then judged. Each failed check is one line saying what
 * is wrong and how often; any failure makes the run exit 1.
 */

/** A fault from its start to its repair; `excuses503` when 503s are the documented answer during it. */
export type FaultWindow = { name: string; startAt: number; endAt: number; excuses503: boolean };

export type ShutdownRecord = {
  instance: string;
  signaledAt: number;
  exit: ExitRecord;
  /** When the restarted process answered readiness 200 again. */
  readyAgainAt?: number;
  timeoutMs: number;
};

export type RunRecord = {
  startedAt: number;
  balancer: Balancer;
  load: LoadGenerator;
  seedLogins: string[];
  seedConsoleSignIn?: string;
  receiver: WebhookReceiver;
  faults: FaultWindow[];
  shutdown?: ShutdownRecord;
  mainUrl: string;
  analyticsUrl: string;
  /** Readiness of every instance, asked once more at the end. */
  finalReadiness: Array<{ name: string; status: number | string }>;
};

/** A 503 this long after a fault ended still belongs to it (reconnects, backoffs). */
export const FAULT_GRACE_MS = 5000;

/** What each kind of request must be answered with when no fault explains a 503. */
const expectedStatuses: Record<Kind, number[]> = {
  seed: [200, 201],
  login: [200],
  // 200: a retry whose earlier attempt executed (the contract's replay).
  'payment.create': [201, 200],
  'payment.replay': [200],
  'provider.event': [200],
  // 200: a retry whose earlier attempt executed; 422: more than is left, which some refunds ask for on purpose.
  'refund.create': [201, 200, 422],
  'refund.replay': [200, 422],
  'refund.event': [200],
  'payments.list': [200],
  'payments.summary': [200],
  'payment.get': [200],
  'tenants.me': [200],
  'webhook-deliveries.list': [200],
  'console.csrf': [200],
  'console.signin': [200],
  'console.query': [200],
};

/**
 * The service said it could not do it now: a 503, or a console sign-in that next-auth had to answer
 * 401 because the credentials could not be checked (its credentials flow has no other status; the
 * console shows "Sign-in is unavailable right now. Try again shortly.").
 */
const isUnavailable = (a: Attempt) => a.status === 503 || (a.kind === 'console.signin' && a.status === 401 && /unavailable/i.test(a.detail ?? ''));

const seconds = (at: number, origin: number) => `${((at - origin) / 1000).toFixed(1)}s`;

function table(title: string, header: string[], rows: Array<Array<string | number>>): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

const groupBy = <T>(items: T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

const countBy = <T>(items: T[], keyOf: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};

export async function checkRun(record: RunRecord): Promise<string[]> {
  const failures: string[] = [];
  const fail = (message: string) => failures.push(message);
  const { balancer, faults, startedAt } = record;
  const attempts = balancer.attempts;
  const inFault = (attempt: Attempt) => faults.some((fault) => fault.excuses503 && attempt.sentAt <= fault.endAt + FAULT_GRACE_MS && attempt.endedAt >= fault.startAt);

  // ---- Faults ----------------------------------------------------------------------------------
  table(
    'Faults (seconds from the start of the load)',
    ['fault', 'from', 'until', '503 allowed'],
    faults.map((fault) => [fault.name, seconds(fault.startAt, startedAt), seconds(fault.endAt, startedAt), fault.excuses503 ? `until +${FAULT_GRACE_MS / 1000}s` : 'no']),
  );

  // ---- Requests ------------------------------------------------------------------------------
  const statuses = [...new Set(attempts.filter((a) => a.status !== undefined).map((a) => a.status!))].sort((a, b) => a - b);
  const kinds = [...new Set(attempts.map((a) => a.kind))];
  const rows = kinds.map((kind) => {
    const ofKind = attempts.filter((a) => a.kind === kind);
    return [
      kind,
      ofKind.length,
      ...statuses.map((status) => ofKind.filter((a) => a.status === status).length),
      ofKind.filter((a) => a.result === 'rerouted').length,
      ofKind.filter((a) => a.result === 'lost').length,
    ];
  });
  const total = ['all', attempts.length, ...statuses.map((status) => attempts.filter((a) => a.status === status).length), attempts.filter((a) => a.result === 'rerouted').length, attempts.filter((a) => a.result === 'lost').length];
  table('Requests by kind and outcome (attempts; a rerouted attempt was refused before sending and sent to the other instance)', ['kind', 'sent', ...statuses.map(String), 'rerouted', 'lost'], [...rows, total]);
  const loadSeconds = (Math.max(...attempts.map((a) => a.endedAt)) - startedAt) / 1000;
  console.log(`(${attempts.length} attempts in ${loadSeconds.toFixed(0)} s incl. settling; ${balancer.unsendable.length} requests found no instance accepting connections)`);

  const serverErrors = attempts.filter((a) => a.status !== undefined && a.status >= 500 && a.status !== 503);
  if (serverErrors.length > 0) {
    fail(`${serverErrors.length} answers were 5xx other than 503: ${summarize(serverErrors, startedAt)}`);
  }
  const unavailable = attempts.filter(isUnavailable);
  const signInsUnavailable = unavailable.filter((a) => a.status !== 503);
  if (signInsUnavailable.length > 0) console.log(`(${signInsUnavailable.length} console sign-ins answered 401 "Sign-in is unavailable right now": next-auth's only way to say 503; judged as 503s)`);
  const outsideFaults = unavailable.filter((a) => !inFault(a));
  if (outsideFaults.length > 0) fail(`${outsideFaults.length} answers were 503 while no fault was active: ${summarize(outsideFaults, startedAt)}`);
  const withoutRetryAfter = unavailable.filter((a) => a.status === 503 && (!a.retryAfter || !/^\d+$/.test(a.retryAfter)));
  if (withoutRetryAfter.length > 0) fail(`${withoutRetryAfter.length} 503 answers carried no Retry-After (seconds): ${summarize(withoutRetryAfter, startedAt)}`);
  const unexpected = attempts.filter((a) => a.status !== undefined && a.status < 500 && !isUnavailable(a) && !expectedStatuses[a.kind].includes(a.status));
  if (unexpected.length > 0) fail(`${unexpected.length} answers had a status their request should never get: ${summarize(unexpected, startedAt)}`);
  const lost = attempts.filter((a) => a.result === 'lost');
  if (lost.length > 0) fail(`${lost.length} requests were lost (sent, never answered): ${summarize(lost, startedAt)}`);
  if (balancer.unsendable.length > 0) fail(`${balancer.unsendable.length} requests found no instance accepting connections for 20 s`);

  // ---- Readiness -------------------------------------------------------------------------------
  table(
    'Readiness as the balancer polled it (every 200 ms)',
    ['instance', 'polls', 'changes (time: state)'],
    balancer.readinessReport().map((backend) => [
      backend.name,
      Object.entries(backend.polls)
        .map(([label, count]) => `${label}: ${count}`)
        .join(', '),
      backend.transitions.map((change) => `${seconds(change.at, startedAt)}: ${change.state}`).join(', '),
    ]),
  );
  console.log(`Final readiness: ${record.finalReadiness.map(({ name, status }) => `${name} ${status}`).join(', ')}`);
  for (const { name, status } of record.finalReadiness) if (status !== 200) fail(`readiness of ${name} is ${status} at the end, not 200`);

  // ---- Shutdown --------------------------------------------------------------------------------
  if (record.shutdown) {
    const { instance, signaledAt, exit, readyAgainAt, timeoutMs } = record.shutdown;
    const exitedAt = signaledAt + exit.afterMs;
    const onInstance = attempts.filter((a) => a.instance === instance && a.result !== 'rerouted');
    const inFlight = onInstance.filter((a) => a.sentAt <= signaledAt && a.endedAt >= signaledAt);
    const duringDrain = onInstance.filter((a) => a.sentAt > signaledAt && a.sentAt <= exitedAt);
    table(
      `Graceful shutdown of ${instance} (SIGTERM at ${seconds(signaledAt, startedAt)})`,
      ['measure', 'value'],
      [
        ['exit code / signal', `${exit.code} / ${exit.signal ?? '-'}`],
        ['SIGTERM to exit', `${exit.afterMs} ms (limit ${timeoutMs} ms)`],
        ['requests in flight at SIGTERM', `${inFlight.length} (answered ${inFlight.filter((a) => a.result === 'answered').length}, lost ${inFlight.filter((a) => a.result === 'lost').length})`],
        ['  last of them answered', inFlight.length > 0 ? `${Math.round(Math.max(...inFlight.map((a) => a.endedAt)) - signaledAt)} ms after SIGTERM` : '-'],
        ['requests sent to it after SIGTERM', `${duringDrain.length} (answered ${duringDrain.filter((a) => a.result === 'answered').length}, lost ${duringDrain.filter((a) => a.result === 'lost').length})`],
        ['rerouted while it was down', String(attempts.filter((a) => a.instance === instance && a.result === 'rerouted').length)],
        ['restarted and ready again', readyAgainAt ? seconds(readyAgainAt, startedAt) : 'never'],
      ],
    );
    if (exit.code !== 0) fail(`${instance} exited with code ${exit.code} (signal ${exit.signal}) after SIGTERM, not 0`);
    if (exit.afterMs > timeoutMs) fail(`${instance} took ${exit.afterMs} ms to exit after SIGTERM (SHUTDOWN_TIMEOUT_MS ${timeoutMs})`);
    const dropped = [...inFlight, ...duringDrain].filter((a) => a.result === 'lost');
    if (dropped.length > 0) fail(`${dropped.length} requests in flight on ${instance} during its shutdown were lost`);
    if (!readyAgainAt) fail(`${instance} never became ready again after its restart`);
    if (inFlight.length === 0) console.log(`(no request happened to be in flight on ${instance} at SIGTERM: the shutdown's handling of in-flight requests was not exercised this run)`);
  }

  const main = postgres(record.mainUrl, { max: 2, onnotice: () => {} });
  const analytics = postgres(record.analyticsUrl, { max: 2, onnotice: () => {} });
  try {
    await checkPayments(record, main, fail);
    await checkRefunds(record, main, fail);
    await checkAuditLog(record, main, analytics, fail);
    await checkWebhooks(record, main, fail);
  } finally {
    await Promise.all([main.end(), analytics.end()]);
  }
  return failures;
}

/** At most a few examples of a set of attempts, with when and where. */
function summarize(attempts: Attempt[], origin: number): string {
  const byKind = [...countBy(attempts, (a) => `${a.kind} ${a.status ?? a.result}`)].map(([key, count]) => `${key} ×${count}`).join(', ');
  const examples = attempts
    .slice(0, 3)
    .map((a) => `[${seconds(a.sentAt, origin)} ${a.instance} ${a.method} ${a.path.split('?')[0]} → ${a.status ?? a.error ?? a.result}${a.detail ? ` (${a.detail})` : ''} corr ${a.correlationId}]`)
    .join(' ');
  return `${byKind}; e.g. ${examples}`;
}

type Fail = (message: string) => void;

/** No duplicate payment: one row per Idempotency-Key, every answered id stored once, no row nobody was answered for. */
async function checkPayments(record: RunRecord, main: postgres.Sql, fail: Fail): Promise<void> {
  const { load } = record;
  const rows = await main<{ id: string; status: string; key: string | null }[]>`select id, status::text as status, metadata->>'faultKey' as key from payments`;
  const rowsByKey = countBy(rows, (row) => row.key ?? '(none)');
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const intents = load.intents;
  const answered = intents.filter((intent) => intent.paymentId);
  const answeredKeys = new Map(answered.map((intent) => [intent.key, intent.paymentId!]));
  const duplicateKeys = [...rowsByKey].filter(([key, count]) => key !== '(none)' && count > 1);
  const missing = answered.filter((intent) => !rowById.has(intent.paymentId!));
  const orphans = rows.filter((row) => !row.key || answeredKeys.get(row.key) !== row.id);
  const retried = intents.filter((intent) => intent.unavailable > 0 || intent.lost > 0);
  const replays = intents.filter((intent) => intent.replay);
  const goodReplays = replays.filter((intent) => intent.replay!.status === 200 && intent.replay!.sameId && intent.replay!.replayed);
  const unfinished = intents.filter((intent) => intent.finalStatus === undefined);
  // What the provider's acknowledged events (its refunds' too) must have made of each payment.
  const expectedStatus = (intent: PaymentIntent) => {
    const events = intent.providerEvents;
    if (events.includes('payment.succeeded')) return refundedCents(intent) === intent.amountCents ? 'REFUNDED' : 'SUCCEEDED';
    return events.includes('payment.failed') ? 'FAILED' : events.includes('payment.processing') ? 'PROCESSING' : 'PENDING';
  };
  const wrongStatus = answered.filter((intent) => rowById.get(intent.paymentId!) && rowById.get(intent.paymentId!)!.status !== expectedStatus(intent));
  const deliveries = load.providerDeliveries;

  table('Payments', ['measure', 'count'], [
    ['keyed creations (clients)', intents.length],
    ['answered 201', intents.filter((intent) => intent.finalStatus === 201).length],
    ['answered 200 (replay of an earlier attempt)', intents.filter((intent) => intent.finalStatus === 200).length],
    ['still unanswered when clients gave up', unfinished.length],
    ['retried with the same key (after 503 or no answer)', retried.length],
    ['503 answers to keyed creations', intents.reduce((sum, intent) => sum + intent.unavailable, 0)],
    ['deliberate duplicates sent', replays.length],
    ['  replayed (200, Idempotent-Replayed, same id)', goodReplays.length],
    ['payment rows in the database', rows.length],
    ['keys with more than one row', duplicateKeys.length],
    ['answered ids missing from the database', missing.length],
    ['rows no client was answered for', orphans.length],
    ['provider events acknowledged', deliveries.length],
    ...[...countBy(deliveries, (d) => (d.duplicate ? 'duplicate' : (d.outcome ?? '?')))].map(([outcome, count]): [string, number] => [`  ${outcome}`, count]),
    ['  needed a retry', deliveries.filter((d) => d.tries > 1).length],
    ...[...countBy(rows, (row) => row.status)].map(([status, count]): [string, number] => [`rows ${status}`, count]),
    ['rows not in the state their provider events set', wrongStatus.length],
  ]);

  if (duplicateKeys.length > 0) fail(`duplicate payments: ${duplicateKeys.length} Idempotency-Keys have more than one row (e.g. ${duplicateKeys.slice(0, 3).map(([key, count]) => `${key} ×${count}`).join(', ')})`);
  if (missing.length > 0) fail(`${missing.length} payment ids answered to clients are not in the database (e.g. ${missing[0]!.paymentId})`);
  if (orphans.length > 0) fail(`${orphans.length} payment rows were created without any client being answered with them (e.g. ${orphans[0]!.id}, key ${orphans[0]!.key})`);
  if (unfinished.length > 0) fail(`${unfinished.length} keyed payment creations never got a final answer (still 503 or unanswered when clients stopped retrying)`);
  const nonCreated = intents.filter((intent) => intent.finalStatus !== undefined && intent.finalStatus !== 201 && intent.finalStatus !== 200);
  if (nonCreated.length > 0) fail(`${nonCreated.length} keyed payment creations ended with ${[...countBy(nonCreated, (i) => String(i.finalStatus))].map(([s, c]) => `${s} ×${c}`).join(', ')}`);
  const badReplays = replays.filter((intent) => !goodReplays.includes(intent) && intent.replay!.status !== 503);
  if (badReplays.length > 0) {
    fail(`${badReplays.length} deliberate duplicates were not replays of the first answer (e.g. ${JSON.stringify(badReplays[0]!.replay)})`);
  }
  if (wrongStatus.length > 0) {
    const example = wrongStatus[0]!;
    fail(`${wrongStatus.length} payments are not in the state their acknowledged provider events set (e.g. ${example.paymentId}: ${rowById.get(example.paymentId!)!.status}, events ${example.providerEvents.join(', ')})`);
  }
}

/** The cents of a payment's refunds whose `refund.succeeded` the app acknowledged. */
const refundedCents = (intent: PaymentIntent) => intent.refunds.filter((refund) => refund.events.includes('refund.succeeded')).reduce((sum, refund) => sum + refund.amountCents!, 0);

/** Exact decimal text from the database ("123.45") as whole cents. */
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * No refund applied twice and none beyond its payment: one row per Idempotency-Key, every
 * answered refund id stored once, no row no client was answered for; for every payment, the
 * refunds that are not FAILED add up to at most its amount, `amount_refunded` is the sum of the
 * SUCCEEDED ones, and it is REFUNDED exactly when that is all of it. And each client got what the
 * payment's state allowed: a refund, a 422, two of three racing requests.
 *
 * "No row nobody was answered for" holds without exception, as for payments: a keyed refund's id
 * is derived from the key, so an attempt whose work committed but whose answer was a 503 or was
 * lost is followed by a retry with the same key that meets that row and is answered with it (200).
 * A row without an answered client would be a refund made behind a refusal that a retry did not
 * find: a second refund in waiting.
 */
async function checkRefunds(record: RunRecord, main: postgres.Sql, fail: Fail): Promise<void> {
  const { load } = record;
  const rows = await main<{ id: string; paymentId: string; amount: string; status: string; key: string | null }[]>`
    select id, payment_id as "paymentId", amount::text as amount, status::text as status, metadata->>'faultKey' as key from refunds`;
  const payments = await main<{ id: string; amount: string; refunded: string; status: string }[]>`
    select id, amount::text as amount, amount_refunded::text as refunded, status::text as status from payments`;
  const intents = load.refunds;
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const rowsByKey = countBy(rows, (row) => row.key ?? '(none)');
  const answered = intents.filter((intent) => intent.refundId);
  const answeredKeys = new Map(answered.map((intent) => [intent.key, intent.refundId!]));
  const duplicateKeys = [...rowsByKey].filter(([key, count]) => key !== '(none)' && count > 1);
  const missing = answered.filter((intent) => !rowById.has(intent.refundId!));
  const createdIds = countBy(
    intents.filter((intent) => intent.finalStatus === 201),
    (intent) => intent.refundId!,
  );
  const createdTwice = [...createdIds].filter(([, count]) => count > 1);
  const orphans = rows.filter((row) => !row.key || answeredKeys.get(row.key) !== row.id);
  const unfinished = intents.filter((intent) => intent.finalStatus === undefined);
  const retried = intents.filter((intent) => intent.unavailable > 0 || intent.lost > 0);
  const replays = intents.filter((intent) => intent.replay);
  const goodReplay = (intent: RefundIntent) =>
    intent.replay!.replayed && (intent.refundId ? intent.replay!.status === 200 && intent.replay!.sameId : intent.replay!.status === intent.finalStatus);
  const goodReplays = replays.filter(goodReplay);
  const isCreated = (intent: RefundIntent) => intent.finalStatus === 201 || intent.finalStatus === 200;

  // What each client asked for against what the payment's state allowed.
  const notCreated = intents.filter((intent) => intent.expect === 'created' && intent.finalStatus !== undefined && !isCreated(intent));
  const notRefused = intents.filter((intent) => intent.expect === 'refused' && intent.finalStatus !== undefined && intent.finalStatus !== 422);
  const races = [...groupBy(intents.filter((intent) => intent.expect === 'race'), (intent) => intent.payment.key).values()];
  const wrongRaces = races.filter((race) => race.filter(isCreated).length !== 2 || race.filter((intent) => intent.finalStatus === 422).length !== 1);

  // The rows against the settlement events the app acknowledged.
  const expectedStatus = (intent: RefundIntent) => (intent.events.includes('refund.succeeded') ? 'SUCCEEDED' : intent.events.includes('refund.failed') ? 'FAILED' : 'PENDING');
  const wrongStatus = answered.filter((intent) => rowById.get(intent.refundId!) && rowById.get(intent.refundId!)!.status !== expectedStatus(intent));
  const deliveries = load.refundDeliveries;
  const resends = deliveries.filter((delivery) => delivery.resend);
  const resendsApplied = resends.filter((delivery) => !delivery.duplicate);

  // The invariants, over every payment.
  const byPayment = groupBy(rows, (row) => row.paymentId);
  const sumOf = (list: Array<(typeof rows)[number]>) => list.reduce((sum, row) => sum + cents(row.amount), 0);
  const overRefunded = payments.filter((payment) => sumOf((byPayment.get(payment.id) ?? []).filter((row) => row.status !== 'FAILED')) > cents(payment.amount));
  const wrongRefunded = payments.filter((payment) => sumOf((byPayment.get(payment.id) ?? []).filter((row) => row.status === 'SUCCEEDED')) !== cents(payment.refunded));
  const wrongRefundedStatus = payments.filter((payment) => (payment.status === 'REFUNDED') !== (cents(payment.refunded) === cents(payment.amount)));
  const refundedPayments = new Set(intents.map((intent) => intent.payment.key));

  table('Refunds', ['measure', 'count'], [
    ['payments refunded (clients)', refundedPayments.size],
    ...[...countBy([...new Map(intents.map((intent) => [intent.payment.key, intent.scenario]))].map(([, scenario]) => scenario), (scenario) => scenario)].map(
      ([scenario, count]): [string, number] => [`  ${scenario}`, count],
    ),
    ['keyed refunds attempted (clients)', intents.length],
    ['answered 201', intents.filter((intent) => intent.finalStatus === 201).length],
    ['answered 200 (replay of an earlier attempt)', intents.filter((intent) => intent.finalStatus === 200).length],
    ['answered 422 (nothing or not enough left)', intents.filter((intent) => intent.finalStatus === 422).length],
    ['still unanswered when clients gave up', unfinished.length],
    ['retried with the same key (after 503 or no answer)', retried.length],
    ['503 answers to keyed refunds', intents.reduce((sum, intent) => sum + intent.unavailable, 0)],
    ['attempts lost (no answer)', intents.reduce((sum, intent) => sum + intent.lost, 0)],
    ['deliberate duplicates sent', replays.length],
    ['  replayed (Idempotent-Replayed, same refund or same 422)', goodReplays.length],
    ['races of three 40 % refunds at once', races.length],
    ['  not exactly two created and one 422', wrongRaces.length],
    ['refund rows in the database', rows.length],
    ...[...countBy(rows, (row) => row.status)].map(([status, count]): [string, number] => [`  ${status}`, count]),
    ['keys with more than one row', duplicateKeys.length],
    ['refund ids answered 201 more than once', createdTwice.length],
    ['answered ids missing from the database', missing.length],
    ['rows no client was answered for', orphans.length],
    ['settlement events acknowledged', deliveries.length - resends.length],
    ...[...countBy(
      deliveries.filter((d) => !d.resend),
      (d) => (d.duplicate ? 'duplicate' : (d.outcome ?? '?')),
    )].map(([outcome, count]): [string, number] => [`  ${outcome}`, count]),
    ['  needed a retry', deliveries.filter((d) => !d.resend && d.tries > 1).length],
    ['deliberate resends of an acknowledged event', resends.length],
    ['  applied again (not answered as a duplicate)', resendsApplied.length],
    ['rows not in the state their settlement events set', wrongStatus.length],
    ['payments REFUNDED', payments.filter((payment) => payment.status === 'REFUNDED').length],
    ['payments whose refunds not FAILED exceed their amount', overRefunded.length],
    ['payments whose amount_refunded is not their SUCCEEDED refunds', wrongRefunded.length],
    ['payments REFUNDED but not fully refunded, or the reverse', wrongRefundedStatus.length],
  ]);

  if (duplicateKeys.length > 0) fail(`duplicate refunds: ${duplicateKeys.length} Idempotency-Keys have more than one refund row (e.g. ${duplicateKeys.slice(0, 3).map(([key, count]) => `${key} ×${count}`).join(', ')})`);
  if (createdTwice.length > 0) fail(`${createdTwice.length} refund ids were answered 201 to more than one request (e.g. ${createdTwice[0]![0]})`);
  if (missing.length > 0) fail(`${missing.length} refund ids answered to clients are not in the database (e.g. ${missing[0]!.refundId})`);
  if (orphans.length > 0) fail(`${orphans.length} refund rows were created without any client being answered with them (e.g. ${orphans[0]!.id}, key ${orphans[0]!.key})`);
  if (unfinished.length > 0) fail(`${unfinished.length} keyed refunds never got a final answer (still 503 or unanswered when clients stopped retrying)`);
  if (notCreated.length > 0) fail(`${notCreated.length} refunds the payment had room for were not created (${[...countBy(notCreated, (i) => `${i.scenario} ${i.finalStatus}`)].map(([s, c]) => `${s} ×${c}`).join(', ')})`);
  if (notRefused.length > 0) fail(`${notRefused.length} refunds of a fully refunded payment were not refused with 422 (${[...countBy(notRefused, (i) => String(i.finalStatus))].map(([s, c]) => `${s} ×${c}`).join(', ')})`);
  if (wrongRaces.length > 0) fail(`${wrongRaces.length} races of three 40 % refunds did not end in two refunds and one 422 (e.g. ${wrongRaces[0]!.map((i) => i.finalStatus ?? 'none').join(', ')})`);
  const badReplays = replays.filter((intent) => !goodReplay(intent) && intent.replay!.status !== 503);
  if (badReplays.length > 0) fail(`${badReplays.length} deliberate duplicate refunds were not replays of the first answer (e.g. ${JSON.stringify(badReplays[0]!.replay)} after ${badReplays[0]!.finalStatus})`);
  if (resendsApplied.length > 0) fail(`${resendsApplied.length} refund events sent again with the same id were applied again, not answered as duplicates (e.g. ${resendsApplied[0]!.eventId})`);
  if (wrongStatus.length > 0) {
    const example = wrongStatus[0]!;
    fail(`${wrongStatus.length} refunds are not in the state their acknowledged settlement events set (e.g. ${example.refundId}: ${rowById.get(example.refundId!)!.status}, events ${example.events.join(', ') || 'none'})`);
  }
  if (overRefunded.length > 0) fail(`${overRefunded.length} payments have refunds that are not FAILED adding up to more than their amount (e.g. ${overRefunded[0]!.id}, ${overRefunded[0]!.amount})`);
  if (wrongRefunded.length > 0) fail(`${wrongRefunded.length} payments' amount_refunded is not the sum of their SUCCEEDED refunds (e.g. ${wrongRefunded[0]!.id}: ${wrongRefunded[0]!.refunded})`);
  if (wrongRefundedStatus.length > 0) {
    const example = wrongRefundedStatus[0]!;
    fail(`${wrongRefundedStatus.length} payments are REFUNDED without being fully refunded, or fully refunded without being REFUNDED (e.g. ${example.id}: ${example.status}, ${example.refunded} of ${example.amount})`);
  }
}

/**
 * Every audit event present once: the outbox is empty (everything shipped), and each action a
 * client saw succeed has exactly one event in the analytics store under the correlation id of the
 * answer that reported it; refused (503) creations have none.
 */
async function checkAuditLog(record: RunRecord, main: postgres.Sql, analytics: postgres.Sql, fail: Fail): Promise<void> {
  const { load } = record;
  const [outbox] = await main<{ count: number }[]>`select count(*)::int as count from audit_outbox`;
  type Event = { id: string; action: string; correlationId: string | null; targetId: string | null };
  const events: Event[] = [
    ...(await analytics<Event[]>`select id, action, correlation_id as "correlationId", target_id as "targetId" from analytics.audit_events`),
  ];
  const byCorrelation = new Map<string, Event[]>();
  for (const event of events) {
    if (!event.correlationId) continue;
    const list = byCorrelation.get(event.correlationId) ?? [];
    list.push(event);
    byCorrelation.set(event.correlationId, list);
  }
  const countOf = (correlationId: string, action: string) => (byCorrelation.get(correlationId) ?? []).filter((event) => event.action === action).length;
  const notOnce = (correlationIds: string[], action: string) => correlationIds.filter((id) => countOf(id, action) !== 1);

  const logins = [...record.seedLogins, ...load.logins];
  const loginsNotOnce = notOnce(logins, 'tenant.login.succeeded');
  const created = load.intents.filter((intent) => intent.executedBy);
  const createdNotOnce = created.filter(
    (intent) => (byCorrelation.get(intent.executedBy!) ?? []).filter((event) => event.action === 'payment.created' && event.targetId === intent.paymentId).length !== 1,
  );
  const refusedWithEvents = [...load.intents, ...load.refunds].flatMap((intent) => intent.refusedBy).filter((id) => (byCorrelation.get(id) ?? []).length > 0);
  const refunded = load.refunds.filter((intent) => intent.executedBy);
  const refundedNotOnce = refunded.filter(
    (intent) => (byCorrelation.get(intent.executedBy!) ?? []).filter((event) => event.action === 'refund.created' && event.targetId === intent.refundId).length !== 1,
  );
  const signIns = [...(record.seedConsoleSignIn ? [record.seedConsoleSignIn] : []), ...load.consoleSignIns];
  const signInsNotOnce = notOnce(signIns, 'person.sign_in.succeeded');
  const applied = [...load.providerDeliveries, ...load.refundDeliveries].filter((delivery) => delivery.outcome === 'applied' && !delivery.duplicate);
  const appliedWithout = applied.filter((delivery) => countOf(delivery.correlationId, delivery.type) !== 1);
  const perPaymentAction = countBy(
    events.filter((event) => event.action.startsWith('payment.') || (event.action.startsWith('refund.') && event.action !== 'refund.created')),
    (event) => `${event.targetId} ${event.action}`,
  );
  const repeatedPaymentEvents = [...perPaymentAction].filter(([, count]) => count > 1);
  const ids = new Set(events.map((event) => event.id));

  table('Audit log (main database outbox → analytics store)', ['measure', 'count'], [
    ['events still staged in the outbox', outbox!.count],
    ['events in the analytics store', events.length],
    ...[...countBy(events, (event) => event.action)].sort().map(([action, count]): [string, number] => [`  ${action}`, count]),
    ['successful logins without exactly one event', `${loginsNotOnce.length} of ${logins.length}`] as [string, string],
    ['created payments without exactly one event', `${createdNotOnce.length} of ${created.length}`] as [string, string],
    ['created refunds without exactly one event', `${refundedNotOnce.length} of ${refunded.length}`] as [string, string],
    ['applied provider events without exactly one event', `${appliedWithout.length} of ${applied.length}`] as [string, string],
    ['console sign-ins without exactly one event', `${signInsNotOnce.length} of ${signIns.length}`] as [string, string],
    ['503-refused creations and refunds that left an event', refusedWithEvents.length],
    ['payment and refund state events recorded more than once', repeatedPaymentEvents.length],
  ]);

  if (outbox!.count > 0) fail(`${outbox!.count} audit events are still staged in the main database's outbox (not shipped to analytics)`);
  if (ids.size !== events.length) fail(`${events.length - ids.size} audit event ids appear more than once in the analytics store`);
  if (loginsNotOnce.length > 0) fail(`${loginsNotOnce.length} successful logins do not have exactly one tenant.login.succeeded audit event (e.g. correlation ${loginsNotOnce[0]})`);
  if (createdNotOnce.length > 0) fail(`${createdNotOnce.length} created payments do not have exactly one payment.created audit event (e.g. ${createdNotOnce[0]!.paymentId})`);
  if (refundedNotOnce.length > 0) fail(`${refundedNotOnce.length} created refunds do not have exactly one refund.created audit event (e.g. ${refundedNotOnce[0]!.refundId})`);
  if (appliedWithout.length > 0) fail(`${appliedWithout.length} applied provider events do not have exactly one audit event of their type (e.g. ${appliedWithout[0]!.eventId})`);
  if (signInsNotOnce.length > 0) fail(`${signInsNotOnce.length} console sign-ins do not have exactly one person.sign_in.succeeded audit event`);
  if (refusedWithEvents.length > 0) fail(`${refusedWithEvents.length} keyed creations or refunds answered 503 (not executed) left audit events`);
  if (repeatedPaymentEvents.length > 0) fail(`${repeatedPaymentEvents.length} payment or refund state changes were audited more than once (e.g. ${repeatedPaymentEvents[0]![0]})`);
  await checkDeliveryAudit(main, events, fail);
}

/** Each delivered webhook's end is audited once (webhook.delivered, targeting the delivery). */
async function checkDeliveryAudit(main: postgres.Sql, events: Array<{ action: string; targetId: string | null }>, fail: Fail): Promise<void> {
  const succeeded = await main<{ id: string }[]>`select id from webhook_deliveries where status = 'SUCCEEDED'`;
  const delivered = countBy(
    events.filter((event) => event.action === 'webhook.delivered'),
    (event) => event.targetId ?? '',
  );
  const notOnce = succeeded.filter((row) => delivered.get(row.id) !== 1);
  console.log(`Delivered webhooks without exactly one webhook.delivered event: ${notOnce.length} of ${succeeded.length}`);
  if (notOnce.length > 0) fail(`${notOnce.length} delivered webhooks do not have exactly one webhook.delivered audit event (e.g. ${notOnce[0]!.id})`);
}

/**
 * Every due webhook delivered, to exactly the endpoints that should have it: every delivery row
 * SUCCEEDED and seen by its endpoint's receiver path with a signature valid for that endpoint's
 * secret; nothing a receiver path got that the database does not know; each event delivered to
 * every enabled endpoint of its tenant whose types include it (and existed when it happened), and
 * to no other; each payment's events at the primary endpoint are those its status went through
 * (created, processing, then succeeded or failed).
 */
async function checkWebhooks(record: RunRecord, main: postgres.Sql, fail: Fail): Promise<void> {
  const { receiver } = record;
  const rows = await main<{ id: string; eventId: string; tenantId: string; endpointId: string | null; status: string; eventType: string; subject: string | null; attempts: number; createdAt: Date }[]>`
    select id, event_id as "eventId", tenant_id as "tenantId", endpoint_id as "endpointId", status::text as status, event_type as "eventType",
      payload->'data'->>'id' as subject, attempt_count as attempts, created_at as "createdAt"
    from webhook_deliveries`;
  const endpoints = await main<{ id: string; tenantId: string; url: string; eventTypes: string[]; enabled: boolean; isPrimary: boolean; createdAt: Date }[]>`
    select id, tenant_id as "tenantId", url, event_types as "eventTypes", enabled, is_primary as "isPrimary", created_at as "createdAt" from webhook_endpoints`;
  const payments = await main<{ id: string; status: string }[]>`select id, status::text as status from payments`;
  const endpointById = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  const pathKey = (url: string) => /\/hooks\/(\w+)$/.exec(url)?.[1] ?? url;
  const receivedKey = (row: (typeof rows)[number]) => `${pathKey(endpointById.get(row.endpointId ?? '')?.url ?? '')} ${row.eventId}`;
  const known = new Set(rows.map(receivedKey));
  const notDelivered = rows.filter((row) => row.status !== 'SUCCEEDED');
  const unseen = rows.filter((row) => !receiver.seen.has(receivedKey(row)));
  const foreign = [...receiver.seen.keys()].filter((key) => !known.has(key));
  const duplicates = [...receiver.seen].filter(([, count]) => count > 1);

  // The fan-out: each event's endpoints against those its tenant's filters name.
  const events = new Map<string, { tenantId: string; type: string; at: Date; endpointIds: string[] }>();
  for (const row of rows) {
    const event = events.get(row.eventId) ?? { tenantId: row.tenantId, type: row.eventType, at: row.createdAt, endpointIds: [] };
    event.endpointIds.push(row.endpointId ?? 'none');
    if (row.createdAt < event.at) event.at = row.createdAt;
    events.set(row.eventId, event);
  }
  const expectedFor = (event: { tenantId: string; type: string; at: Date }) =>
    endpoints
      .filter((endpoint) => endpoint.tenantId === event.tenantId && endpoint.enabled && endpoint.createdAt <= event.at)
      .filter((endpoint) => endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(event.type))
      .map((endpoint) => endpoint.id);
  const wrongFanOut = [...events].filter(([, event]) => event.endpointIds.slice().sort().join() !== expectedFor(event).sort().join());
  const toExcluded = rows.filter((row) => {
    const endpoint = endpointById.get(row.endpointId ?? '');
    return !endpoint || !endpoint.enabled || (endpoint.eventTypes.length > 0 && !endpoint.eventTypes.includes(row.eventType));
  });

  const primaryIds = new Set(endpoints.filter((endpoint) => endpoint.isPrimary).map((endpoint) => endpoint.id));
  const typesBySubject = new Map<string, string[]>();
  for (const row of rows) {
    if (row.subject && row.eventType.startsWith('payment.') && primaryIds.has(row.endpointId ?? '')) typesBySubject.set(row.subject, [...(typesBySubject.get(row.subject) ?? []), row.eventType]);
  }
  const expectedTypes: Record<string, string[]> = {
    PENDING: ['payment.created'],
    PROCESSING: ['payment.created', 'payment.processing'],
    SUCCEEDED: ['payment.created', 'payment.processing', 'payment.succeeded'],
    FAILED: ['payment.created', 'payment.processing', 'payment.failed'],
    REFUNDED: ['payment.created', 'payment.processing', 'payment.succeeded', 'payment.refunded'],
  };
  const mismatched = payments.filter((payment) => (typesBySubject.get(payment.id) ?? []).sort().join() !== (expectedTypes[payment.status] ?? []).slice().sort().join());
  // Each refund's events at the primary endpoint: created, then its settlement if it has one.
  const refundRows = await main<{ id: string; status: string }[]>`select id, status::text as status from refunds`;
  const refundTypes = new Map<string, string[]>();
  for (const row of rows) {
    if (row.subject && row.eventType.startsWith('refund.') && primaryIds.has(row.endpointId ?? '')) refundTypes.set(row.subject, [...(refundTypes.get(row.subject) ?? []), row.eventType]);
  }
  const expectedRefundTypes: Record<string, string[]> = { PENDING: ['refund.created'], SUCCEEDED: ['refund.created', 'refund.succeeded'], FAILED: ['refund.created', 'refund.failed'] };
  const refundsMismatched = refundRows.filter((refund) => (refundTypes.get(refund.id) ?? []).sort().join() !== (expectedRefundTypes[refund.status] ?? []).slice().sort().join());

  table('Tenant webhooks (database outbox → receiver)', ['measure', 'count'], [
    ['endpoints (enabled / disabled)', `${endpoints.filter((endpoint) => endpoint.enabled).length} / ${endpoints.filter((endpoint) => !endpoint.enabled).length}`],
    ['events', events.size],
    ['deliveries in the database', rows.length],
    ...[...countBy(rows, (row) => row.status)].map(([status, count]): [string, number] => [`  ${status}`, count]),
    ['  needed more than one attempt', rows.filter((row) => row.attempts > 1).length],
    ['distinct (endpoint, webhook-id) at the receiver', receiver.seen.size],
    ['requests at the receiver', [...receiver.seen.values()].reduce((sum, count) => sum + count, 0)],
    ['(endpoint, id) received more than once (at-least-once; allowed)', duplicates.length],
    ['deliveries the receiver never got', unseen.length],
    ['(endpoint, id) the receiver got that the database does not know', foreign.length],
    ['events not delivered to exactly their matching endpoints', wrongFanOut.length],
    ['deliveries to a disabled or non-matching endpoint', toExcluded.length],
    ['bad signatures', receiver.badSignatures.length],
    ['requests for an endpoint without a known secret', receiver.unverified()],
    ['payments whose webhooks are not created, processing and their end', mismatched.length],
    ['refunds whose webhooks are not created and their settlement', refundsMismatched.length],
  ]);
  if (duplicates.length > 0) console.log(`Received more than once: ${duplicates.slice(0, 10).map(([id, count]) => `${id} ×${count}`).join(', ')}`);

  if (notDelivered.length > 0) fail(`${notDelivered.length} webhook deliveries are not SUCCEEDED (${[...countBy(notDelivered, (row) => row.status)].map(([s, c]) => `${s} ×${c}`).join(', ')})`);
  if (unseen.length > 0) fail(`${unseen.length} webhook deliveries never reached the receiver (e.g. ${unseen[0]!.id}, ${unseen[0]!.status})`);
  if (foreign.length > 0) fail(`the receiver got ${foreign.length} (endpoint, webhook-id) pairs the database does not know (e.g. ${foreign[0]})`);
  if (wrongFanOut.length > 0) {
    const [eventId, event] = wrongFanOut[0]!;
    fail(`${wrongFanOut.length} events were not delivered to exactly their matching endpoints (e.g. ${eventId} ${event.type}: ${event.endpointIds.length} deliveries, ${expectedFor(event).length} expected)`);
  }
  if (toExcluded.length > 0) fail(`${toExcluded.length} deliveries went to a disabled endpoint or one whose types exclude them`);
  if (receiver.badSignatures.length > 0) fail(`${receiver.badSignatures.length} webhooks had a bad signature (e.g. ${receiver.badSignatures[0]})`);
  if (receiver.unverified() > 0) fail(`${receiver.unverified()} webhooks went to a path of no known endpoint`);
  if (mismatched.length > 0) {
    const example = mismatched[0]!;
    fail(`${mismatched.length} payments do not have exactly the webhooks of their status (e.g. ${example.id} ${example.status}: ${(typesBySubject.get(example.id) ?? []).join(', ') || 'none'})`);
  }
  if (refundsMismatched.length > 0) {
    const example = refundsMismatched[0]!;
    fail(`${refundsMismatched.length} refunds do not have exactly the webhooks of their status (e.g. ${example.id} ${example.status}: ${(refundTypes.get(example.id) ?? []).join(', ') || 'none'})`);
  }
}
