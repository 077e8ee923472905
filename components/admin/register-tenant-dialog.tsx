'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { loadTenantSchemas } from '../console/load-schemas';
import { fieldErrorsOf, messageOf, statusOf, useTRPC } from '../console/trpc';

/** Registers a tenant, validated by the API's own schema before it is sent and by the server after. */
export function RegisterTenantDialog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useMutation(trpc.tenants.register.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const input = {
      name: form.name ?? '',
      appSecret: form.appSecret ?? '',
      ...(form.appId ? { appId: form.appId } : {}),
      ...(form.webhookUrl ? { webhookUrl: form.webhookUrl } : {}),
    };
    const { registerTenantInput } = await loadTenantSchemas();
    const parsed = registerTenantInput.safeParse(input);
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[String(issue.path[0])] ??= issue.message;
      setErrors(byField);
      return;
    }
    setErrors({});
    try {
      const tenant = await register.mutateAsync(parsed.data);
      toast.success(`${tenant.name} registered with app ID ${tenant.appId}`);
      setOpen(false);
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
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          setErrors({});
        }}
        title="Register tenant"
        description="The tenant signs in with its app ID and secret. The secret is stored only as a hash: share it now."
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField label="Name" name="name" required error={errors.name} autoFocus />
          <TextField label="App ID" name="appId" error={errors.appId} hint="Letters, digits and hyphens. Leave empty to generate one." spellCheck={false} />
          <TextField label="App secret" name="appSecret" type="password" autoComplete="new-password" required error={errors.appSecret} hint="At least 12 characters." />
          <TextField label="Webhook URL" name="webhookUrl" type="url" error={errors.webhookUrl} hint="Optional. Public https URL that receives billing events." />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
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
