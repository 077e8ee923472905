/**
 * Where the provider shows one of its objects to the merchant: Stripe's dashboard, in the mode of
 * the connector's key (`/test/…` for a test key), for the ids a Stripe connector's payments,
 * refunds and disputes carry (`pi_…`, `re_…`, `du_…`/`dp_…`). The sandbox has no dashboard: null.
 * Browser-safe: the console builds the links from the connector its pages read.
 */

export type ProviderAccount = { provider: string; livemode: boolean };
export type DashboardObject = 'payments' | 'refunds' | 'disputes';

const STRIPE_DASHBOARD = 'https://dashboard.stripe.com';

export function providerDashboardUrl(account: ProviderAccount | null | undefined, object: DashboardObject, providerId: string | null | undefined): string | null {
  if (!account || account.provider !== 'stripe' || !providerId) return null;
  return `${STRIPE_DASHBOARD}${account.livemode ? '' : '/test'}/${object}/${encodeURIComponent(providerId)}`;
}
