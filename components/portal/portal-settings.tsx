'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
// Before the schemas below are built (see the module).
import '../console/zod-without-eval';
import { tenantNameSchema } from '@/server/services/tenants/tenant-schemas';
import { Button } from '../ui/button';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { TextLink } from '../ui/text-link';
import { useOwnEndpoints } from '../console/webhook-endpoints/endpoint-directory';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { useUnsavedChangesWarning } from '../console/use-unsaved-changes';
import { useConsoleRole } from '../console/console-role';
import { memberRoleLabels } from '@/server/services/people/role-labels';

/** The message of the first rule a value breaks, by the API's own schema. */
function problemWith(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export function PortalSettings() {
  // A viewer reads the settings; changes are for developers and owners.
  const { mayChange, role } = useConsoleRole();
  return (
    <>
      <PageHeader title="Settings" description="Your tenant's name. Where billing events are sent, and how they are signed, is set on Webhook endpoints." />
      <ProfileForm readOnly={!mayChange} />
      {!mayChange && (
        <p className="mt-6 text-sm text-zinc-600 dark:text-zinc-400">
          Your role ({memberRoleLabels[role as keyof typeof memberRoleLabels] ?? role}) reads these settings. Developers and owners change them.
        </p>
      )}
      <WebhooksLink />
    </>
  );
}

function ProfileForm({ readOnly }: { readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const me = useQuery(trpc.tenants.me.queryOptions({}));
  const update = useMutation(trpc.tenants.updateMe.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
  const [error, setError] = useState<string | undefined>();
  // What is typed and not saved yet: leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const problem = problemWith(tenantNameSchema, name);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ name });
      setDirty(false);
      toast.success('Settings saved');
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      if (byField.name) setError(byField.name);
      else toast.error(messageOf(failure));
    }
  }

  return (
    <Card>
      <CardHeader title="Profile" description="The name your people and the administrators see." />
      {me.data ? (
        <form key={me.data.updatedAt} onSubmit={onSubmit} className="px-5 py-5" noValidate>
          <fieldset disabled={readOnly} className="space-y-4">
            <TextField
              label="Name"
              name="name"
              defaultValue={me.data.name}
              error={error}
              onChange={(event) => {
                setDirty(event.target.value !== me.data.name);
                // A shown error goes as soon as the name is right, not on the next blur (which, moving
                // the Save button up, would take the click meant for it).
                if (error) setError(problemWith(tenantNameSchema, event.target.value));
              }}
              onBlur={(event) => setError(problemWith(tenantNameSchema, event.target.value))}
              className="max-w-md"
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
        <div className="h-32 animate-pulse" />
      )}
    </Card>
  );
}

/**
 * Webhooks have one home, the endpoints page: the primary endpoint (the API's `webhookUrl`) is
 * changed, tested and its secret rotated there like every other. Settings says where it is.
 */
function WebhooksLink() {
  const { endpoints } = useOwnEndpoints();
  const primary = endpoints.find((endpoint) => endpoint.primary);
  return (
    <Card className="mt-6" label="Webhooks">
      <CardHeader title="Webhooks" description="Endpoints, the event types each receives, their signing secrets and test events." />
      <div className="space-y-2 px-5 py-4 text-sm">
        <p>
          <TextLink href="/portal/webhooks/endpoints">Manage webhook endpoints</TextLink>
        </p>
        {primary && (
          <p className="min-w-0 text-zinc-600 dark:text-zinc-400">
            Primary endpoint (the API&apos;s <code className="font-mono text-xs">webhookUrl</code>):{' '}
            <TextLink href={`/portal/webhooks/endpoints/${primary.id}`} className="break-all font-mono text-xs">
              {primary.url}
            </TextLink>
          </p>
        )}
      </div>
    </Card>
  );
}
