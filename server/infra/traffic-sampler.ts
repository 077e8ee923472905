import type { Metrics } from './metrics';

/** One reading of this instance's request counters. */
type Sample = { at: number; requests: number; clientErrors: number; serverErrors: number };

export type TrafficPoint = { at: string; requestsPerSecond: number; serverErrorRate: number };
export type Traffic = {
  /** Requests per second over the last minute (or since the first reading, if more recent). */
  requestsPerSecond: number;
  /** Share of 5xx answers among the requests of that window, 0..1. */
  serverErrorRate: number;
  /** Share of 4xx answers among the requests of that window, 0..1. */
  clientErrorRate: number;
  windowSeconds: number;
  /** One point per reading, oldest first: the dashboard's sparkline. */
  series: TrafficPoint[];
};

const WINDOW_MS = 60_000;
const MAX_SAMPLES = 60;
const samplesByMetrics = new WeakMap<Metrics, Sample[]>();

/** Totals of the request-duration histogram: every REST answer this instance gave, by status class. */
async function readCounters(metrics: Metrics): Promise<Omit<Sample, 'at'>> {
  const { values } = await metrics.requestDuration.get();
  const totals = { requests: 0, clientErrors: 0, serverErrors: 0 };
  for (const value of values) {
    if (value.metricName !== 'http_request_duration_seconds_count') continue;
    const status = Number(value.labels.status);
    totals.requests += value.value;
    if (status >= 500) totals.serverErrors += value.value;
    else if (status >= 400) totals.clientErrors += value.value;
  }
  return totals;
}

/**
 * Request and error rates of this instance, from the counters `/metrics` exposes. Each call takes a
 * reading; rates are differences between readings, so the first call of a fresh instance reports
 * zero. Readings live in memory per instance: behind a balancer, each instance reports its own
 * traffic (Prometheus over `/metrics` is the fleet-wide view).
 */
export async function sampleTraffic(metrics: Metrics, now = Date.now()): Promise<Traffic> {
  const samples = samplesByMetrics.get(metrics) ?? [];
  samplesByMetrics.set(metrics, samples);
  samples.push({ at: now, ...(await readCounters(metrics)) });
  while (samples.length > MAX_SAMPLES || (samples.length > 2 && now - samples[1]!.at > WINDOW_MS)) samples.shift();

  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const seconds = Math.max((last.at - first.at) / 1000, 0);
  const requests = last.requests - first.requests;
  const series = samples.slice(1).map((sample, index) => {
    const previous = samples[index]!;
    const dt = Math.max((sample.at - previous.at) / 1000, 0.001);
    const delta = sample.requests - previous.requests;
    return {
      at: new Date(sample.at).toISOString(),
      requestsPerSecond: round(delta / dt),
      serverErrorRate: delta > 0 ? round((sample.serverErrors - previous.serverErrors) / delta) : 0,
    };
  });
  return {
    requestsPerSecond: seconds > 0 ? round(requests / seconds) : 0,
    serverErrorRate: requests > 0 ? round((last.serverErrors - first.serverErrors) / requests) : 0,
    clientErrorRate: requests > 0 ? round((last.clientErrors - first.clientErrors) / requests) : 0,
    windowSeconds: Math.round(seconds),
    series,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
