'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Tenant } from '@/server/services/tenants/tenant-schemas';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { useToast } from '../ui/toast';
import { messageOf, useTRPC } from '../console/trpc';
import { useConsoleRole } from '../console/console-role';

type Action = 'suspend' | 'reactivate' | 'delete';

const copy: Record<Action, { verb: string; title: (name: string) => string; description: string; done: (name: string) => string }> = {
  suspend: {
    verb: 'Suspend',
    title: (name) => `Suspend ${name}?`,
    description: 'The tenant can no longer sign in or call the API, and its tokens stop working at once. Its data is kept; you can reactivate it later.',
    done: (name) => `${name} is suspended`,
  },
  reactivate: {
    verb: 'Reactivate',
    title: (name) => `Reactivate ${name}?`,
    description: 'The tenant can sign in and call the API again.',
    done: (name) => `${name} is active again`,
  },
  delete: {
    verb: 'Delete',
    title: (name) => `Delete ${name}?`,
    description: 'The tenant is deleted for good: it cannot sign in or be reactivated. Its data is kept for audit. This cannot be undone.',
    done: (name) => `${name} is deleted`,
  },
};

/** Suspending, reactivating and deleting are for operators and owners. */
export function TenantActions(props: { tenant: Tenant; size?: 'sm' | 'md' }) {
  const { mayChange } = useConsoleRole();
  return mayChange ? <TenantActionsControl {...props} /> : null;
}

/** The lifecycle actions a tenant's status allows (spec's state table), each confirmed in a dialog. */
function TenantActionsControl({ tenant, size = 'sm' }: { tenant: Tenant; size?: 'sm' | 'md' }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<Action | null>(null);
  const options = { onSettled: () => queryClient.invalidateQueries() };
  const suspend = useMutation(trpc.tenants.suspend.mutationOptions(options));
  const reactivate = useMutation(trpc.tenants.reactivate.mutationOptions(options));
  const remove = useMutation(trpc.tenants.delete.mutationOptions(options));
  const mutations = { suspend, reactivate, delete: remove };

  const available: Action[] = tenant.status === 'ACTIVE' ? ['suspend', 'delete'] : tenant.status === 'SUSPENDED' ? ['reactivate', 'delete'] : [];
  if (available.length === 0) return null;

  const confirm = async () => {
    if (!pending) return;
    try {
      await mutations[pending].mutateAsync({ id: tenant.id });
      toast.success(copy[pending].done(tenant.name));
      setPending(null);
    } catch (error) {
      toast.error(messageOf(error));
      setPending(null);
    }
  };

  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        {available.map((action) => (
          <Button key={action} size={size} variant={action === 'delete' ? 'ghost' : 'secondary'} className={action === 'delete' ? 'text-red-600 dark:text-red-400' : undefined} onClick={() => setPending(action)} aria-label={`${copy[action].verb} ${tenant.name}`}>
            {copy[action].verb}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        title={pending ? copy[pending].title(tenant.name) : ''}
        description={pending ? copy[pending].description : ''}
        confirmLabel={pending ? copy[pending].verb : ''}
        destructive={pending !== 'reactivate'}
        typeToConfirm={pending === 'delete' ? { label: `Type the app ID ${tenant.appId} to confirm`, value: tenant.appId } : undefined}
        pending={pending ? mutations[pending].isPending : false}
      />
    </>
  );
}
