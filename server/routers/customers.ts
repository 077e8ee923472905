import {
  createCustomer,
  createCustomerInput,
  customerIdInput,
  customerListSchema,
  customerSchema,
  deleteCustomer,
  deletedCustomerSchema,
  findCustomer,
  listCustomers,
  listCustomersInput,
  toCustomer,
  updateCustomer,
  updateCustomerInput,
} from '../services/customers';
import { router, tenantProcedure } from '../trpc';

const tags = ['Customers'];

/** What an API key needs here: customers (read for queries, write for changes). */
const customersProcedure = tenantProcedure.meta({ permission: { resource: 'customers' } });

/**
 * The calling tenant's customers: whom it bills. The tenant comes from the token, never from the
 * input; `/customers` is declared before the `/customers/{id}` routes.
 */
export const customersRouter = router({
  create: customersProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 403, 409, 413, 415, 429],
        path: '/customers',
        tags,
        summary: 'Create a customer',
        description:
          'Every field is optional. `externalId` is the tenant’s own id for the customer: its payments’ `userId`. A second customer with the same ' +
          '`externalId` is a 409 (a deleted customer’s is free again). A `customer.created` webhook event is queued. With an `Idempotency-Key`, a ' +
          'repeat returns the first customer (200).',
      },
    })
    .input(createCustomerInput)
    .output(customerSchema)
    .mutation(({ ctx, input }) => createCustomer(ctx, ctx.tenant.id, input)),

  list: customersProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 403, 429],
        path: '/customers',
        tags,
        summary: 'List the tenant’s customers',
        description: 'Newest first by default; deleted customers are not listed. Filtered by e-mail or external id (exact), or `search` (either one’s start).',
      },
    })
    .input(listCustomersInput)
    .output(customerListSchema)
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.scope, input)),

  get: customersProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [401, 403, 404, 429],
        path: '/customers/{id}',
        tags,
        summary: 'A customer by id',
        description: 'Another tenant’s customer, a deleted one or an unknown id is a 404. Its payments: `GET /payments?userId=<externalId>`.',
      },
    })
    .input(customerIdInput)
    .output(customerSchema)
    .query(async ({ ctx, input }) => toCustomer(await findCustomer(ctx.db, ctx.tenant.id, input.id))),

  update: customersProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        errorResponses: [400, 401, 403, 404, 409, 413, 415, 429],
        path: '/customers/{id}',
        tags,
        summary: 'Change a customer',
        description:
          'Sets the fields given; `null` clears one; `metadata` replaces the whole map. An `externalId` another customer has is a 409. A ' +
          '`customer.updated` event is queued when something changed.',
      },
    })
    .input(updateCustomerInput)
    .output(customerSchema)
    .mutation(({ ctx, input }) => updateCustomer(ctx, ctx.tenant.id, input)),

  delete: customersProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        errorResponses: [401, 403, 404, 429],
        path: '/customers/{id}',
        tags,
        summary: 'Delete a customer',
        description:
          'Deletes it as Stripe does (not an archive): it is no longer listed or read (404), and its `externalId` is free for a new customer. ' +
          'Answers the customer as it was, with `deleted: true`; a `customer.deleted` event is queued. Its payments are untouched.',
      },
    })
    .input(customerIdInput)
    .output(deletedCustomerSchema)
    .mutation(({ ctx, input }) => deleteCustomer(ctx, ctx.tenant.id, input.id)),
});
