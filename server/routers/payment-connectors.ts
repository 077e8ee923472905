import {
  connectorIdInput,
  connectorListSchema,
  connectorSchema,
  connectorTestSchema,
  createConnectorInput,
  disableConnectorInput,
  listConnectorsInput,
  listPlatformConnectorsInput,
  platformConnectorListSchema,
  platformConnectorSchema,
  toConnector,
  updateConnectorInput,
} from '../services/payment-connectors/connector-schemas';
import {
  createConnector,
  deleteConnector,
  disableConnector,
  findConnector,
  listConnectors,
  listPlatformConnectors,
  testConnector,
  updateConnector,
} from '../services/payment-connectors/manage-connectors';
import { adminProcedure, router, tenantProcedure } from '../trpc';

const tags = ['Payment connectors'];

/**
 * Reading connectors is reading about the tenant (`tenant:read`); connecting, changing and removing
 * them hands over or takes away where money goes: the tenant's token and the console only.
 */
const connectorsReader = tenantProcedure.meta({ permission: { resource: 'tenant' } });
const connectorsManagement = tenantProcedure.meta({ permission: 'refused' });


/**
 * The calling tenant's payment connectors (its own Stripe account beside the built-in sandbox), and
 * the administrators' view across tenants. No answer holds a credential: the last four characters only.
 */
export const paymentConnectorsRouter = router({
  create: connectorsManagement
    .meta({
      fresh: true,
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 403, 409, 413, 415, 429, 503],
        path: '/tenants/me/payment-connectors',
        tags,
        summary: 'Connect a payment provider account',
        description:
          '`provider` is `stripe` (with `secretKey`, a secret or restricted key, and `webhookSecret`, the signing secret of the Stripe webhook ' +
          'endpoint pointed at this connector’s `webhookUrl`) or `sandbox`. A Stripe key is checked against Stripe first: a key Stripe refuses is a ' +
          '400 saying what Stripe said; Stripe not answering is a 503. Both secrets are stored sealed and never answered (`…LastFour` only). The ' +
          'tenant’s first connector becomes its default, as does one sent with `isDefault: true`. API keys cannot manage connectors (403).',
      },
    })
    .input(createConnectorInput)
    .output(connectorSchema)
    .mutation(({ ctx, input }) => createConnector(ctx, ctx.tenant.id, input)),

  list: connectorsReader
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 403, 429],
        path: '/tenants/me/payment-connectors',
        tags,
        summary: 'The tenant’s payment connectors (never their credentials)',
        description: 'Newest first by default. Each shows its webhook address, whether it is the default, and the last event it received.',
      },
    })
    .input(listConnectorsInput)
    .output(connectorListSchema)
    .query(({ ctx, input }) => listConnectors(ctx.db, ctx.scope, input, ctx.publicBaseUrl)),

  get: connectorsReader
    .meta({ openapi: { method: 'GET', errorResponses: [401, 403, 404, 429], path: '/tenants/me/payment-connectors/{id}', tags, summary: 'One payment connector', description: 'Another tenant’s connector, a removed one or an unknown id is a 404.' } })
    .input(connectorIdInput)
    .output(connectorSchema)
    .query(async ({ ctx, input }) => toConnector(await findConnector(ctx.db, ctx.tenant.id, input.id), ctx.publicBaseUrl)),

  update: connectorsManagement
    .meta({
      fresh: true,
      openapi: {
        method: 'PATCH',
        errorResponses: [400, 401, 403, 404, 413, 415, 429, 503],
        path: '/tenants/me/payment-connectors/{id}',
        tags,
        summary: 'Rename a connector, make it the default, enable or disable it, or replace its credentials',
        description:
          '`isDefault: true` makes it the default (the previous default stops being it). `enabled: false` refuses new payments through it; its ' +
          'payments’ events still apply. A new `secretKey` is checked against Stripe as when connecting.',
      },
    })
    .input(updateConnectorInput)
    .output(connectorSchema)
    .mutation(({ ctx, input }) => updateConnector(ctx, ctx.tenant.id, input)),

  delete: connectorsManagement
    .meta({
      fresh: true,
      openapi: {
        method: 'DELETE',
        errorResponses: [401, 403, 404, 429],
        path: '/tenants/me/payment-connectors/{id}',
        tags,
        summary: 'Disconnect a payment connector',
        description:
          'Answers the connector as it was left (DISABLED, not the default). New payments use the default connector, or the sandbox when none is ' +
          'left. The payments made through it keep it: Stripe’s events for them are still verified and applied.',
      },
    })
    .input(connectorIdInput)
    .output(connectorSchema)
    .mutation(({ ctx, input }) => deleteConnector(ctx, ctx.tenant.id, input.id)),

  test: connectorsReader
    .meta({
      bodyless: true,
      permission: 'refused',
      openapi: {
        method: 'POST',
        errorResponses: [401, 403, 404, 429, 503],
        path: '/tenants/me/payment-connectors/{id}/test',
        tags,
        summary: 'Check the connector’s credentials against the provider now',
        description: '`ok` and, in `message`, what the provider said (a refused key is `ok: false`, not an error). 503 when the provider does not answer. The body may be omitted.',
      },
    })
    .input(connectorIdInput)
    .output(connectorTestSchema)
    .mutation(({ ctx, input }) => testConnector(ctx, ctx.tenant.id, input.id)),

  listAll: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401],
        path: '/platform/payment-connectors',
        tags,
        summary: "Every tenant's payment connectors (administrators)",
        description: 'Every tenant’s connectors (removed ones left out), newest first, each with its tenant; filtered by tenant, provider and status. No credential.',
      },
    })
    .input(listPlatformConnectorsInput)
    .output(platformConnectorListSchema)
    .query(({ ctx, input }) => listPlatformConnectors(ctx.db, ctx.scope, input, ctx.publicBaseUrl)),

  disable: adminProcedure
    .meta({
      bodyless: true,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 404, 413, 415],
        path: '/platform/payment-connectors/{id}/disable',
        tags,
        summary: 'Disable a tenant’s payment connector (administrators)',
        description: 'New payments through it are refused (422) until it is enabled again; its payments’ events still apply. `reason` is shown to the tenant. The body may be omitted.',
      },
    })
    .input(disableConnectorInput)
    .output(platformConnectorSchema)
    .mutation(({ ctx, input }) => disableConnector(ctx, input.id, input.reason)),
});
