import type { ReactNode } from 'react';
import type { ApiKey } from '@/server/services/api-keys/api-key-schemas';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { RelativeTime } from '../relative-time';
import { ApiKeyStateBadge, creatorOf, maskedKey, PermissionsSummary } from './api-key-parts';

/** Shown on wide screens only: on a phone the key's cell holds them. */
const wide = 'hidden sm:table-cell';
/** Six columns beside the portal's sidebar at 1280 px: a little less room around each. */
const cell = 'pl-3 pr-3 first:pl-4 last:pr-4';

/**
 * A tenant's API keys, never a key itself: name, prefix and last four, permissions, who created it
 * and when, its last use (relative, the exact time on hover), expiry and state. With `actions`, a
 * last column of what may be done to each. On a phone a row is a card in one cell, its actions
 * at the bottom.
 */
export function ApiKeysTable({
  rows,
  loading,
  error,
  emptyText,
  actions,
}: {
  rows: ApiKey[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  actions?: (key: ApiKey) => ReactNode;
}) {
  const columns = actions ? 6 : 5;
  return (
    // Fixed layout on a phone, so the one visible cell takes the screen's width and long values break inside it.
    <Table caption="API keys" className="table-fixed sm:table-auto">
      <thead>
        <tr>
          <Th className={cell}>Key</Th>
          <Th className={`${wide} ${cell}`}>Permissions</Th>
          <Th className={`${wide} ${cell}`}>Created</Th>
          <Th className={`${wide} ${cell} whitespace-nowrap`}>Last used</Th>
          <Th className={`${wide} ${cell}`}>State</Th>
          {actions && (
            <Th className={`${wide} ${cell}`}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <TableBody phoneColumns={1} columns={columns} rows={rows} loading={loading} error={error && `API keys could not be loaded: ${error}`} empty={emptyText}>
        {(key) => (
          <tr key={key.id}>
            <Td className={`${cell} align-top`}>
              <p className="break-words font-medium">{key.name}</p>
              <p className="mt-0.5 break-all font-mono text-xs text-zinc-600 sm:whitespace-nowrap sm:break-normal dark:text-zinc-400">{maskedKey(key)}</p>
              {key.allowedIps.length > 0 && <p className="mt-1 max-w-56 break-all text-xs text-zinc-600 max-sm:max-w-none dark:text-zinc-400">From {key.allowedIps.join(', ')}</p>}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:hidden">
                <dt className="text-zinc-500 dark:text-zinc-400">State</dt>
                <dd>
                  <ApiKeyStateBadge state={key.state} />
                </dd>
                <dt className="text-zinc-500 dark:text-zinc-400">Permissions</dt>
                <dd className="min-w-0">
                  <PermissionsSummary permissions={key.permissions} />
                </dd>
                <dt className="text-zinc-500 dark:text-zinc-400">Created</dt>
                <dd className="min-w-0 break-words">
                  <DateTime value={key.createdAt} /> by {creatorOf(key.createdBy)}
                </dd>
                <dt className="text-zinc-500 dark:text-zinc-400">Last used</dt>
                <dd>
                  <LastUsed apiKey={key} />
                </dd>
                <dt className="text-zinc-500 dark:text-zinc-400">{key.revokedAt ? 'Revoked' : key.state === 'expired' ? 'Expired' : key.state === 'rolling' ? 'Works until' : 'Expires'}</dt>
                <dd>
                  <Expiry apiKey={key} />
                </dd>
              </dl>
              {actions && <div className="mt-3 flex flex-wrap gap-2 sm:hidden">{actions(key)}</div>}
            </Td>
            <Td className={`${wide} ${cell} align-top text-xs`}>
              <PermissionsSummary permissions={key.permissions} />
            </Td>
            <Td className={`${wide} ${cell} align-top text-xs`}>
              <DateTime value={key.createdAt} className="whitespace-nowrap" />
              <p className="mt-0.5 max-w-44 break-words text-zinc-600 dark:text-zinc-400">by {creatorOf(key.createdBy)}</p>
            </Td>
            <Td className={`${wide} ${cell} align-top whitespace-nowrap text-xs`}>
              <LastUsed apiKey={key} />
            </Td>
            <Td className={`${wide} ${cell} align-top text-xs`}>
              <ApiKeyStateBadge state={key.state} />
              <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                {key.revokedAt ? 'Revoked' : key.state === 'expired' ? 'Expired' : key.state === 'rolling' ? 'Works until' : key.expiresAt ? 'Expires' : null}
                <span className="block whitespace-nowrap">
                  <Expiry apiKey={key} />
                </span>
              </p>
            </Td>
            {actions && (
              <Td className={`${wide} ${cell} align-top`}>
                <div className="flex flex-wrap justify-end gap-2">{actions(key)}</div>
              </Td>
            )}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

function LastUsed({ apiKey }: { apiKey: ApiKey }) {
  if (!apiKey.lastUsedAt) return <span className="text-zinc-500 dark:text-zinc-400">Never</span>;
  return (
    <>
      <RelativeTime value={apiKey.lastUsedAt} />
      {apiKey.lastUsedIp && <span className="block text-zinc-500 dark:text-zinc-400">from {apiKey.lastUsedIp}</span>}
    </>
  );
}

/** When it stops (or stopped) working: the revocation, the expiry, or "Never expires". */
function Expiry({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revokedAt) return <DateTime value={apiKey.revokedAt} />;
  if (!apiKey.expiresAt) return <span className="text-zinc-500 dark:text-zinc-400">Never expires</span>;
  return <DateTime value={apiKey.expiresAt} />;
}
