import { z } from 'zod';
import { listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { parseAddressBlock } from './cidr';

/** Tenant API key schemas, shared by the REST routes, the console and the OpenAPI document. */

/**
 * What a key's permissions are about. `webhooks` covers endpoints, deliveries and signing secrets;
 * `tenant` the tenant's own record (and reading its keys); `requestLog` the request log and the
 * traffic insights; `customers` and `prices` the billing catalog (a key made before they existed has
 * none of either, unless it is `all`).
 */
export const apiKeyResources = ['payments', 'refunds', 'disputes', 'customers', 'prices', 'webhooks', 'requestLog', 'tenant'] as const;
export type ApiKeyResource = (typeof apiKeyResources)[number];
/** `write` includes `read`. */
export const apiKeyAccessLevels = ['none', 'read', 'write'] as const;
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number];

/** A key's permissions as answered: `"all"`, or every resource with its access. */
export type ApiKeyPermissions = 'all' | Record<ApiKeyResource, ApiKeyAccess>;

/** The key's time windows to choose from when rolling it: how long the old key keeps working. */
export const rollOverlaps = { now: 0, '1h': 3_600_000, '24h': 86_400_000, '7d': 604_800_000 } as const;
export type RollOverlap = keyof typeof rollOverlaps;
const rollOverlapNames = Object.keys(rollOverlaps) as [RollOverlap, ...RollOverlap[]];

export const MAX_KEY_NAME_LENGTH = 100;
export const MAX_ALLOWED_IPS = 50;

const accessOf = (resource: ApiKeyResource) =>
  z.enum(apiKeyAccessLevels, { error: `permissions.${resource} must be none, read or write` }).optional().meta({ description: `Access to ${resource}.` });

const resourceList = apiKeyResources.join(', ');

const permissionMapSchema = z.strictObject(Object.fromEntries(apiKeyResources.map((resource) => [resource, accessOf(resource)])) as Record<ApiKeyResource, ReturnType<typeof accessOf>>, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => `permissions.${key} is not a resource (${resourceList})`).join('; ') : undefined),
});

/** The rule broken inside a permission map, for the union's one message (zod reports a failed union as a whole). */
function permissionsMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const input = issue.input;
  if (input === undefined) return 'permissions is required';
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'permissions must be "all" or an object giving resources none, read or write';
  const inMap = (issue as { errors?: z.core.$ZodIssue[][] }).errors?.[1] ?? [];
  const messages = inMap.map((inner) => (inner.message.startsWith('permissions') ? inner.message : `permissions.${inner.path.join('.')} ${inner.message}`));
  return messages.length > 0 ? messages.join('; ') : 'permissions must be "all" or an object giving resources none, read or write';
}

export const permissionsInput = z
  .union([z.literal('all'), permissionMapSchema], { error: permissionsMessage })
  .meta({
    description: `"all", or the access per resource (${resourceList}): none, read or write (write includes read). A resource left out is none.`,
    example: { payments: 'read', refunds: 'read' },
  });

const allowedIpsInput = z
  .array(z.string({ error: 'allowedIps must be a list of CIDR blocks' }), { error: 'allowedIps must be a list of CIDR blocks' })
  .max(MAX_ALLOWED_IPS, `allowedIps may hold at most ${MAX_ALLOWED_IPS} blocks`)
  .transform((blocks, ctx) => {
    const canonical: string[] = [];
    blocks.forEach((text, index) => {
      const parsed = parseAddressBlock(text);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', path: [index], message: `allowedIps.${index} ${JSON.stringify(text.slice(0, 60))} ${parsed.problem}` });
      else if (!canonical.includes(parsed.canonical)) canonical.push(parsed.canonical);
    });
    return canonical;
  })
  .meta({
    description: `Where the key may be used from: up to ${MAX_ALLOWED_IPS} IPv4 or IPv6 CIDR blocks (a single address is a /32 or /128). Empty: anywhere. A request from elsewhere is refused with 401.`,
    example: ['203.0.113.0/24', '2001:db8::/32'],
  });

const nameInput = z
  .string({ error: (issue) => (issue.input === undefined ? 'name is required' : 'name must be text') })
  .trim()
  .min(1, `name must be between 1 and ${MAX_KEY_NAME_LENGTH} characters`)
  .max(MAX_KEY_NAME_LENGTH, `name must be between 1 and ${MAX_KEY_NAME_LENGTH} characters`)
  .meta({ description: 'What the key is for, as people will read it.', example: 'Reporting job' });

/** A future moment: checked when the request is read, against the server's clock. */
const expiresAtInput = z.iso
  .datetime({ offset: true, error: 'expiresAt must be an ISO 8601 date-time, such as 2027-01-31T10:00:00Z' })
  // Text that is not a date-time is refused by the format alone.
  .refine((value) => Number.isNaN(Date.parse(value)) || Date.parse(value) > Date.now(), { message: 'expiresAt must be in the future' })
  .meta({ description: 'When the key stops working; absent or null: never.', example: '2027-01-31T10:00:00Z' });

export const createApiKeyInput = z.strictObject({
  name: nameInput,
  permissions: permissionsInput,
  expiresAt: expiresAtInput.nullable().optional(),
  allowedIps: allowedIpsInput.optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyIdInput = z.object({ id: rowIdParam('API key id (UUID).') });

export const updateApiKeyInput = z.strictObject({
  id: rowIdParam('API key id (UUID).'),
  name: nameInput.optional(),
  permissions: permissionsInput.optional().meta({ description: 'Replaces the key’s permissions.' }),
  expiresAt: expiresAtInput.nullable().optional().meta({ description: 'A new expiry; null: never. Not for a key being rolled (its expiry is the roll’s).' }),
  allowedIps: allowedIpsInput.optional().meta({ description: 'Replaces the blocks the key may be used from; empty: anywhere.' }),
});
export type UpdateApiKeyInput = z.infer<typeof updateApiKeyInput>;

export const rollApiKeyInput = z.strictObject({
  id: rowIdParam('API key id (UUID).'),
  expireOldIn: z
    .enum(rollOverlapNames, { error: (issue) => (issue.input === undefined ? 'expireOldIn is required' : `expireOldIn must be one of ${rollOverlapNames.join(', ')}`) })
    .meta({ description: 'How long the old key keeps working beside the new one: `now` refuses it at once.', example: '24h' }),
});
export type RollApiKeyInput = z.infer<typeof rollApiKeyInput>;

export const adminApiKeyIdInput = z.object({ id: rowIdParam('Tenant id (UUID).'), keyId: rowIdParam('API key id (UUID).') });

const accessOutput = z.enum(apiKeyAccessLevels);
export const permissionsSchema = z
  .union([z.literal('all'), z.object(Object.fromEntries(apiKeyResources.map((resource) => [resource, accessOutput])) as Record<ApiKeyResource, typeof accessOutput>)])
  .meta({ id: 'ApiKeyPermissions', description: '"all", or every resource with its access (none, read or write).' });

export const apiKeyStates = ['active', 'rolling', 'expired', 'revoked'] as const;
export type ApiKeyState = (typeof apiKeyStates)[number];

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The start of the key (`bk_` and its id part), safe to show.', example: 'bk_7Hq2LmZ8xK4pR9sT' }),
    lastFour: z.string().meta({ description: 'The key’s last four characters, to tell keys apart.' }),
    permissions: permissionsSchema,
    allowedIps: z.array(z.string()).meta({ description: 'CIDR blocks it may be used from; empty: anywhere.' }),
    state: z.enum(apiKeyStates).meta({
      description: '`active`; `rolling` (replaced by a roll, working until `expiresAt`); `expired` (past `expiresAt`, a rolled key included); `revoked`.',
    }),
    expiresAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
    replacedBy: z.uuid().nullable().meta({ description: 'The key a roll made to replace this one.' }),
    rolledAt: z.iso.datetime().nullable(),
    createdBy: z
      .object({
        type: z.enum(['person', 'tenant', 'admin']).meta({ description: '`person`: a console user (with their e-mail); `tenant`: the app secret’s token or sign-in; `admin`: an administrator.' }),
        id: z.string().nullable(),
        email: z.string().nullable(),
      })
      .meta({ description: 'Who created it.' }),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: 'The last request made with it, at most a minute behind.' }),
    lastUsedIp: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TenantApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().meta({ description: 'The key itself, `bk_…`: in this answer only. Send it as `Authorization: Bearer <key>`.', example: 'bk_7Hq2LmZ8xK4pR9sT_9fGh3JkL2mNb4VcX6zQw8ErT1yUi5OpA' }),
  })
  .meta({ id: 'CreatedTenantApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const rolledApiKeySchema = createdApiKeySchema
  .extend({ previous: apiKeySchema.meta({ description: 'The key rolled: `rolling` until its `expiresAt`, or already `expired` when rolled with `now`.' }) })
  .meta({ id: 'RolledTenantApiKey' });
export type RolledApiKey = z.infer<typeof rolledApiKeySchema>;

export const listApiKeysShape = { ...paginationInput, sortBy: sortByInput(['createdAt'] as const, 'createdAt') };
export const listApiKeysInput = listQueryInput(listApiKeysShape);
export type ListApiKeysInput = z.infer<typeof listApiKeysInput>;
export const apiKeyListSchema = listOutput(apiKeySchema).meta({ id: 'TenantApiKeyList' });
