import type { ApiKey, ApiKeyAccess, ApiKeyResource, ApiKeyState, RollOverlap } from '@/server/services/api-keys/api-key-schemas';
import { Badge } from '../../ui/badge';

/**
 * The words the console uses for a key's resources, states and roll overlaps. Typed by the API's
 * own lists (a resource added there fails the type check here until it has its label), without
 * the zod module that declares them.
 */
export const resourceLabels: Record<ApiKeyResource, string> = {
  payments: 'Payments',
  refunds: 'Refunds',
  disputes: 'Disputes',
  customers: 'Customers',
  prices: 'Prices',
  webhooks: 'Webhooks',
  requestLog: 'Request log',
  tenant: 'Tenant',
};
export const apiKeyResources = Object.keys(resourceLabels) as ApiKeyResource[];

export const accessLabels: Record<ApiKeyAccess, string> = { none: 'None', read: 'Read', write: 'Write' };
export const accessLevels = Object.keys(accessLabels) as ApiKeyAccess[];

export const overlapOptions: Array<{ value: RollOverlap; label: string }> = [
  { value: 'now', label: 'None: the old key stops at once' },
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
];

const stateBadges: Record<ApiKeyState, { tone: 'green' | 'amber' | 'zinc' | 'red'; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  rolling: { tone: 'amber', label: 'Rolling' },
  expired: { tone: 'zinc', label: 'Expired' },
  revoked: { tone: 'red', label: 'Revoked' },
};

export function ApiKeyStateBadge({ state }: { state: ApiKeyState }) {
  const { tone, label } = stateBadges[state];
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}

/** What a key may do, as a short list: "All", each resource it reaches with its access, or "None". */
export function PermissionsSummary({ permissions }: { permissions: ApiKey['permissions'] }) {
  if (permissions === 'all') return <span className="font-medium">All (write on every resource)</span>;
  const granted = apiKeyResources.filter((resource) => permissions[resource] !== 'none');
  if (granted.length === 0) return <span className="text-zinc-500 dark:text-zinc-400">None</span>;
  return (
    <ul className="space-y-0.5">
      {granted.map((resource) => (
        <li key={resource} className="whitespace-nowrap">
          {resourceLabels[resource]}: <span className="font-medium">{accessLabels[permissions[resource]].toLowerCase()}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who created a key, to follow "by": the person's e-mail, or the kind of caller that did. */
export function creatorOf(createdBy: ApiKey['createdBy']): string {
  if (createdBy.email) return createdBy.email;
  return createdBy.type === 'admin' ? 'an administrator' : 'the app secret or its token';
}

/** The part of a key that is safe to show: its prefix and last four characters. */
export const maskedKey = (key: Pick<ApiKey, 'prefix' | 'lastFour'>) => `${key.prefix}…${key.lastFour}`;
