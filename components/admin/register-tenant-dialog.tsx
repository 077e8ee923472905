'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { SecretOnceDialog } from '../console/secret-once-dialog';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { loadTenantSchemas } from '../console/load-schemas';
import { fieldErrorsOf, messageOf, statusOf, useTRPC } from '../console/trpc';
import { generateSecret } from './generate-secret';
import { useConsoleRole } from '../console/console-role';

/** What the administrator must hand over once the tenant exists: the secret is stored only as a hash. */
type Registered = { name: string; appId: string; appSecret: string };

/** The owner's address: optional; a plain check here, the server's schema decides. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** Registering tenants is for operators and owners: a viewer does not see the button. */
export function RegisterTenantDialog() {
  const { mayChange } = useConsoleRole();
  return mayChange ? <RegisterTenantDialogControl  /> : null;
}

/**
 * Registers a tenant, validated by the API's own schema before it is sent and by the server after.
 * Once registered, the dialog shows the app ID and the secret one time; closing it forgets both.
 */
function RegisterTenantDialogControl() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState('');
  const [secretShown, setSecretShown] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const register = useMutation(trpc.tenants.register.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
  const inviteOwner = useMutation(trpc.team.inviteFirstOwner.mutationOptions());

  function close() {
    setOpen(false);
    setErrors({});
    setSecret('');
    setSecretShown(false);
    setRegistered(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const input = {
      name: form.name ?? '',
      appSecret: secret,
      ...(form.appId ? { appId: form.appId } : {}),
      ...(form.webhookUrl ? { webhookUrl: form.webhookUrl } : {}),
    };
    const ownerEmail = (form.ownerEmail ?? '').trim();
    const { registerTenantInput } = await loadTenantSchemas();
    const parsed = registerTenantInput.safeParse(input);
    if (!parsed.success || (ownerEmail && !looksLikeEmail(ownerEmail))) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
      if (ownerEmail && !looksLikeEmail(ownerEmail)) byField.ownerEmail = 'ownerEmail must be a valid e-mail address';
      setErrors(byField);
      return;
    }
    setErrors({});
    try {
      const tenant = await register.mutateAsync(parsed.data);
      toast.success(`${tenant.name} registered with app ID ${tenant.appId}`);
      // The tenant exists whatever happens to the invitation: a failure is reported, not undone.
      if (ownerEmail) {
        await inviteOwner.mutateAsync({ tenantId: tenant.id, email: ownerEmail }).then(
          () => toast.success(`Invitation sent to ${ownerEmail}`),
          (failure: unknown) => toast.error(`The owner was not invited: ${messageOf(failure)}`),
        );
      }
      setRegistered({ name: tenant.name, appId: tenant.appId, appSecret: parsed.data.appSecret });
      setSecret('');
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (statusOf(error) === 409) byField.appId = messageOf(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(messageOf(error));
    }
  }

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
          // Fetched while the form is filled in, so the first submit does not wait for it.
          void loadTenantSchemas();
        }}
      >
        Register tenant
      </Button>
      <SecretOnceDialog
        open={registered !== null}
        title={registered ? `${registered.name} is registered` : ''}
        description="Copy the secret now and hand it to the tenant over a safe channel. It will not be shown again: only its hash is stored."
        values={registered ? [{ label: 'App ID', value: registered.appId, copyLabel: 'Copy app ID' }, { label: 'App secret', value: registered.appSecret, copyLabel: 'Copy secret' }] : []}
        note="This secret will not be shown again. If it is lost, reset it from the tenant’s page (Reset app secret)."
        onDone={close}
      />
      <Dialog
        open={open && registered === null}
        // Closed because the tenant is registered: the secret's dialog takes over, nothing is forgotten yet.
        onClose={() => registered === null && close()}
        title="Register tenant"
        description="The tenant signs in with its app ID and secret. The secret is stored only as a hash: you see it once, after registering."
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField label="Name" name="name" required error={errors.name} autoFocus />
          <TextField label="App ID" name="appId" error={errors.appId} hint="Letters, digits and hyphens. Leave empty to generate one." spellCheck={false} />
          <div>
            <TextField
              label="App secret"
              name="appSecret"
              type={secretShown ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              required
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              error={errors.appSecret}
              hint="At least 12 characters. Generate makes 32 random characters."
              trailing={
                <Button variant="secondary" size="sm" className="h-10" onClick={() => setSecretShown((shown) => !shown)} aria-pressed={secretShown} aria-label={secretShown ? 'Hide secret' : 'Show secret'}>
                  {secretShown ? 'Hide' : 'Show'}
                </Button>
              }
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setSecret(generateSecret());
                  setErrors(({ appSecret: _cleared, ...others }) => others);
                }}
              >
                Generate secret
              </Button>
              {secret && <CopyButton value={secret} label="Copy secret" />}
            </div>
          </div>
          <TextField label="Webhook URL" name="webhookUrl" type="url" error={errors.webhookUrl} hint="Optional. Public https URL that receives billing events." />
          <TextField
            label="Owner e-mail"
            name="ownerEmail"
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.ownerEmail}
            hint="Optional. Invites this person by mail as the tenant's first owner; they then invite their own people."
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" pending={register.isPending}>
              Register tenant
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
