import { failOpenReasons } from '../infra/ratelimit';
import type { KnownLabels } from '../infra/metrics';
import type { RateLimitPolicies } from '../trpc/middleware/rate-limit-policies';
import { dependencyNames } from '../services/health/health-schemas';
import { supportedCurrencies } from '../services/payments/payment-schemas';
import { providerEventOutcomes } from '../services/payments/provider-event-schemas';
import type { DeliveryOutcome } from '../services/webhooks/deliver-webhooks';

/** The keys of `present` as label values; typed `Record<K, true>`, it must name every K and nothing else. */
const labelValues = <K extends string>(present: Record<K, true>) => Object.keys(present) as K[];

/**
 * The closed lists the metrics registry exposes at 0 from the start, from the domain that owns each.
 * Gathered here, above the domains, because the registry (infra/) may import none of them.
 */
export function metricLabels(policies: RateLimitPolicies): KnownLabels {
  return {
    rateLimitPolicies: Object.keys(policies),
    rateLimitFailOpenReasons: failOpenReasons,
    webhookDeliveryOutcomes: labelValues<DeliveryOutcome>({ delivered: true, rescheduled: true, failed: true, deferred: true }),
    providerEventOutcomes: [...providerEventOutcomes, 'duplicate'],
    currencies: supportedCurrencies,
    dependencies: dependencyNames,
  };
}
