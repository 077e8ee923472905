'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SigningSecretCard } from '../signing-secret-card';
import { useTRPC } from '../trpc';

/**
 * An endpoint's own signing secret. The primary endpoint's is the tenant's (the API's
 * `/tenants/me/webhook-secret`): its previous secret can also be ended before its grace period is over.
 */
export function EndpointSecretPanel({ id, primary = false, className }: { id: string; primary?: boolean; className?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const secret = useQuery({ ...trpc.webhookEndpoints.secret.queryOptions({ id }), enabled: revealed, staleTime: Infinity });
  const grace = useQuery(trpc.webhookEndpoints.secretGrace.queryOptions({ id }));
  const rotate = useMutation(
    trpc.webhookEndpoints.rotateSecret.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.webhookEndpoints.secret.queryKey({ id }), { secret: data.secret });
        queryClient.setQueryData(trpc.webhookEndpoints.secretGrace.queryKey({ id }), { previousSecretExpiresAt: data.previousSecretExpiresAt });
        // The primary endpoint's secret is the tenant's: read afresh where it is read as such.
        return Promise.all([queryClient.invalidateQueries(trpc.webhooks.secret.pathFilter()), queryClient.invalidateQueries(trpc.webhooks.secretGrace.pathFilter())]);
      },
    }),
  );
  const expire = useMutation(
    trpc.webhooks.expirePreviousSecret.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.webhookEndpoints.secretGrace.queryKey({ id }), data),
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.webhookEndpoints.secretGrace.pathFilter()), queryClient.invalidateQueries(trpc.webhooks.secretGrace.pathFilter())]),
    }),
  );
  return (
    <SigningSecretCard
      className={className}
      description="Verify the webhook-signature header of every event to this endpoint with this secret (Standard Webhooks)."
      revealed={revealed}
      onRevealedChange={setRevealed}
      secret={secret.data?.secret}
      loadingSecret={secret.isFetching}
      rotate={(gracePeriod) => rotate.mutateAsync({ id, gracePeriod })}
      rotating={rotate.isPending}
      previousSecretExpiresAt={grace.data?.previousSecretExpiresAt}
      expirePrevious={primary ? { run: () => expire.mutateAsync({}), pending: expire.isPending } : undefined}
    />
  );
}
