import { router } from '../trpc';
import { auditRouter } from './audit';
import { healthRouter } from './health';
import { paymentsRouter } from './payments';
import { tenantsRouter } from './tenants';

/** Every procedure of the app: the REST surfaces are generated from it and the console calls it. */
export const appRouter = router({
  health: healthRouter,
  tenants: tenantsRouter,
  payments: paymentsRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
