import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentConnectorRow, paymentConnectors, payments } from '@/db/schema';
import { AppError, unprocessable } from '@/server/errors';
import { createPaymentProvider, type PaymentProvider } from '@/server/infra/payment-provider';
import { createStripeProvider, type StripeEndpoint } from '@/server/infra/payment-provider/stripe';
import type { SecretBox } from '@/server/infra/secret-box';
import { secretPlaces } from '../secrets/secret-places';

/**
 * Which provider a payment goes through, and which one acts on a recorded payment: a tenant's
 * connector (its own Stripe account), or the instance's configured provider (`PAYMENT_PROVIDER`,
 * the sandbox by default) for a tenant without one and for payments made before it had one.
 */
export type PaymentProviders = {
  /** For a new payment: the connector named, else the tenant's default, else the instance's provider. */
  forNewPayment(tenantId: string, connectorId: string | undefined): Promise<{ provider: PaymentProvider; connectorId: string | null }>;
  /**
   * For a recorded payment (its refunds, cancel, disputes): the connector it went through, removed or
   * disabled included. `tx`: the caller's transaction, read in rather than beside it (the embedded
   * database has one connection, which a read beside an open transaction would wait for forever).
   */
  forConnector(connectorId: string | null, tx?: Db): Promise<PaymentProvider>;
  /** As `forConnector`, for the payment with this id. */
  forPayment(paymentId: string, tx?: Db): Promise<PaymentProvider>;
};

export type ProviderDeps = { db: Db; secrets: SecretBox; stripe: StripeEndpoint; fallback: PaymentProvider };

/**
 * Providers made, by connector, sealed key and endpoint: each holds its own Stripe client and its
 * kept-alive connections, so a connector's calls reuse them. A new key is a new sealed text (a
 * fresh IV every time), so a replaced key is never answered from here.
 */
const made = new Map<string, PaymentProvider>();
const MADE_LIMIT = 1000;

/** The provider of one stored connector, its key opened from the secret box. */
export function providerOfConnector(deps: Pick<ProviderDeps, 'secrets' | 'stripe'>, row: PaymentConnectorRow): PaymentProvider {
  if (row.provider === 'sandbox') return createPaymentProvider('sandbox');
  const cacheKey = `${row.id} ${row.secretKey} ${deps.stripe.apiBaseUrl ?? ''}`;
  const known = made.get(cacheKey);
  if (known) return known;
  const secretKey = deps.secrets.open(row.secretKey!, secretPlaces.connectorSecretKey(row.id));
  const provider = createStripeProvider(secretKey, deps.stripe, { connectorId: row.id });
  // The oldest goes first once the limit is reached.
  if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value!);
  made.set(cacheKey, provider);
  return provider;
}

export function paymentProvidersOf(deps: ProviderDeps): PaymentProviders {
  const forConnector = async (connectorId: string | null, tx: Db = deps.db) => {
    if (!connectorId) return deps.fallback;
    const [row] = await tx.select().from(paymentConnectors).where(eq(paymentConnectors.id, connectorId));
    if (!row) throw new AppError('INTERNAL', `Payment connector ${connectorId} is missing`);
    return providerOfConnector(deps, row);
  };
  return {
    async forNewPayment(tenantId, connectorId) {
      const [row] = await deps.db
        .select()
        .from(paymentConnectors)
        .where(
          and(
            eq(paymentConnectors.tenantId, tenantId),
            isNull(paymentConnectors.deletedAt),
            connectorId === undefined ? eq(paymentConnectors.isDefault, true) : eq(paymentConnectors.id, connectorId),
          ),
        );
      if (!row) {
        if (connectorId !== undefined) {
          throw new AppError('VALIDATION_FAILED', 'Validation failed', { issues: [{ field: 'connectorId', message: 'connectorId must name one of the tenant’s payment connectors' }] });
        }
        return { provider: deps.fallback, connectorId: null };
      }
      // A disabled default is not passed over for the sandbox: a payment meant for real money must not silently become a test one.
      if (row.status === 'DISABLED') throw unprocessable(`Payment connector ${row.id} is disabled (${row.disabledReason ?? 'disabled'}): enable it or name another connector`);
      return { provider: providerOfConnector(deps, row), connectorId: row.id };
    },
    forConnector,
    async forPayment(paymentId, tx = deps.db) {
      const [row] = await tx.select({ connectorId: payments.connectorId }).from(payments).where(eq(payments.id, paymentId));
      return forConnector(row?.connectorId ?? null, tx);
    },
  };
}
