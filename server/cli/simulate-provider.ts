/**
 * `npm run provider:simulate -- <providerPaymentId|paymentId> <succeeded|failed|processing> [--url http://localhost:3000]`
 * `npm run provider:simulate -- <providerRefundId> <succeeded|failed> [--url http://localhost:3000]`
 * `npm run provider:simulate -- <providerPaymentId|paymentId> dispute [--url http://localhost:3000] [--reason fraudulent]`
 * `npm run provider:simulate -- <providerDisputeId> <won|lost> [--url http://localhost:3000]`
 *
 * Plays the sandbox payment provider: builds a provider event for the payment (or, given a
 * refund's `sbx_re_...` id, the refund's outcome; `dispute` opens a dispute of the whole payment,
 * `fraudulent`, due in 7 days, closed later by its `sbx_dp_...` id with `won` or `lost`), signs it with the
 * secret the app uses (PAYMENT_PROVIDER_WEBHOOK_SECRET, or the one generated under DATA_DIR) and
 * POSTs it to the app's `/webhooks/paymentprovider`. A payment id (UUID) is turned into its
 * provider id through the database, which only works with Postgres: the embedded database belongs
 * to the running server, so pass the `sbx_...` id shown on the payment instead.
 */
import { eq } from 'drizzle-orm';
import { openDatabases } from '@/db/client';
import { payments } from '@/db/schema';
import { resolveConfig } from '../config';
import { env, EnvError } from '../env';
import { randomUUID } from 'node:crypto';
import {
  buildSandboxDisputeEvent,
  buildSandboxEvent,
  buildSandboxRefundEvent,
  type ProviderDisputeEvent,
  type ProviderEvent,
  type ProviderEventType,
  type ProviderRefundEvent,
  type ProviderRefundEventType,
  signSandboxEvent,
} from '../infra/payment-provider';

const USAGE =
  'Usage: npm run provider:simulate -- <providerPaymentId|paymentId> <succeeded|failed|processing> [--url http://localhost:3000] [--reason "text"]\n' +
  '       npm run provider:simulate -- <providerRefundId (sbx_re_...)> <succeeded|failed> [--url http://localhost:3000] [--reason "text"]\n' +
  '       npm run provider:simulate -- <providerPaymentId|paymentId> dispute [--url http://localhost:3000] [--reason fraudulent]\n' +
  '       npm run provider:simulate -- <providerDisputeId (sbx_dp_...)> <won|lost> [--url http://localhost:3000]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const outcomes = { succeeded: 'payment.succeeded', failed: 'payment.failed', processing: 'payment.processing' } as const satisfies Record<
  string,
  ProviderEventType
>;

const refundOutcomes = { succeeded: 'refund.succeeded', failed: 'refund.failed' } as const satisfies Record<string, ProviderRefundEventType>;
/** The sandbox's refund ids: a refund is settled by its own events, not a payment's. */
const isSandboxRefundId = (id: string) => id.startsWith('sbx_re_');
/** The sandbox's dispute ids: a dispute is closed by its own events. */
const isSandboxDisputeId = (id: string) => id.startsWith('sbx_dp_');
const disputeOutcomes = ['won', 'lost'] as const;
/** How long a sandbox dispute waits for evidence. */
const EVIDENCE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

class UsageError extends Error {}

/** Nothing answered at the URL: says where it looked and what to do, not just "fetch failed". */
class UnreachableError extends Error {
  constructor(target: URL, defaultUrl: boolean, error: unknown) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
    const why =
      cause?.code === 'ECONNREFUSED'
        ? 'connection refused'
        : cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN'
          ? `host ${target.hostname} not found`
          : String(cause?.message ?? (error instanceof Error ? error.message : error));
    const hint = defaultUrl
      ? 'Start the app (npm run dev, or npm start after a build), or pass --url with the address it listens on.'
      : 'Check that the app runs and listens at that address (npm run dev, or npm start after a build).';
    super(`Simulation failed: could not reach ${target.href} (${why}). ${hint}`);
  }
}

function parseArguments(argv: string[]) {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const option = /^--(url|reason)(?:=(.*))?$/.exec(argument);
    if (option) {
      const value = option[2] ?? argv[++index];
      if (value === undefined) throw new UsageError(`--${option[1]} needs a value`);
      options[option[1]!] = value;
    } else if (argument.startsWith('--')) {
      throw new UsageError(`Unknown option ${argument}`);
    } else {
      positional.push(argument);
    }
  }
  const [payment, outcome, ...rest] = positional;
  if (!payment || !outcome || rest.length > 0) throw new UsageError(USAGE);
  if (isSandboxDisputeId(payment)) {
    if (!(disputeOutcomes as readonly string[]).includes(outcome)) throw new UsageError(`The outcome of a dispute must be won or lost, not ${outcome}`);
    return { kind: 'dispute', dispute: payment, outcome: outcome as (typeof disputeOutcomes)[number], url: options.url } as const;
  }
  if (outcome === 'dispute') return { kind: 'disputed', disputed: payment, url: options.url, reason: options.reason } as const;
  if (isSandboxRefundId(payment)) {
    if (!(outcome in refundOutcomes)) throw new UsageError(`The outcome of a refund must be succeeded or failed, not ${outcome}`);
    return { kind: 'refund', refund: payment, type: refundOutcomes[outcome as keyof typeof refundOutcomes], url: options.url, reason: options.reason } as const;
  }
  if (!(outcome in outcomes)) throw new UsageError(`The outcome must be succeeded, failed, processing or dispute, not ${outcome}`);
  return { kind: 'payment', payment, type: outcomes[outcome as keyof typeof outcomes], url: options.url, reason: options.reason } as const;
}

async function providerPaymentIdOf(config: Awaited<ReturnType<typeof resolveConfig>>, payment: string): Promise<string> {
  if (!UUID.test(payment)) return payment;
  if (config.database.kind !== 'postgres') {
    throw new UsageError('A payment id can only be looked up with DATABASE_URL set; pass the payment\'s providerPaymentId (sbx_...) instead');
  }
  const { database, analytics } = await openDatabases(config);
  try {
    const [row] = await database.db.select({ providerPaymentId: payments.providerPaymentId }).from(payments).where(eq(payments.id, payment));
    if (!row?.providerPaymentId) throw new UsageError(`No payment ${payment} with a provider id in the database`);
    return row.providerPaymentId;
  } finally {
    await analytics.close();
    await database.close();
  }
}

type Arguments = ReturnType<typeof parseArguments>;

/** The event the arguments ask for, and the id it is about. */
async function eventOf(
  config: Awaited<ReturnType<typeof resolveConfig>>,
  args: Arguments,
): Promise<readonly [ProviderEvent | ProviderRefundEvent | ProviderDisputeEvent, string]> {
  if (args.kind === 'dispute') return [buildSandboxDisputeEvent('dispute.closed', { providerDisputeId: args.dispute, status: args.outcome }), args.dispute];
  if (args.kind === 'refund') return [buildSandboxRefundEvent(args.type, args.refund, { failureReason: args.reason }), args.refund];
  if (args.kind === 'disputed') {
    const providerPaymentId = await providerPaymentIdOf(config, args.disputed);
    // No amount: the sandbox keeps no payments of its own, and a dispute without one contests the whole payment.
    const data = {
      providerDisputeId: `sbx_dp_${sandboxId()}`,
      providerPaymentId,
      reason: args.reason ?? 'fraudulent',
      evidenceDueBy: new Date(Date.now() + EVIDENCE_WINDOW_MS).toISOString(),
    };
    return [buildSandboxDisputeEvent('dispute.created', data), data.providerDisputeId];
  }
  const providerPaymentId = await providerPaymentIdOf(config, args.payment);
  return [buildSandboxEvent(args.type, providerPaymentId, { failureReason: args.reason }), providerPaymentId];
}

/** 24 hex digits, as the sandbox's other ids. */
const sandboxId = () => randomUUID().replaceAll('-', '').slice(0, 24);

async function main() {
  const args = parseArguments(process.argv.slice(2));
  const config = await resolveConfig(env());
  const [event, subject] = await eventOf(config, args);
  const { body, headers } = signSandboxEvent(config.paymentProviderWebhookSecret, event);
  const target = new URL('/webhooks/paymentprovider', args.url ?? `http://localhost:${config.port}`);

  let response: Response;
  try {
    response = await fetch(target, { method: 'POST', headers, body });
  } catch (error) {
    throw new UnreachableError(target, args.url === undefined, error);
  }
  const answer = await response.text();
  console.log(`${event.type} ${event.id} for ${subject} -> ${target.href}: ${response.status} ${answer}`);
  if (!response.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  const message =
    error instanceof UsageError || error instanceof EnvError || error instanceof UnreachableError
      ? error.message
      : `Simulation failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  process.exit(1);
});
