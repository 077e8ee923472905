import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/console/forgot-password-form';
import { SignInPage } from '@/components/console/sign-in-page';
import { requestPasswordResetAction } from './actions';

export const metadata: Metadata = { title: 'Forgot your password? · Billing Console', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** Asks for a link to choose a new password, sent by mail to the account's address. */
export default function ForgotPasswordPage() {
  return (
    <SignInPage title="Forgot your password?" intro="Enter the e-mail address you sign in with: we mail it a link to choose a new password.">
      <ForgotPasswordForm action={requestPasswordResetAction} />
    </SignInPage>
  );
}
