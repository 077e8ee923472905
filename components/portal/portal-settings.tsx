'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
// Before the schemas below are built (see the module).
import '../console/zod-without-eval';
import { tenantNameSchema, webhookUrlSchema } from '@/server/services/tenants/tenant-schemas';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { SelectField, TextField } from '../ui/field';
import { DateTime } from '../ui/date-time';
import { useToast } from '../ui/toast';
import { SecretOnceDialog } from '../console/secret-once-dialog';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { useUnsavedChangesWarning } from '../console/use-unsaved-changes';
import type { RotatedWebhookSecret, WebhookDelivery, WebhookSecretGracePeriod } from '@/server/services/webhooks/webhook-schemas';
import { useConsoleRole } from '../console/console-role';
import { memberRoleLabels } from '@/server/services/people/role-labels';

/** The message of the first rule a value breaks, by the API's own schema. */
function problemWith(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export function PortalSettings() {
  // A viewer reads the settings; sending, the secret and changes are for developers and owners.
  const { mayChange, role } = useConsoleRole();
  return (
    <>
      <PageHeader title="Settings" description="Your name, where billing events are sent, and how they are signed." />
      <ProfileForm readOnly={!mayChange} />
      {mayChange ? (
        <>
          <WebhookTest />
          <SigningSecret />
        </>
      ) : (
        <p className="mt-6 text-sm text-zinc-600 dark:text-zinc-400">
          Your role ({memberRoleLabels[role as keyof typeof memberRoleLabels] ?? role}) reads these settings. Developers and owners change them, send test events and see the
          signing secret.
        </p>
      )}
    </>
  );
}

function ProfileForm({ readOnly }: { readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const me = useQuery(trpc.tenants.me.queryOptions({}));
  const update = useMutation(trpc.tenants.updateMe.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // What is typed and not saved yet: leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty);

  function compareWithSaved(form: HTMLFormElement) {
    if (!me.data) return;
    const typed = Object.fromEntries(new FormData(form)) as { name: string; webhookUrl: string };
    setDirty(typed.name !== me.data.name || typed.webhookUrl !== (me.data.webhookUrl ?? ''));
  }

  const checkField = (field: 'name' | 'webhookUrl', value: string) =>
    setErrors((current) => ({ ...current, [field]: field === 'name' ? problemWith(tenantNameSchema, value) : value ? problemWith(webhookUrlSchema, value) : undefined }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as { name: string; webhookUrl: string };
    const found = { name: problemWith(tenantNameSchema, form.name), webhookUrl: form.webhookUrl ? problemWith(webhookUrlSchema, form.webhookUrl) : undefined };
    setErrors(found);
    if (found.name || found.webhookUrl) return;
    try {
      await update.mutateAsync({ name: form.name, webhookUrl: form.webhookUrl ? form.webhookUrl : null });
      setDirty(false);
      toast.success('Settings saved');
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(messageOf(error));
    }
  }

  return (
    <Card>
      <CardHeader title="Profile" description="Billing events go to the webhook URL while your tenant is active." />
      {me.data ? (
        <form key={me.data.updatedAt} onSubmit={onSubmit} onChange={(event) => compareWithSaved(event.currentTarget)} className="px-5 py-5" noValidate>
          <fieldset disabled={readOnly} className="space-y-4">
          <TextField label="Name" name="name" defaultValue={me.data.name} error={errors.name} onBlur={(event) => checkField('name', event.target.value)} className="max-w-md" />
          <TextField
            label="Webhook URL"
            name="webhookUrl"
            type="url"
            defaultValue={me.data.webhookUrl ?? ''}
            placeholder="https://example.com/webhooks/billing"
            error={errors.webhookUrl}
            hint="A public https address. Leave empty to stop receiving events."
            onChange={(event) => errors.webhookUrl && checkField('webhookUrl', event.target.value)}
            onBlur={(event) => checkField('webhookUrl', event.target.value)}
            className="max-w-xl"
          />
          {!readOnly && (
            <Button type="submit" pending={update.isPending}>
              Save
            </Button>
          )}
          </fieldset>
        </form>
      ) : me.isError ? (
        <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">{messageOf(me.error)}</p>
      ) : (
        <div className="h-48 animate-pulse" />
      )}
    </Card>
  );
}

function WebhookTest() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.tenants.me.queryOptions({}));
  const send = useMutation(trpc.webhooks.sendTest.mutationOptions({ onSettled: () => queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()) }));
  const [result, setResult] = useState<{ delivery?: WebhookDelivery; error?: string } | null>(null);

  async function sendTest() {
    setResult(null);
    try {
      setResult({ delivery: await send.mutateAsync({}) });
    } catch (error) {
      setResult({ error: messageOf(error) });
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader
        title="Test event"
        description="Sends a signed webhook.test event to your webhook URL now and shows what your endpoint answered."
        actions={
          <Button variant="secondary" onClick={sendTest} pending={send.isPending} disabled={!me.data?.webhookUrl}>
            Send test event
          </Button>
        }
      />
      <div className="px-5 py-4 text-sm" aria-live="polite">
        {!me.data?.webhookUrl && me.data && <p className="text-zinc-500 dark:text-zinc-400">Save a webhook URL first.</p>}
        {result?.error && <p className="text-red-600 dark:text-red-400">{result.error}</p>}
        {result?.delivery && <DeliveryResult delivery={result.delivery} />}
        {!result && me.data?.webhookUrl && <p className="text-zinc-500 dark:text-zinc-400">Target: {me.data.webhookUrl}</p>}
      </div>
    </Card>
  );
}

function DeliveryResult({ delivery }: { delivery: WebhookDelivery }) {
  const delivered = delivery.status === 'SUCCEEDED';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={delivered ? 'green' : 'red'}>{delivered ? 'Delivered' : 'Not delivered'}</Badge>
      <span>
        {delivered
          ? `Your endpoint answered HTTP ${delivery.lastStatusCode}.`
          : `${delivery.lastError ?? 'The endpoint did not accept it'}. It will be retried on the usual schedule.`}
      </span>
      <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">webhook-id {delivery.id}</span>
    </div>
  );
}

const graceOptions: Array<{ value: WebhookSecretGracePeriod; label: string }> = [
  { value: 'none', label: 'None: the old secret stops at once' },
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
];

function SigningSecret() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [gracePeriod, setGracePeriod] = useState<WebhookSecretGracePeriod>('24h');
  const [rotation, setRotation] = useState<RotatedWebhookSecret | null>(null);
  const secret = useQuery({ ...trpc.webhooks.secret.queryOptions({}), enabled: revealed, staleTime: Infinity });
  const rotate = useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.webhooks.secret.queryKey({}), { secret: data.secret });
        queryClient.setQueryData(trpc.webhooks.secretGrace.queryKey({}), { previousSecretExpiresAt: data.previousSecretExpiresAt });
      },
    }),
  );

  async function confirmRotation(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const rotated = await rotate.mutateAsync({ gracePeriod });
      setConfirming(false);
      setRotation(rotated);
      toast.success('Signing secret rotated');
    } catch (error) {
      toast.error(messageOf(error));
      setConfirming(false);
    }
  }

  function closeConfirmation() {
    setConfirming(false);
    setGracePeriod('24h');
  }

  const shown = revealed && secret.data ? secret.data.secret : null;
  return (
    <Card className="mt-6">
      <CardHeader title="Signing secret" description="Verify the webhook-signature header of every event with this secret (Standard Webhooks)." />
      <div className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-center">
        <code aria-label="Webhook signing secret" className="block min-w-0 flex-1 truncate rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950">
          {shown ?? 'whsec_' + '•'.repeat(24)}
        </code>
        <div className="flex flex-wrap gap-2">
          {shown && <CopyButton value={shown} label="Copy signing secret" />}
          <Button variant="secondary" onClick={() => setRevealed((value) => !value)} pending={revealed && secret.isFetching}>
            {revealed ? 'Hide secret' : 'Reveal secret'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Rotate secret
          </Button>
        </div>
      </div>
      <PreviousSecretGrace />
      <Dialog
        open={confirming}
        onClose={closeConfirmation}
        title="Rotate the signing secret?"
        description="Events are signed with a new secret from now on. During the grace period they carry a signature made with the old secret as well, so your endpoint keeps verifying them until you have switched it over."
      >
        <form onSubmit={confirmRotation} className="space-y-5">
          <SelectField label="Keep the old secret valid for" value={gracePeriod} onChange={(event) => setGracePeriod(event.target.value as WebhookSecretGracePeriod)}>
            {graceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={closeConfirmation} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={rotate.isPending}>
              Rotate secret
            </Button>
          </div>
        </form>
      </Dialog>
      <SecretOnceDialog
        open={rotation !== null}
        title="Signing secret rotated"
        description="Events are signed with the new secret from now on. Put it in your endpoint’s configuration."
        values={rotation ? [{ label: 'New signing secret', value: rotation.secret, copyLabel: 'Copy new signing secret' }] : []}
        note="Update your endpoint before you close this. You can reveal the secret again on this page, but only while you are signed in."
        onDone={() => {
          setRotation(null);
          setGracePeriod('24h');
        }}
      >
        <p className="text-sm">
          {rotation?.previousSecretExpiresAt ? (
            <>
              The old secret stays valid until <DateTime value={rotation.previousSecretExpiresAt} />.
            </>
          ) : (
            'The old secret is no longer valid: signatures made with it stop verifying now.'
          )}
        </p>
      </SecretOnceDialog>
    </Card>
  );
}

/**
 * A rotation's grace period while it runs, read from the server (so it shows on any later visit
 * too): until when the previous secret still signs, and a way to end it now once the endpoint has
 * switched over.
 */
function PreviousSecretGrace() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const grace = useQuery(trpc.webhooks.secretGrace.queryOptions({}));
  const expire = useMutation(
    trpc.webhooks.expirePreviousSecret.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.webhooks.secretGrace.queryKey({}), data),
      onSettled: () => queryClient.invalidateQueries(trpc.webhooks.secretGrace.pathFilter()),
    }),
  );
  const expiresAt = grace.data?.previousSecretExpiresAt;
  if (!expiresAt) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-zinc-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        The previous secret stays valid until <DateTime value={expiresAt} />. Events carry a signature made with it as well until then.
      </p>
      <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
        Expire now
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Expire the previous secret now?"
        description="Events are signed with the current secret only from now on. An endpoint still checking with the previous secret refuses them."
        confirmLabel="Expire now"
        dismissLabel="Keep it valid"
        pending={expire.isPending}
        onConfirm={async () => {
          try {
            await expire.mutateAsync({});
            toast.success('The previous signing secret has expired');
          } catch (error) {
            toast.error(messageOf(error));
          } finally {
            setConfirming(false);
          }
        }}
      />
    </div>
  );
}
