import { and, count, desc, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import { requestLogErrorsHourly, requestLogHourly } from '@/db/analytics/schema';
import { type AnalyticsDb, type Db, rowsOf } from '@/db/client';
import { disputes, paymentVolumeHourly, refunds, tenants } from '@/db/schema';
import { openDisputeStatuses } from '../disputes/dispute-schemas';
import { sumAmounts } from '../money';
import { dayStarts, UTC } from '../time';
import { addLatencyBuckets, emptyLatencyBuckets, latencyPercentile } from './latency-buckets';
import type { Insights, InsightsWindow, PlatformInsights } from './request-log-schemas';
import { PLATFORM_TENANT_ID } from './write-request-log';

const HOUR_MS = 60 * 60 * 1000;
const TOP_ERRORS = 10;
const TOP_TENANTS = 5;
/** A dispute due within this much time is one to answer now. */
const DUE_SOON_MS = 72 * HOUR_MS;

type Range = { window: InsightsWindow; bucket: 'hour' | 'day'; timeZone: string; from: Date; to: Date; starts: number[]; bucketOf: (at: number) => number | undefined };

/**
 * The window's buckets, the current one last: hours for 24h, otherwise the days of `timeZone` (a
 * day starts at its midnight there, and is 23 or 25 hours long where the clocks change). The
 * figures are kept per UTC hour, each counted in the bucket its hour starts in.
 */
export function insightsRange(window: InsightsWindow, now: Date, timeZone: string = UTC): Range {
  const bucket = window === '24h' ? 'hour' : 'day';
  const starts =
    bucket === 'hour'
      ? Array.from({ length: 24 }, (_, index) => Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - (23 - index) * HOUR_MS)
      : dayStarts(now, window === '7d' ? 7 : 30, timeZone);
  const bucketOf = (at: number) => {
    if (at < starts[0]!) return undefined;
    let found = starts[0]!;
    for (const start of starts) if (start <= at) found = start;
    return found;
  };
  return { window, bucket, timeZone, from: new Date(starts[0]!), to: now, starts, bucketOf };
}

type Traffic = { requests: number; clientErrors: number; serverErrors: number; latency: number[] };
const emptyTraffic = (): Traffic => ({ requests: 0, clientErrors: 0, serverErrors: 0, latency: emptyLatencyBuckets() });
const figuresOf = (traffic: Traffic) => ({
  requests: traffic.requests,
  clientErrors: traffic.clientErrors,
  serverErrors: traffic.serverErrors,
  p50LatencyMs: latencyPercentile(traffic.latency, 0.5),
  p95LatencyMs: latencyPercentile(traffic.latency, 0.95),
});

/** The hourly figures of one tenant (or of all: PLATFORM_TENANT_ID), summed into the window's buckets. */
async function trafficOf(analytics: AnalyticsDb, tenantId: string, range: Range) {
  const rows = await analytics
    .select({ hour: requestLogHourly.hour, requests: requestLogHourly.requests, clientErrors: requestLogHourly.clientErrors, serverErrors: requestLogHourly.serverErrors, latency: requestLogHourly.latencyBuckets })
    .from(requestLogHourly)
    .where(and(eq(requestLogHourly.tenantId, tenantId), gte(requestLogHourly.hour, range.from)));
  const buckets = new Map(range.starts.map((start) => [start, emptyTraffic()]));
  const total = emptyTraffic();
  for (const row of rows) {
    const start = range.bucketOf(row.hour.getTime());
    for (const traffic of [start === undefined ? undefined : buckets.get(start), total]) {
      if (!traffic) continue;
      traffic.requests += row.requests;
      traffic.clientErrors += row.clientErrors;
      traffic.serverErrors += row.serverErrors;
      addLatencyBuckets(traffic.latency, row.latency);
    }
  }
  return { buckets, total };
}

async function topErrorsOf(analytics: AnalyticsDb, tenantId: string, range: Range): Promise<Insights['topErrors']> {
  const total = sum(requestLogErrorsHourly.count).mapWith(Number);
  const rows = await analytics
    .select({
      status: requestLogErrorsHourly.status,
      message: requestLogErrorsHourly.message,
      count: total,
      lastAt: sql<string>`max(${requestLogErrorsHourly.lastAt})`.mapWith((value: string | Date) => new Date(value).toISOString()),
      lastCorrelationId: sql<string>`(array_agg(${requestLogErrorsHourly.lastCorrelationId} order by ${requestLogErrorsHourly.lastAt} desc))[1]`,
    })
    .from(requestLogErrorsHourly)
    .where(and(eq(requestLogErrorsHourly.tenantId, tenantId), gte(requestLogErrorsHourly.hour, range.from)))
    .groupBy(requestLogErrorsHourly.status, requestLogErrorsHourly.message)
    .orderBy(desc(total), requestLogErrorsHourly.status)
    .limit(TOP_ERRORS);
  return rows;
}

type Volume = Insights['totals']['payments'][number];

/**
 * Payments created, and payments that succeeded, per bucket and currency (a tenant's, or all), from
 * the trigger-kept hourly volume: a few rows per hour, however many payments there were.
 */
async function paymentVolumeOf(db: Db, tenantId: string | null, range: Range) {
  // Summed per hour here and into the reader's days below, as the traffic is.
  const hour = sql<number>`extract(epoch from ${paymentVolumeHourly.hour}) * 1000`.mapWith(Number);
  const inWindow = gte(paymentVolumeHourly.hour, range.from);
  const rows = await db
    .select({
      hour,
      currency: paymentVolumeHourly.currency,
      created: sql<number>`sum(${paymentVolumeHourly.created})`.mapWith(Number),
      createdAmount: sql<string>`sum(${paymentVolumeHourly.createdAmount})::text`,
      succeeded: sql<number>`sum(${paymentVolumeHourly.succeeded})`.mapWith(Number),
      succeededAmount: sql<string>`sum(${paymentVolumeHourly.succeededAmount})::text`,
    })
    .from(paymentVolumeHourly)
    .where(tenantId ? and(eq(paymentVolumeHourly.tenantId, tenantId), inWindow) : inWindow)
    .groupBy(sql`1`, paymentVolumeHourly.currency);
  const buckets = new Map<number, Map<string, Volume>>(range.starts.map((start) => [start, new Map()]));
  const totals = new Map<string, Volume>();
  const volumeIn = (into: Map<string, Volume>, currency: string) => {
    let volume = into.get(currency);
    if (!volume) into.set(currency, (volume = { currency: currency as Volume['currency'], created: 0, createdAmount: '0.00', succeeded: 0, succeededAmount: '0.00' }));
    return volume;
  };
  for (const row of rows) {
    const start = range.bucketOf(row.hour);
    for (const into of [start === undefined ? undefined : buckets.get(start), totals]) {
      if (!into) continue;
      const volume = volumeIn(into, row.currency);
      volume.created += row.created;
      volume.succeeded += row.succeeded;
      volume.createdAmount = sumAmounts([volume.createdAmount, row.createdAmount], row.currency);
      volume.succeededAmount = sumAmounts([volume.succeededAmount, row.succeededAmount], row.currency);
    }
  }
  const listed = (volumes: Map<string, Volume> | undefined) => [...(volumes?.values() ?? [])].sort((a, b) => a.currency.localeCompare(b.currency));
  return { perBucket: (start: number) => listed(buckets.get(start)), totals: listed(totals) };
}

type RefundVolume = Insights['totals']['refunds'][number];
type Currency = RefundVolume['currency'];

/**
 * Refunds that succeeded in the window, per currency (a tenant's, or all). A refund is counted when
 * the provider settled it: a SUCCEEDED refund is final, so its `updatedAt` is the time it moved
 * from PENDING, read through the index on status and that time.
 */
async function refundVolumeOf(db: Db, tenantId: string | null, range: Range): Promise<RefundVolume[]> {
  const settled = and(eq(refunds.status, 'SUCCEEDED'), gte(refunds.updatedAt, range.from), lte(refunds.updatedAt, range.to));
  const rows = await db
    .select({ currency: refunds.currency, refunded: count().mapWith(Number), refundedAmount: sql<string>`sum(${refunds.amount})::text` })
    .from(refunds)
    .where(tenantId ? and(eq(refunds.tenantId, tenantId), settled) : settled)
    .groupBy(refunds.currency)
    .orderBy(refunds.currency);
  return rows.map((row) => ({ currency: row.currency as Currency, refunded: row.refunded, refundedAmount: sumAmounts([row.refundedAmount], row.currency) }));
}

/**
 * The disputes open now (a tenant's, or all), whatever the window: how many wait for the tenant's
 * answer and how many for the provider's decision, the amount they contest per currency, and how
 * many must be answered within 72 hours (those already overdue can no longer be).
 */
async function openDisputesOf(db: Db, tenantId: string | null, now: Date): Promise<Insights['openDisputes']> {
  const open = inArray(disputes.status, [...openDisputeStatuses]);
  const dueSoon = and(eq(disputes.status, 'NEEDS_RESPONSE'), sql`${disputes.evidenceDueBy} > ${now.toISOString()}::timestamptz`, sql`${disputes.evidenceDueBy} <= ${new Date(now.getTime() + DUE_SOON_MS).toISOString()}::timestamptz`);
  const rows = await db
    .select({
      status: disputes.status,
      currency: disputes.currency,
      count: count().mapWith(Number),
      amount: sql<string>`sum(${disputes.amount})::text`,
      dueSoon: sql<number>`count(*) filter (where ${dueSoon})`.mapWith(Number),
    })
    .from(disputes)
    .where(tenantId ? and(eq(disputes.tenantId, tenantId), open) : open)
    .groupBy(disputes.status, disputes.currency);
  const atStake = new Map<string, Insights['openDisputes']['atStake'][number]>();
  const figures = { count: 0, needsResponse: 0, underReview: 0, dueWithin72h: 0 };
  for (const row of rows) {
    figures.count += row.count;
    if (row.status === 'NEEDS_RESPONSE') figures.needsResponse += row.count;
    else figures.underReview += row.count;
    figures.dueWithin72h += row.dueSoon;
    const stake = atStake.get(row.currency) ?? { currency: row.currency as Currency, count: 0, amount: '0.00' };
    stake.count += row.count;
    stake.amount = sumAmounts([stake.amount, row.amount], row.currency);
    atStake.set(row.currency, stake);
  }
  return { ...figures, atStake: [...atStake.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

async function insightsOf(deps: { analytics: AnalyticsDb; db: Db }, tenantId: string | null, range: Range, now: Date): Promise<Insights> {
  const rollupId = tenantId ?? PLATFORM_TENANT_ID;
  const [traffic, topErrors, volume, refunded, openDisputes] = await Promise.all([
    trafficOf(deps.analytics, rollupId, range),
    topErrorsOf(deps.analytics, rollupId, range),
    paymentVolumeOf(deps.db, tenantId, range),
    refundVolumeOf(deps.db, tenantId, range),
    openDisputesOf(deps.db, tenantId, now),
  ]);
  return {
    window: range.window,
    bucket: range.bucket,
    timeZone: range.timeZone,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    totals: { ...figuresOf(traffic.total), payments: volume.totals, refunds: refunded },
    openDisputes,
    series: range.starts.map((start) => ({ start: new Date(start).toISOString(), ...figuresOf(traffic.buckets.get(start)!), payments: volume.perBucket(start) })),
    topErrors,
  };
}

/** A tenant's traffic, errors, payment and refunded volume over the window (its days in `timeZone`), and its open disputes. */
export function tenantInsights(deps: { analytics: AnalyticsDb; db: Db }, tenantId: string, window: InsightsWindow, timeZone: string = UTC, now = new Date()): Promise<Insights> {
  return insightsOf(deps, tenantId, insightsRange(window, now, timeZone), now);
}

type TopTenantRow = { tenant_id: string; requests: string | number; errors: string | number; by_requests: string | number; by_errors: string | number };

/**
 * The tenants with the most requests and with the most errors in the window, ranked in one pass over
 * the hourly figures of every tenant: two separate aggregates read the same rows twice, and each
 * held one of the analytics store's three connections.
 */
async function topTenantsOf(analytics: AnalyticsDb, range: Range) {
  const requests = sql`sum(${requestLogHourly.requests})`;
  const errors = sql`sum(${requestLogHourly.clientErrors} + ${requestLogHourly.serverErrors})`;
  const rows = rowsOf<TopTenantRow>(
    await analytics.execute(sql`
      select tenant_id, requests, errors, by_requests, by_errors from (
        select ${requestLogHourly.tenantId} as tenant_id, ${requests} as requests, ${errors} as errors,
          row_number() over (order by ${requests} desc, ${requestLogHourly.tenantId}) as by_requests,
          row_number() over (order by ${errors} desc, ${requestLogHourly.tenantId}) as by_errors
        from ${requestLogHourly}
        where ${requestLogHourly.hour} >= ${range.from.toISOString()}::timestamptz and ${requestLogHourly.tenantId} <> ${PLATFORM_TENANT_ID}::uuid
        group by ${requestLogHourly.tenantId}) as totals
      where (by_requests <= ${TOP_TENANTS} and requests > 0) or (by_errors <= ${TOP_TENANTS} and errors > 0)`),
  );
  const ranked = (rank: (row: TopTenantRow) => number, figure: (row: TopTenantRow) => number) =>
    rows
      .filter((row) => rank(row) <= TOP_TENANTS && figure(row) > 0)
      .sort((a, b) => rank(a) - rank(b))
      .map((row) => ({ tenantId: row.tenant_id, count: figure(row) }));
  return {
    byRequests: ranked((row) => Number(row.by_requests), (row) => Number(row.requests)),
    byErrors: ranked((row) => Number(row.by_errors), (row) => Number(row.errors)),
  };
}

/** The same across tenants, with the tenants that made the most requests and met the most errors. */
export async function platformInsights(deps: { analytics: AnalyticsDb; db: Db }, window: InsightsWindow, timeZone: string = UTC, now = new Date()): Promise<PlatformInsights> {
  const range = insightsRange(window, now, timeZone);
  const [insights, { byRequests, byErrors }] = await Promise.all([insightsOf(deps, null, range, now), topTenantsOf(deps.analytics, range)]);
  const ids = [...new Set([...byRequests, ...byErrors].map((row) => row.tenantId))];
  const named = ids.length === 0 ? [] : await deps.db.select({ id: tenants.id, appId: tenants.appId, name: tenants.name }).from(tenants).where(inArray(tenants.id, ids));
  const names = new Map(named.map((tenant) => [tenant.id, tenant]));
  const withNames = (rows: { tenantId: string; count: number }[]) =>
    rows.map((row) => ({ tenantId: row.tenantId, appId: names.get(row.tenantId)?.appId ?? null, name: names.get(row.tenantId)?.name ?? null, count: row.count }));
  return { ...insights, topTenants: { byRequests: withNames(byRequests), byErrors: withNames(byErrors) } };
}
