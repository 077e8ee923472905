import { z } from 'zod';
import type { CustomerRow } from '@/db/schema';
import { metadataSchema } from '../payments/payment-schemas';
import { listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';

/** Customer schemas, shared by the REST routes, the console and the OpenAPI document. */

export const CUSTOMER_EMAIL_MAX_LENGTH = 254;
export const CUSTOMER_NAME_MAX_LENGTH = 200;
export const CUSTOMER_EXTERNAL_ID_MAX_LENGTH = 255;

const emailSchema = z
  .email({ error: (issue) => (typeof issue.input === 'string' ? 'email must be an e-mail address' : 'email must be a string') })
  .max(CUSTOMER_EMAIL_MAX_LENGTH, `email must be at most ${CUSTOMER_EMAIL_MAX_LENGTH} characters`)
  .meta({ description: `Where the customer is written to; at most ${CUSTOMER_EMAIL_MAX_LENGTH} characters. Searched case-insensitively.`, example: 'ada@example.com' });

const nameLength = `name must be between 1 and ${CUSTOMER_NAME_MAX_LENGTH} characters`;
const nameSchema = z
  .string({ error: 'name must be a string' })
  .min(1, nameLength)
  .max(CUSTOMER_NAME_MAX_LENGTH, nameLength)
  .refine((value) => value === '' || value.trim() !== '', 'name must not be blank')
  .meta({ description: 'The customer’s or company’s name, as invoices will show it.', example: 'Ada Lovelace' });

const externalIdLength = `externalId must be between 1 and ${CUSTOMER_EXTERNAL_ID_MAX_LENGTH} characters`;
/** The tenant's own id for the customer: the `userId` its payments carry. Kept exactly as sent, as a payment's `userId` is. */
const externalIdSchema = z
  .string({ error: 'externalId must be a string' })
  .min(1, externalIdLength)
  .max(CUSTOMER_EXTERNAL_ID_MAX_LENGTH, externalIdLength)
  .refine((value) => value === '' || value.trim() !== '', 'externalId must not be blank')
  .meta({
    description:
      'The tenant’s own id for the customer, unique among its customers (a second one is a 409). Payments whose `userId` equals it are the ' +
      'customer’s: `GET /payments?userId=<externalId>`.',
    example: 'user-42',
  });

export const createCustomerInput = z.strictObject({
  email: emailSchema.nullish(),
  name: nameSchema.nullish(),
  externalId: externalIdSchema.nullish(),
  metadata: metadataSchema.nullish(),
});
export type CreateCustomerInput = z.infer<typeof createCustomerInput>;

export const customerIdInput = z.object({ id: rowIdParam('Customer id (UUID).') });

/** A change: the fields given are set, `null` clears one; `metadata` replaces the whole map. */
export const updateCustomerInput = z.strictObject({
  id: rowIdParam('Customer id (UUID).'),
  email: emailSchema.nullish(),
  name: nameSchema.nullish(),
  externalId: externalIdSchema.nullish(),
  metadata: metadataSchema.nullish().meta({ description: 'Replaces the whole map (`{}` or `null` empties it).' }),
});
export type UpdateCustomerInput = z.infer<typeof updateCustomerInput>;

export const customerSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    externalId: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

/** The answer to a deletion, and the `customer.deleted` event's data: the customer as it was, marked deleted. */
export const deletedCustomerSchema = customerSchema
  .extend({ deleted: z.literal(true).meta({ description: 'Always true: the customer is deleted and no longer listed or read.' }) })
  .meta({ id: 'DeletedCustomer' });
export type DeletedCustomer = z.infer<typeof deletedCustomerSchema>;

export const customerListSchema = listOutput(customerSchema).meta({ id: 'CustomerList' });

const filterText = (field: string, max: number) =>
  z
    .string()
    .min(1, `${field} must be between 1 and ${max} characters`)
    .max(max, `${field} must be between 1 and ${max} characters`)
    .optional();

export const listCustomersShape = {
  ...paginationInput,
  sortBy: sortByInput(['createdAt'] as const, 'createdAt'),
  email: filterText('email', CUSTOMER_EMAIL_MAX_LENGTH).meta({ description: 'Only the customer(s) with this e-mail address (case-insensitive).' }),
  externalId: filterText('externalId', CUSTOMER_EXTERNAL_ID_MAX_LENGTH).meta({ description: 'Only the customer with this external id (exact).' }),
  search: filterText('search', CUSTOMER_EMAIL_MAX_LENGTH).meta({
    description: 'Customers whose e-mail starts with the text (case-insensitive) or whose external id starts with it (exact case).',
  }),
};
export const listCustomersInput = listQueryInput(listCustomersShape);
export type ListCustomersInput = z.infer<typeof listCustomersInput>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    tenantId: row.tenantId,
    email: row.email,
    name: row.name,
    externalId: row.externalId,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
