'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiKey, CreatedApiKey, RollOverlap } from '@/server/services/api-keys/api-key-schemas';
import { Button } from '../../ui/button';
import { Card, PageHeader } from '../../ui/card';
import { DateTime } from '../../ui/date-time';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { Pagination } from '../../ui/table';
import { useToast } from '../../ui/toast';
import { useConsoleRole } from '../console-role';
import { LIVE_REFRESH_MS } from '../live-refresh';
import { SecretOnceDialog } from '../secret-once-dialog';
import { messageOf, useTRPC } from '../trpc';
import { maskedKey, overlapOptions } from './api-key-parts';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const PAGE_SIZE = 50;

/** A key just made (created or rolled), shown once; a roll says until when the old key works. */
type ShownKey = { key: CreatedApiKey; previous?: ApiKey };

/**
 * The tenant's API keys. Developers and owners create, roll and revoke them (each a dangerous
 * action: the console asks "Confirm it's you" when the last check is old); viewers read the list.
 * The server refuses what the role does not allow, whatever this page shows.
 */
export function ApiKeysPage() {
  const trpc = useTRPC();
  const { mayChange } = useConsoleRole();
  const [offset, setOffset] = useState(0);
  // Refreshed like the other lists: a key's last use (written at most a minute behind) and a roll's end show without a reload.
  const list = useQuery({ ...trpc.apiKeys.list.queryOptions({ limit: PAGE_SIZE, offset }), placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS });
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [shown, setShown] = useState<ShownKey | null>(null);

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys your integrations call the API with (Authorization: Bearer bk_…), each limited to the permissions it was given. A key is shown once, when it is created or rolled."
        actions={mayChange && <Button onClick={() => setCreating(true)}>Create API key</Button>}
      />
      <Card>
        <ApiKeysTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={mayChange ? 'No API key yet. Create one for each integration.' : 'No API key yet.'}
          actions={
            mayChange
              ? (key) => (
                  <>
                    {key.state === 'active' && (
                      <Button variant="secondary" size="sm" aria-label={`Roll ${key.name}`} onClick={() => setRolling(key)}>
                        Roll
                      </Button>
                    )}
                    {key.state !== 'revoked' && (
                      <Button variant="secondary" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => setRevoking(key)}>
                        Revoke
                      </Button>
                    )}
                  </>
                )
              : undefined
          }
        />
        {list.data && list.data.pagination.total > PAGE_SIZE && <Pagination total={list.data.pagination.total} limit={PAGE_SIZE} offset={offset} onOffset={setOffset} />}
      </Card>
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setShown({ key });
        }}
      />
      <RollDialog
        apiKey={rolling}
        onClose={() => setRolling(null)}
        onRolled={(key, previous) => {
          setRolling(null);
          setShown({ key, previous });
        }}
      />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
      <SecretOnceDialog
        open={shown !== null}
        title={shown?.previous ? 'API key rolled' : 'API key created'}
        description={
          <>
            Send it as <code className="font-mono text-xs">Authorization: Bearer {shown ? `${shown.key.prefix}…` : 'bk_…'}</code> wherever the tenant’s token is accepted.
          </>
        }
        values={shown ? [{ label: 'New API key', value: shown.key.key, copyLabel: 'Copy API key' }] : []}
        note="This is the only time the key is shown: the service keeps only a hash of it. If it is lost, roll the key or create another."
        onDone={() => setShown(null)}
      >
        {shown?.previous && (
          <p className="text-sm">
            {shown.previous.state === 'rolling' && shown.previous.expiresAt ? (
              <>
                The old key ({maskedKey(shown.previous)}) keeps working until <DateTime value={shown.previous.expiresAt} />.
              </>
            ) : (
              <>The old key ({maskedKey(shown.previous)}) no longer works.</>
            )}
          </p>
        )}
      </SecretOnceDialog>
    </>
  );
}

/** Rolling a key: how long the old one keeps working beside the new one, then the new one shown once. */
function RollDialog({ apiKey, onClose, onRolled }: { apiKey: ApiKey | null; onClose: () => void; onRolled: (key: CreatedApiKey, previous: ApiKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const roll = useMutation(trpc.apiKeys.roll.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.apiKeys.pathFilter()) }));
  const [overlap, setOverlap] = useState<RollOverlap>('24h');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setOverlap('24h');
    setError(null);
    roll.reset();
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!apiKey) return;
    setError(null);
    try {
      const rolled = await roll.mutateAsync({ id: apiKey.id, expireOldIn: overlap });
      const { previous, ...key } = rolled;
      setOverlap('24h');
      onRolled(key, previous);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <Dialog
      open={apiKey !== null}
      onClose={close}
      title="Roll this API key?"
      description={apiKey && `A new key replaces ${apiKey.name} (${maskedKey(apiKey)}), with the same permissions, addresses and expiry. The old key keeps working for the time you choose, so your integration can switch over.`}
    >
      <form onSubmit={onSubmit}>
        <SelectField label="Keep the old key working for" value={overlap} onChange={(event) => setOverlap(event.target.value as RollOverlap)}>
          {overlapOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <FormAlert message={error} />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={roll.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={roll.isPending}>
            Roll key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.apiKeys.pathFilter()) }));
  return (
    <RevokeConfirmation
      apiKey={apiKey}
      onClose={() => {
        revoke.reset();
        onClose();
      }}
      pending={revoke.isPending}
      error={revoke.isError ? messageOf(revoke.error) : null}
      onConfirm={(key) =>
        revoke.mutate(
          { id: key.id },
          {
            onSuccess: () => {
              toast.success(`${key.name} revoked`);
              onClose();
            },
          },
        )
      }
    />
  );
}

/** "Revoke this key?", for the tenant's page and the administrators' alike: the key is refused from the next request on. */
export function RevokeConfirmation({
  apiKey,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onConfirm: (key: ApiKey) => void;
  pending: boolean;
  error: string | null;
}) {
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      onConfirm={() => apiKey && onConfirm(apiKey)}
      title="Revoke this API key?"
      description={apiKey && `${apiKey.name} (${maskedKey(apiKey)}) is refused from its next request on, everywhere. This cannot be undone: an integration still using it needs a new key.`}
      confirmLabel="Revoke key"
      dismissLabel="Keep key"
      pending={pending}
      error={error}
    />
  );
}
