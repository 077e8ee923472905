import 'server-only';
import { router } from '../trpc';
import { accountRouter } from './account';
import { apiKeysRouter } from './api-keys';
import { jobsRouter } from './jobs';
import { meRouter } from './me';
import { auditRouter } from './audit';
import { consoleRouter } from './console';
import { coursesRouter } from './courses';
import { customersRouter } from './customers';
import { disputesRouter } from './disputes';
import { exportsRouter } from './exports';
import { healthRouter } from './health';
import { passkeysRouter } from './passkeys';
import { passwordResetRouter } from './password-reset';
import { paymentConnectorsRouter } from './payment-connectors';
import { paymentsRouter } from './payments';
import { pricesRouter } from './prices';
import { platformRouter } from './platform';
import { providerWebhooksRouter } from './provider-webhooks';
import { stripeWebhooksRouter } from './stripe-webhooks';
import { refundsRouter } from './refunds';
import { requestLogRouter } from './request-log';
import { invitationsRouter, teamRouter } from './team';
import { tenantsRouter } from './tenants';
import { twoFactorRouter } from './two-factor';
import { webhookEndpointsRouter } from './webhook-endpoints';
import { webhooksRouter } from './webhooks';

/** Every procedure of the app: the REST surfaces are generated from it and the console calls it. */
export const appRouter = router({
  health: healthRouter,
  tenants: tenantsRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  webhookEndpoints: webhookEndpointsRouter,
  paymentConnectors: paymentConnectorsRouter,
  payments: paymentsRouter,
  refunds: refundsRouter,
  disputes: disputesRouter,
  customers: customersRouter,
  prices: pricesRouter,
  platform: platformRouter,
  requestLog: requestLogRouter,
  audit: auditRouter,
  exports: exportsRouter,
  providerWebhooks: providerWebhooksRouter,
  stripeWebhooks: stripeWebhooksRouter,
  console: consoleRouter,
  me: meRouter,
  account: accountRouter,
  courses: coursesRouter,
  jobs: jobsRouter,
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
  team: teamRouter,
  invitations: invitationsRouter,
  passwordReset: passwordResetRouter,
});

export type AppRouter = typeof appRouter;
