'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Tenant } from '@/server/services/tenants/tenant-schemas';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { loadTenantSchemas } from '../console/load-schemas';
import { SecretOnceDialog } from '../console/secret-once-dialog';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { generateSecret } from './generate-secret';
import { useConsoleRole } from '../console/console-role';

/** Changing a tenant's secret is for operators and owners. */
export function ResetAppSecret({ tenant }: { tenant: Tenant }) {
  const { mayChange } = useConsoleRole();
  return mayChange ? <ResetAppSecretControl tenant={tenant} /> : null;
}

/**
 * Replaces a tenant's app secret (the procedure behind `PUT /tenants/{id}/secret`): confirmed with
 * what it breaks, typed or generated, then shown once, since only its hash is kept.
 */
function ResetAppSecretControl({ tenant }: { tenant: Tenant }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [secretShown, setSecretShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const change = useMutation(trpc.tenants.changeSecret.mutationOptions({ onSettled: () => queryClient.invalidateQueries() }));

  if (tenant.status === 'DELETED') return null;

  function close() {
    setOpen(false);
    setSecret('');
    setSecretShown(false);
    setError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { changeSecretInput } = await loadTenantSchemas();
    const parsed = changeSecretInput.safeParse({ id: tenant.id, appSecret: secret });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await change.mutateAsync(parsed.data);
      setNewSecret(parsed.data.appSecret);
      close();
      toast.success(`The app secret of ${tenant.name} is reset`);
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      if (byField.appSecret) setError(byField.appSecret);
      else toast.error(messageOf(failure));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
          void loadTenantSchemas();
        }}
      >
        Reset app secret
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Reset the app secret of ${tenant.name}?`}
        description={
          <>
            The tenant’s integration stops working until it is updated with the new secret: every token issued before is refused at once, and signing in needs the new secret. The old
            secret cannot be brought back.
          </>
        }
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div>
            <TextField
              label="New app secret"
              name="appSecret"
              type={secretShown ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              value={secret}
              onChange={(event) => {
                setSecret(event.target.value);
                setError(undefined);
              }}
              error={error}
              hint="At least 12 characters. Generate makes 32 random characters."
              trailing={
                <Button variant="secondary" size="sm" className="h-10" onClick={() => setSecretShown((value) => !value)} aria-pressed={secretShown} aria-label={secretShown ? 'Hide secret' : 'Show secret'}>
                  {secretShown ? 'Hide' : 'Show'}
                </Button>
              }
              autoFocus
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setSecret(generateSecret());
                  setError(undefined);
                }}
              >
                Generate secret
              </Button>
              {secret && <CopyButton value={secret} label="Copy secret" />}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={change.isPending}>
              Reset app secret
            </Button>
          </div>
        </form>
      </Dialog>
      <SecretOnceDialog
        open={newSecret !== null}
        title={`New app secret of ${tenant.name}`}
        description="Hand it to the tenant over a safe channel: its integration works again once it signs in with it."
        values={newSecret ? [{ label: 'App ID', value: tenant.appId, copyLabel: 'Copy app ID' }, { label: 'App secret', value: newSecret, copyLabel: 'Copy secret' }] : []}
        note="The secret is not shown again: only its hash is stored. If it is lost, reset it again."
        onDone={() => setNewSecret(null)}
      />
    </>
  );
}
