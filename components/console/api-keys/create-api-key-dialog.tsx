'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ApiKeyAccess, ApiKeyResource, CreatedApiKey } from '@/server/services/api-keys/api-key-schemas';
import { fromLocalInput, zoneLabel } from '@/server/services/time/time';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextAreaField, TextField } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { useTimeZone } from '../../ui/time-zone';
import { fieldErrorsOf, messageOf, useTRPC } from '../trpc';
import { accessLabels, accessLevels, apiKeyResources, resourceLabels } from './api-key-parts';

type Grid = Record<ApiKeyResource, ApiKeyAccess>;
const noAccess = () => Object.fromEntries(apiKeyResources.map((resource) => [resource, 'none'])) as Grid;

const checkbox = 'mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-700';

/**
 * A new API key: a name, its permissions (none, read or write per resource, or all of them), an
 * optional expiry and the addresses it may be used from. The server validates with the API's
 * rules; its messages show at their fields. `onCreated` gets the key, which is in this answer only.
 */
export function CreateApiKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedApiKey) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Create API key" description="For one integration, with only the permissions it needs. The key is shown once, when it is created.">
      {/* Mounted while open only: a closed form forgets what was chosen. */}
      <CreateApiKeyForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

/** `allowedIps.2 "x" is not…` as the form names it: the line of the list it is on. */
const addressMessage = (field: string, message: string) => {
  const line = /^allowedIps\.(\d+)$/.exec(field);
  return line ? message.replace(/^allowedIps\.\d+ /, `Line ${Number(line[1]) + 1}: `) : message.replace(/^allowedIps /, 'Allowed addresses ');
};

function CreateApiKeyForm({ onClose, onCreated }: { onClose: () => void; onCreated: (created: CreatedApiKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const create = useMutation(trpc.apiKeys.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.apiKeys.pathFilter()) }));
  const [all, setAll] = useState(false);
  const [grid, setGrid] = useState<Grid>(noAccess);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const addressErrors = Object.entries(errors).filter(([field]) => field.startsWith('allowedIps'));
  const permissionErrors = Object.entries(errors)
    .filter(([field]) => field.startsWith('permissions'))
    .map(([, message]) => message);
  const otherError = errors.form ?? Object.entries(errors).find(([field]) => !['name', 'expiresAt'].includes(field) && !field.startsWith('allowedIps') && !field.startsWith('permissions'))?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expiry = String(form.get('expiresAt') ?? '');
    const expiresAt = expiry === '' ? null : fromLocalInput(expiry, timeZone);
    if (expiry !== '' && !expiresAt) {
      setErrors({ expiresAt: 'Expires must be a date and time' });
      return;
    }
    const allowedIps = String(form.get('allowedIps') ?? '')
      .split(/[\s,]+/)
      .filter((block) => block !== '');
    setErrors({});
    try {
      const created = await create.mutateAsync({
        name: String(form.get('name') ?? ''),
        permissions: all ? 'all' : grid,
        expiresAt: expiresAt?.toISOString() ?? null,
        allowedIps,
      });
      onCreated(created);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Name" name="name" required maxLength={100} placeholder="Reporting job" hint="What the key is for, as your team will read it." error={errors.name} autoFocus />

      <fieldset aria-describedby={permissionErrors.length > 0 ? `${id}-permissions-error` : `${id}-permissions-hint`}>
        <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">Permissions</legend>
        <p id={`${id}-permissions-hint`} className="mb-2 text-xs text-zinc-500 dark:text-zinc-400">
          Write includes read. A request the key is not allowed is refused with 403, naming the permission it lacks.
        </p>
        <div className="mb-3 flex items-start gap-2">
          <input id={`${id}-all`} type="checkbox" className={checkbox} checked={all} onChange={(event) => setAll(event.target.checked)} />
          <label htmlFor={`${id}-all`} className="text-sm">
            <span className="font-medium">All permissions</span>
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">Write on every resource, those added later too.</span>
          </label>
        </div>
        <div className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {apiKeyResources.map((resource) => (
            <div key={resource} role="radiogroup" aria-labelledby={`${id}-${resource}`} className="flex items-center justify-between gap-2 px-3 py-2">
              <span id={`${id}-${resource}`} className={all ? 'text-sm text-zinc-500 dark:text-zinc-400' : 'text-sm'}>
                {resourceLabels[resource]}
              </span>
              <div className="flex gap-3">
                {accessLevels.map((access) => (
                  <label key={access} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="radio"
                      name={`${id}-${resource}`}
                      value={access}
                      disabled={all}
                      checked={all ? access === 'write' : grid[resource] === access}
                      onChange={() => setGrid((current) => ({ ...current, [resource]: access }))}
                      className="size-4 accent-indigo-600"
                    />
                    {accessLabels[access]}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
        {permissionErrors.length > 0 && (
          <div id={`${id}-permissions-error`} className="mt-1.5 space-y-1 text-sm text-red-600 dark:text-red-400">
            {permissionErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </fieldset>

      <TextField
        label="Expires"
        name="expiresAt"
        type="datetime-local"
        hint={`Optional: empty, it never expires. In ${zoneLabel(timeZone)}.`}
        error={errors.expiresAt?.replace(/^expiresAt /, 'Expires ')}
        className="max-w-72"
      />
      <TextAreaField
        label="Allowed addresses"
        name="allowedIps"
        rows={3}
        className="[&_textarea]:min-h-20 [&_textarea]:font-mono"
        placeholder={'203.0.113.0/24\n2001:db8::/32'}
        spellCheck={false}
        autoCapitalize="off"
        hint="Optional: IPv4 or IPv6 CIDR blocks, one a line (a single address is a /32 or /128). Empty: anywhere."
        error={addressErrors.map(([field, message]) => addressMessage(field, message)).join(' ') || undefined}
      />
      <FormAlert message={otherError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
  );
}
