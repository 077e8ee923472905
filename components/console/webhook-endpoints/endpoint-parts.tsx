import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import { Badge } from '../../ui/badge';
import { DateTime } from '../../ui/date-time';

/** Attempts in the last 24 hours and how many were answered 2xx, per endpoint (`webhookEndpoints.activity`). */
export type EndpointRate = { attempts: number; succeeded: number };

/** "98%" of the attempts answered 2xx, "—" when there were none to judge by. */
export function successRateText(rate: EndpointRate | undefined): string {
  if (!rate || rate.attempts === 0) return '—';
  const share = (rate.succeeded / rate.attempts) * 100;
  // 99.6% would round up to a 100% that hides failures.
  return `${share >= 99.5 && share < 100 ? share.toFixed(1) : Math.round(share)}%`;
}

export function SuccessRate({ rate }: { rate: EndpointRate | undefined }) {
  return (
    <span className="tabular-nums">
      {successRateText(rate)}
      {rate && rate.attempts > 0 && (
        <span className="block text-xs text-zinc-500 dark:text-zinc-400">
          {rate.succeeded.toLocaleString('en')} of {rate.attempts.toLocaleString('en')} attempts
        </span>
      )}
    </span>
  );
}

/**
 * Whether the endpoint receives events: disabled (with why, by a person or for failing too long),
 * failing since its first failed attempt after its last success, or enabled.
 */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled) {
    return (
      <span className="inline-flex min-w-0 flex-col items-start gap-1">
        <Badge tone="zinc">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          Disabled
        </Badge>
        {endpoint.disabledReason && <span className="text-xs text-zinc-500 dark:text-zinc-400">{endpoint.disabledReason}</span>}
      </span>
    );
  }
  if (endpoint.failingSince) {
    // The date under the badge, as a disabled endpoint's reason is: the badge stays short enough for a narrow column.
    return (
      <span className="inline-flex min-w-0 flex-col items-start gap-1">
        <Badge tone="red">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          Failing
        </Badge>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          since <DateTime value={endpoint.failingSince} />
        </span>
      </span>
    );
  }
  return (
    <Badge tone="green">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      Enabled
    </Badge>
  );
}

export function PrimaryBadge() {
  return (
    <Badge tone="indigo" className="shrink-0">
      Primary
    </Badge>
  );
}

/** Shown whole up to this many; longer lists fold the rest behind "+N more". */
const SHOWN_TYPES = 3;

/** The event types an endpoint receives: "All events" when it chose none. */
export function EventTypeList({ types }: { types: string[] }) {
  if (types.length === 0) return <span className="text-zinc-600 dark:text-zinc-400">All events</span>;
  const shown = types.length > SHOWN_TYPES ? types.slice(0, SHOWN_TYPES - 1) : types;
  const folded = types.slice(shown.length);
  return (
    <div className="min-w-0">
      <ul aria-label="Event types" className="flex flex-wrap gap-1">
        {shown.map((type) => (
          <li key={type} className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs dark:bg-zinc-800">
            {type}
          </li>
        ))}
      </ul>
      {folded.length > 0 && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-indigo-600 dark:text-indigo-400">+{folded.length} more</summary>
          <ul className="mt-1 flex flex-wrap gap-1">
            {folded.map((type) => (
              <li key={type} className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs dark:bg-zinc-800">
                {type}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
