'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SigningSecretCard } from '../signing-secret-card';
import { useTRPC } from '../trpc';

/** An endpoint's own signing secret; the primary endpoint's is the tenant's (Settings shows the same). */
export function EndpointSecretPanel({ id, className }: { id: string; className?: string }) {
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
        // The primary endpoint's secret is the tenant's: Settings reads it afresh.
        return Promise.all([queryClient.invalidateQueries(trpc.webhooks.secret.pathFilter()), queryClient.invalidateQueries(trpc.webhooks.secretGrace.pathFilter())]);
      },
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
    />
  );
}
