'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
// Before the schemas below are built (see the module).
import '../console/zod-without-eval';
import { tenantNameSchema, webhookUrlSchema } from '@/server/services/tenants/tenant-schemas';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { SigningSecretCard } from '../console/signing-secret-card';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { useUnsavedChangesWarning } from '../console/use-unsaved-changes';
import type { WebhookDelivery } from '@/server/services/webhooks/webhook-schemas';
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

/** The tenant's own signing secret: that of its primary endpoint, the webhook URL above. */
function SigningSecret() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const secret = useQuery({ ...trpc.webhooks.secret.queryOptions({}), enabled: revealed, staleTime: Infinity });
  const grace = useQuery(trpc.webhooks.secretGrace.queryOptions({}));
  const rotate = useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.webhooks.secret.queryKey({}), { secret: data.secret });
        queryClient.setQueryData(trpc.webhooks.secretGrace.queryKey({}), { previousSecretExpiresAt: data.previousSecretExpiresAt });
      },
    }),
  );
  const expire = useMutation(
    trpc.webhooks.expirePreviousSecret.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.webhooks.secretGrace.queryKey({}), data),
      onSettled: () => queryClient.invalidateQueries(trpc.webhooks.secretGrace.pathFilter()),
    }),
  );
  return (
    <SigningSecretCard
      className="mt-6"
      description="Verify the webhook-signature header of every event with this secret (Standard Webhooks)."
      revealed={revealed}
      onRevealedChange={setRevealed}
      secret={secret.data?.secret}
      loadingSecret={secret.isFetching}
      rotate={(gracePeriod) => rotate.mutateAsync({ gracePeriod })}
      rotating={rotate.isPending}
      previousSecretExpiresAt={grace.data?.previousSecretExpiresAt}
      expirePrevious={{ run: () => expire.mutateAsync({}), pending: expire.isPending }}
    />
  );
}
