/**
 * Where each sealed secret lives: the associated data it is sealed with (server/infra/secret-box.ts),
 * so a value copied to another row or column does not open. One function per stored secret; a new
 * credential the product keeps (a payment connector's API key) gets its place here and its column
 * in `stored-secrets.ts`, and is sealed and rotated like the others.
 */
export const secretPlaces = {
  totpSecret: (personId: string) => `people.totp_secret:${personId}`,
  totpPendingSecret: (personId: string) => `people.totp_pending_secret:${personId}`,
  endpointSecret: (endpoint: SecretHolder) =>
    endpoint.isPrimary ? `tenants.webhook_secret:${endpoint.tenantId}` : `webhook_endpoints.secret:${endpoint.id}`,
  endpointPreviousSecret: (endpoint: SecretHolder) =>
    endpoint.isPrimary ? `tenants.previous_webhook_secret:${endpoint.tenantId}` : `webhook_endpoints.previous_secret:${endpoint.id}`,
  endpointHeader: (endpointId: string, name: string) => `webhook_endpoints.headers:${endpointId}:${name}`,
  connectorSecretKey: (connectorId: string) => `payment_connectors.secret_key:${connectorId}`,
  connectorWebhookSecret: (connectorId: string) => `payment_connectors.webhook_secret:${connectorId}`,
  paymentClientSecret: (paymentId: string) => `payments.client_secret:${paymentId}`,
  canary: (id: string) => `stored_secrets_canary.sealed:${id}`,
};

/**
 * The endpoint a signing secret belongs to. The primary endpoint's secret is the tenant's webhook
 * secret, and its place names the tenant, as when it lived in the tenants table: the secrets moved
 * from there by migration 0024 open as they are (SQL cannot open and seal them again), and the place
 * stays the same when clearing the URL replaces the primary with a new row. It is still one
 * tenant's own: copied to another tenant's primary or to any other endpoint, it does not open.
 * Changing these strings makes every stored primary secret unreadable.
 */
export type SecretHolder = { id: string; tenantId: string; isPrimary: boolean };

type HeaderBox = { seal(plaintext: string, place: string): string; open(sealed: string, place: string): string };

/** An endpoint's custom headers as stored: the names in the clear (viewers read them), each value sealed. */
export const sealHeaderValues = (box: HeaderBox, endpointId: string, headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, box.seal(value, secretPlaces.endpointHeader(endpointId, name))]));

export const openHeaderValues = (box: HeaderBox, endpointId: string, stored: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, box.open(value, secretPlaces.endpointHeader(endpointId, name))]));
