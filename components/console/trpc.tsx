'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { type ReactNode, useState } from 'react';
import type { AppRouter } from '@/server/routers';
import { ToastProvider } from '../ui/toast';
import type { ConsoleKind } from './auth-client';
import { confirmItsYouLink } from './confirm-its-you-link';
import { type ConsoleRole, ConsoleRoleProvider } from './console-role';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The HTTP status tRPC reported for a failed call, if it was one. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/** Field messages of a validation failure, keyed by field (the server's zod issues). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const issues = error instanceof TRPCClientError ? (error.data as { issues?: Array<{ field: string; message: string }> } | undefined)?.issues : undefined;
  const byField: Record<string, string> = {};
  for (const issue of issues ?? []) byField[issue.field] ??= issue.message;
  return byField;
}

export function messageOf(error: unknown): string {
  if (error instanceof TRPCClientError) return error.message;
  return 'Something went wrong. Try again.';
}

/** Why the server stopped accepting the session, from its 401 message (the spec's wording). */
const reasonOf = (message: string) => (message === 'Tenant suspended' ? 'suspended' : message === 'Tenant deleted' ? 'deleted' : 'expired');

/**
 * A session that ended (signed out elsewhere, suspended, expired) sends the browser to sign in
 * again, on the tab of the console it was in.
 */
function onUnauthorizedIn(kind: ConsoleKind) {
  return (error: unknown) => {
    if (statusOf(error) !== 401 || typeof window === 'undefined') return;
    const query = new URLSearchParams({ reason: reasonOf(messageOf(error)), ...(kind === 'tenant' ? { as: 'tenant' } : {}) });
    // A full load on purpose: /logout is a route handler that clears the cookie, and nothing of the
    // ended session may stay in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/logout?${query}`);
  };
}

/**
 * `kind` is the sign-in tab a session that ends goes back to: `tenant` (App secret) for the
 * app-secret sign-in, `admin` (E-mail) for every person, whichever console they are in.
 */
export function ConsoleProviders({ kind, role, children }: { kind: ConsoleKind; role: ConsoleRole; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: onUnauthorizedIn(kind) }),
        mutationCache: new MutationCache({ onError: onUnauthorizedIn(kind) }),
        defaultOptions: {
          queries: {
            staleTime: 5_000,
            // 4xx answers will not change on their own; a 5xx or a network error gets two more tries.
            retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 2,
          },
        },
      }),
  );
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [confirmItsYouLink(), httpBatchLink({ url: '/api/trpc' })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ConsoleRoleProvider value={role}>
          <ToastProvider>{children}</ToastProvider>
        </ConsoleRoleProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
