import type { ReactNode } from 'react';
import type { Connector } from '@/server/services/payment-connectors/connector-schemas';
import { Badge } from '../../ui/badge';
import { CopyableText } from '../../ui/copyable-text';
import { DateTime } from '../../ui/date-time';
import { Table, TableBody, Td, Th } from '../../ui/table';
import { RelativeTime } from '../relative-time';

/** Shown on wide screens only: on a phone the connector's cell holds them. */
const wide = 'hidden sm:table-cell';
const cell = 'pl-3 pr-3 first:pl-4 last:pr-4';
const muted = 'text-zinc-500 dark:text-zinc-400';

export const providerLabels: Record<Connector['provider'], string> = { stripe: 'Stripe', sandbox: 'Sandbox' };

/** The part of a credential that is safe to show: its last four characters, never the secret. */
export const maskedSecret = (lastFour: string | null) => (lastFour ? `…${lastFour}` : null);

/**
 * A tenant's payment connectors, never a credential: provider and name, the key's last four, the
 * webhook address to give Stripe (with its copy button), the last event and what it did, when it was
 * connected, and whether it is the default and enabled. With `actions`, a last column of what may be
 * done to each; on a phone a row is a card in one cell, its actions at the bottom.
 */
export function PaymentConnectorsTable({
  rows,
  loading,
  error,
  emptyText,
  actions,
}: {
  rows: Connector[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  actions?: (connector: Connector) => ReactNode;
}) {
  const columns = actions ? 5 : 4;
  return (
    <Table caption="Payment connectors" className="table-fixed sm:table-auto">
      <thead>
        <tr>
          <Th className={cell}>Connector</Th>
          <Th className={`${wide} ${cell} whitespace-nowrap`}>Last event</Th>
          <Th className={`${wide} ${cell}`}>Created</Th>
          <Th className={`${wide} ${cell}`}>State</Th>
          {actions && (
            <Th className={`${wide} ${cell}`}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <TableBody phoneColumns={1} columns={columns} rows={rows} loading={loading} error={error && `Payment connectors could not be loaded: ${error}`} empty={emptyText}>
        {(connector) => (
          <tr key={connector.id}>
            <Td className={`${cell} align-top`}>
              <p className="break-words font-medium">{connector.name}</p>
              <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                {providerLabels[connector.provider]}
                {connector.provider === 'stripe' && (connector.livemode ? ' · live' : ' · test mode')}
                {connector.accountId && <span className="font-mono"> · {connector.accountId}</span>}
              </p>
              <Credentials connector={connector} />
              {connector.webhookUrl && (
                <div className="mt-2 text-xs">
                  <p className={muted}>Webhook address</p>
                  <CopyableText value={connector.webhookUrl} label="Copy webhook address" />
                </div>
              )}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:hidden">
                <dt className={muted}>State</dt>
                <dd>
                  <ConnectorState connector={connector} />
                </dd>
                <dt className={muted}>Last event</dt>
                <dd className="min-w-0 break-words">
                  <LastEvent connector={connector} />
                </dd>
                <dt className={muted}>Created</dt>
                <dd>
                  <DateTime value={connector.createdAt} />
                </dd>
              </dl>
              {actions && <div className="mt-3 flex flex-wrap gap-2 sm:hidden">{actions(connector)}</div>}
            </Td>
            <Td className={`${wide} ${cell} align-top text-xs`}>
              <LastEvent connector={connector} />
            </Td>
            <Td className={`${wide} ${cell} align-top whitespace-nowrap text-xs`}>
              <DateTime value={connector.createdAt} />
            </Td>
            <Td className={`${wide} ${cell} align-top text-xs`}>
              <ConnectorState connector={connector} />
            </Td>
            {actions && (
              <Td className={`${wide} ${cell} align-top`}>
                <div className="flex flex-wrap justify-end gap-2 [&>*]:whitespace-nowrap">{actions(connector)}</div>
              </Td>
            )}
          </tr>
        )}
      </TableBody>
    </Table>
  );
}

function Credentials({ connector }: { connector: Connector }) {
  const key = maskedSecret(connector.secretKeyLastFour);
  const signing = maskedSecret(connector.webhookSecretLastFour);
  if (!key && !signing) return null;
  return (
    <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
      {key && (
        <>
          Key <span className="font-mono">{key}</span>
        </>
      )}
      {key && signing && ' · '}
      {signing && (
        <>
          Signing secret <span className="font-mono">{signing}</span>
        </>
      )}
    </p>
  );
}

function ConnectorState({ connector }: { connector: Connector }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={connector.status === 'ENABLED' ? 'green' : 'zinc'}>
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
        {connector.status === 'ENABLED' ? 'Enabled' : 'Disabled'}
      </Badge>
      {connector.isDefault && <Badge tone="indigo">Default</Badge>}
      {connector.disabledReason && <p className="w-full text-zinc-600 dark:text-zinc-400">{connector.disabledReason}</p>}
    </div>
  );
}

/** The last event the provider sent this connector and what it did (applied, stale, ignored, duplicate). */
function LastEvent({ connector }: { connector: Connector }) {
  // Only a Stripe connector's own webhook address records its events; the sandbox's go to the shared receiver.
  if (!connector.lastEventAt) return <span className={muted}>{connector.provider === 'sandbox' ? 'Not recorded for the sandbox' : 'None received yet'}</span>;
  return (
    <>
      <span className="font-mono">{connector.lastEventType}</span>
      {connector.lastEventOutcome && <span className="block">{connector.lastEventOutcome}</span>}
      <RelativeTime value={connector.lastEventAt} />
    </>
  );
}
