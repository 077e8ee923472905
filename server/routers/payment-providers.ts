import { paymentProvidersOf, type PaymentProviders } from '../services/payment-connectors/connector-providers';
import type { RequestContext } from '../trpc';

/** The providers a request's payment calls go through: the tenant's connectors, else the instance's provider. */
export const providersOf = (ctx: RequestContext): PaymentProviders =>
  paymentProvidersOf({ db: ctx.db, secrets: ctx.secrets, stripe: ctx.stripe, fallback: ctx.paymentProvider });
