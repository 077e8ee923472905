/**
 * Where each sealed secret lives: the associated data it is sealed with (server/infra/secret-box.ts),
 * so a value copied to another row or column does not open. One function per stored secret; a new
 * credential the product keeps (a payment connector's API key) gets its place here and its column
 * in `stored-secrets.ts`, and is sealed and rotated like the others.
 */
export const secretPlaces = {
  totpSecret: (personId: string) => `people.totp_secret:${personId}`,
  totpPendingSecret: (personId: string) => `people.totp_pending_secret:${personId}`,
  tenantWebhookSecret: (tenantId: string) => `tenants.webhook_secret:${tenantId}`,
  tenantPreviousWebhookSecret: (tenantId: string) => `tenants.previous_webhook_secret:${tenantId}`,
  endpointSecret: (endpointId: string) => `webhook_endpoints.secret:${endpointId}`,
  endpointPreviousSecret: (endpointId: string) => `webhook_endpoints.previous_secret:${endpointId}`,
  endpointHeader: (endpointId: string, name: string) => `webhook_endpoints.headers:${endpointId}:${name}`,
  canary: (id: string) => `stored_secrets_canary.sealed:${id}`,
};

type HeaderBox = { seal(plaintext: string, place: string): string; open(sealed: string, place: string): string };

/** An endpoint's custom headers as stored: the names in the clear (viewers read them), each value sealed. */
export const sealHeaderValues = (box: HeaderBox, endpointId: string, headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, box.seal(value, secretPlaces.endpointHeader(endpointId, name))]));

export const openHeaderValues = (box: HeaderBox, endpointId: string, stored: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, box.open(value, secretPlaces.endpointHeader(endpointId, name))]));
