'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Connector } from '@/server/services/payment-connectors/connector-schemas';
import { Button } from '../../ui/button';
import { Card, PageHeader } from '../../ui/card';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { Pagination } from '../../ui/table';
import { useToast } from '../../ui/toast';
import { useConsoleRole } from '../console-role';
import { LIVE_REFRESH_MS } from '../live-refresh';
import { fieldErrorsOf, messageOf, useTRPC } from '../trpc';
import { maskedSecret, PaymentConnectorsTable, providerLabels } from './payment-connectors-table';

const PAGE_SIZE = 50;

/**
 * The tenant's payment connectors: its own Stripe account beside the built-in sandbox. Developers and
 * owners connect, test, make default and disconnect (connecting, changing and disconnecting are
 * dangerous actions: the console asks "Confirm it's you" when the last check is old); viewers read
 * the list. The server refuses what the role does not allow, whatever this page shows.
 */
export function PaymentConnectorsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mayChange } = useConsoleRole();
  const [offset, setOffset] = useState(0);
  // Refreshed like the other lists: the last event Stripe sent shows without a reload.
  const list = useQuery({ ...trpc.paymentConnectors.list.queryOptions({ limit: PAGE_SIZE, offset }), placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS });
  const invalidate = () => queryClient.invalidateQueries(trpc.paymentConnectors.pathFilter());
  const test = useMutation(trpc.paymentConnectors.test.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.paymentConnectors.update.mutationOptions({ onSuccess: invalidate }));
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState<Connector | null>(null);
  const [editing, setEditing] = useState<Connector | null>(null);

  function runTest(connector: Connector) {
    test.mutate(
      { id: connector.id },
      {
        // What the provider said, in its words: a refused key is an answer, not a failure of the page.
        onSuccess: (result) => (result.ok ? toast.success(`${connector.name}: ${result.message}`) : toast.error(`${connector.name}: ${result.message}`)),
        onError: (failure) => toast.error(`${connector.name} could not be tested: ${messageOf(failure)}`),
      },
    );
  }

  function makeDefault(connector: Connector) {
    update.mutate(
      { id: connector.id, isDefault: true },
      {
        onSuccess: () => toast.success(`${connector.name} is now the default`),
        onError: (failure) => toast.error(messageOf(failure)),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Payment connectors"
        description="The payment provider accounts your payments go through. Without one, payments use the built-in sandbox. Keys are checked with the provider when pasted, then never shown again: only their last four characters."
        actions={mayChange && <Button onClick={() => setConnecting(true)}>Connect Stripe</Button>}
      />
      <Card>
        <PaymentConnectorsTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={mayChange ? 'No connector yet: payments use the built-in sandbox. Connect your Stripe account to take real payments.' : 'No connector yet: payments use the built-in sandbox.'}
          actions={
            mayChange
              ? (connector) => (
                  <>
                    {connector.status === 'ENABLED' && (
                      <Button variant="secondary" size="sm" aria-label={`Test ${connector.name}`} pending={test.isPending && test.variables?.id === connector.id} onClick={() => runTest(connector)}>
                        Test
                      </Button>
                    )}
                    {connector.status === 'ENABLED' && !connector.isDefault && (
                      <Button variant="secondary" size="sm" aria-label={`Set ${connector.name} as default`} pending={update.isPending && update.variables?.id === connector.id} onClick={() => makeDefault(connector)}>
                        Set as default
                      </Button>
                    )}
                    <Button variant="secondary" size="sm" aria-label={`Edit ${connector.name}`} onClick={() => setEditing(connector)}>
                      Edit
                    </Button>
                    <Button variant="secondary" size="sm" aria-label={`Disconnect ${connector.name}`} onClick={() => setDisconnecting(connector)}>
                      Disconnect
                    </Button>
                  </>
                )
              : undefined
          }
        />
        {list.data && list.data.pagination.total > PAGE_SIZE && <Pagination total={list.data.pagination.total} limit={PAGE_SIZE} offset={offset} onOffset={setOffset} />}
      </Card>
      <ConnectStripeDialog open={connecting} onClose={() => setConnecting(false)} />
      <DisconnectDialog connector={disconnecting} onClose={() => setDisconnecting(null)} />
      <EditConnectorDialog connector={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function ConnectStripeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Connect Stripe"
      description="Paste a secret or restricted key from your Stripe dashboard (Developers › API keys) and the signing secret of the webhook endpoint you point at this connector. The key is checked with Stripe before it is saved."
    >
      {/* Mounted while open only: a closed form forgets the secrets pasted into it. */}
      <ConnectStripeForm onClose={onClose} />
    </Dialog>
  );
}

function ConnectStripeForm({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useMutation(trpc.paymentConnectors.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.paymentConnectors.pathFilter()) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const otherError = errors.form ?? Object.entries(errors).find(([field]) => !['name', 'secretKey', 'webhookSecret'].includes(field))?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    setErrors({});
    try {
      const created = await create.mutateAsync({
        provider: 'stripe',
        ...(name === '' ? {} : { name }),
        secretKey: String(form.get('secretKey') ?? '').trim(),
        webhookSecret: String(form.get('webhookSecret') ?? '').trim(),
      });
      toast.success(`${created.name} connected (key ${maskedSecret(created.secretKeyLastFour) ?? ''})`);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Name" name="name" maxLength={100} placeholder={providerLabels.stripe} hint="Optional: what your team calls this account." error={errors.name} autoFocus />
      <TextField
        label="Secret or restricted key"
        name="secretKey"
        type="password"
        required
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        placeholder="sk_test_… or rk_live_…"
        hint="Shown once, here: afterwards only its last four characters."
        error={errors.secretKey}
      />
      <TextField
        label="Webhook signing secret"
        name="webhookSecret"
        type="password"
        required
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        placeholder="whsec_…"
        hint="From the webhook endpoint in Stripe. The connector’s webhook address is in the list once it is connected."
        error={errors.webhookSecret}
      />
      <FormAlert message={otherError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending}>
          Connect
        </Button>
      </div>
    </form>
  );
}

function DisconnectDialog({ connector, onClose }: { connector: Connector | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation(trpc.paymentConnectors.delete.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.paymentConnectors.pathFilter()) }));
  function close() {
    remove.reset();
    onClose();
  }
  return (
    <ConfirmDialog
      open={connector !== null}
      onClose={close}
      onConfirm={() =>
        connector &&
        remove.mutate(
          { id: connector.id },
          {
            onSuccess: () => {
              toast.success(`${connector.name} disconnected`);
              close();
            },
          },
        )
      }
      title="Disconnect this connector?"
      description={
        connector &&
        `New payments stop going through ${connector.name} (${providerLabels[connector.provider]}${connector.secretKeyLastFour ? `, key …${connector.secretKeyLastFour}` : ''}): they use the default connector, or the sandbox when none is left. Its payments keep it, and Stripe’s events for them still apply.`
      }
      confirmLabel="Disconnect"
      dismissLabel="Keep connector"
      pending={remove.isPending}
      error={remove.isError ? messageOf(remove.error) : null}
    />
  );
}

function EditConnectorDialog({ connector, onClose }: { connector: Connector | null; onClose: () => void }) {
  return (
    <Dialog
      open={connector !== null}
      onClose={onClose}
      title={connector ? `Edit ${connector.name}` : 'Edit connector'}
      description={
        connector?.provider === 'stripe'
          ? 'Rename it, disable or enable it, or replace its credentials: a new key is checked with Stripe before it is saved. Leave a credential empty to keep the current one.'
          : 'Rename it, or disable or enable it.'
      }
    >
      {/* Mounted while open only: a closed form forgets the secrets pasted into it. */}
      {connector && <EditConnectorForm connector={connector} onClose={onClose} />}
    </Dialog>
  );
}

/** The fields the form may change, sent only when they differ from the connector's (a credential only when one is pasted). */
function EditConnectorForm({ connector, onClose }: { connector: Connector; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useMutation(trpc.paymentConnectors.update.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.paymentConnectors.pathFilter()) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const otherError = errors.form ?? Object.entries(errors).find(([field]) => !['name', 'secretKey', 'webhookSecret'].includes(field))?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const enabled = form.get('state') === 'ENABLED';
    const secretKey = String(form.get('secretKey') ?? '').trim();
    const webhookSecret = String(form.get('webhookSecret') ?? '').trim();
    const changes = {
      ...(name !== connector.name ? { name } : {}),
      ...(enabled !== (connector.status === 'ENABLED') ? { enabled } : {}),
      ...(secretKey !== '' ? { secretKey } : {}),
      ...(webhookSecret !== '' ? { webhookSecret } : {}),
    };
    setErrors({});
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const updated = await update.mutateAsync({ id: connector.id, ...changes });
      const replaced = [secretKey !== '' && `key ${maskedSecret(updated.secretKeyLastFour) ?? ''}`, webhookSecret !== '' && `signing secret ${maskedSecret(updated.webhookSecretLastFour) ?? ''}`].filter(Boolean);
      toast.success(`${updated.name} saved${replaced.length > 0 ? ` (new ${replaced.join(' and ')})` : ''}${updated.status === 'DISABLED' ? ': disabled' : ''}`);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Name" name="name" maxLength={100} defaultValue={connector.name} required error={errors.name} autoFocus />
      <SelectField label="State" name="state" defaultValue={connector.status}>
        <option value="ENABLED">Enabled: new payments may use it</option>
        <option value="DISABLED">Disabled: new payments through it are refused</option>
      </SelectField>
      {connector.provider === 'stripe' && (
        <>
          <TextField
            label="New secret or restricted key"
            name="secretKey"
            type="password"
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            placeholder="sk_test_… or rk_live_…"
            hint={`Optional: replaces the key ending in ${connector.secretKeyLastFour ?? '…'}.`}
            error={errors.secretKey}
          />
          <TextField
            label="New webhook signing secret"
            name="webhookSecret"
            type="password"
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            placeholder="whsec_…"
            hint={`Optional: replaces the signing secret ending in ${connector.webhookSecretLastFour ?? '…'}.`}
            error={errors.webhookSecret}
          />
        </>
      )}
      <FormAlert message={otherError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
