import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { AcceptInvitationForm } from '@/components/console/accept-invitation-form';
import { SignInPage } from '@/components/console/sign-in-page';
import { Card } from '@/components/ui/card';
import { previewFromLink } from '@/server/console/invitation-links';
import { getContainer } from '@/server/runtime/process-container';
import { acceptInvitationAction } from './actions';

export const metadata: Metadata = { title: 'Invitation · Billing Console', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The page behind an invitation's link: what the invitation is, and the form that accepts it. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await previewFromLink(await getContainer(), decodeURIComponent(token), await headers());
  return (
    <SignInPage
      title={state.ok ? 'You are invited' : 'Invitation not valid'}
      intro={
        state.ok && (
          <>
            {state.preview.invitedBy ?? 'An administrator'} invited <strong className="font-medium text-zinc-700 dark:text-zinc-200">{state.preview.email}</strong>{' '}
            {state.preview.kind === 'admin' ? 'to administer the platform' : `to join ${state.preview.tenantName}`} as {state.preview.roleLabel}.
          </>
        )
      }
    >
      {state.ok ? (
        <AcceptInvitationForm
          action={acceptInvitationAction.bind(null, decodeURIComponent(token))}
          email={state.preview.email}
          hasAccount={state.preview.hasAccount}
          expiresAt={state.preview.expiresAt}
        />
      ) : (
        <Card>
          <p role="alert" className="px-6 py-5 text-sm text-red-700 dark:text-red-300">
            {state.message} Ask whoever invited you to send a new invitation.
          </p>
        </Card>
      )}
    </SignInPage>
  );
}
