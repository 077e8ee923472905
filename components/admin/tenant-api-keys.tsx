'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKey } from '@/server/services/api-keys/api-key-schemas';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { useToast } from '../ui/toast';
import { ApiKeysTable } from '../console/api-keys/api-keys-table';
import { RevokeConfirmation } from '../console/api-keys/api-keys-page';
import { useConsoleRole } from '../console/console-role';
import { messageOf, useTRPC } from '../console/trpc';

/**
 * A tenant's API keys as the tenant lists them (never a key: it exists in its creation's answer
 * only), with `Revoke` for administrators who may change things: a leaked key stopped without
 * waiting for the tenant.
 */
export function TenantApiKeys({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mayChange } = useConsoleRole();
  const list = useQuery(trpc.apiKeys.listForTenant.queryOptions({ id, limit: 100 }));
  const revoke = useMutation(trpc.apiKeys.revokeForTenant.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.apiKeys.listForTenant.pathFilter()) }));
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const total = list.data?.pagination.total;
  return (
    <Card className="mt-6">
      <CardHeader title="API keys" description={total === undefined ? undefined : total > 100 ? `The newest 100 of ${total.toLocaleString('en')}` : `${total.toLocaleString('en')} in all`} />
      <ApiKeysTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText="This tenant has no API key."
        actions={
          mayChange
            ? (key) =>
                key.state !== 'revoked' && (
                  <Button variant="secondary" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => setRevoking(key)}>
                    Revoke
                  </Button>
                )
            : undefined
        }
      />
      <RevokeConfirmation
        apiKey={revoking}
        onClose={() => {
          revoke.reset();
          setRevoking(null);
        }}
        pending={revoke.isPending}
        error={revoke.isError ? messageOf(revoke.error) : null}
        onConfirm={(key) =>
          revoke.mutate(
            { id, keyId: key.id },
            {
              onSuccess: () => {
                toast.success(`${key.name} revoked`);
                setRevoking(null);
              },
            },
          )
        }
      />
    </Card>
  );
}
