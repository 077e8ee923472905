import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '@/server/routers';
import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import { amountAsNumber, toMinorUnits } from '@/server/services/money/money';
import type { PaymentDetail } from '@/server/services/payments/payment-detail';
import { supportedCurrencies, type Payment } from '@/server/services/payments/payment-schemas';
import type { Refund } from '@/server/services/refunds/refund-schemas';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { AdminDispute } from './admin/admin-dispute';
import { AdminPayment } from './admin/admin-payment';
import { adminGroups, tenantGroups } from './console/command-palette';
import { DisputeDetailView } from './console/dispute-detail-view';
import { PaymentDetailView } from './console/payment-detail-view';
import { PaymentDisputesCard } from './console/payment-disputes';
import { DisputesTable } from './console/tables/disputes-table';
import { PaymentsTable } from './console/tables/payments-table';
import { RefundsTable } from './console/tables/refunds-table';
import { TRPCProvider } from './console/trpc';
import InsightsCharts from './insights/insights-charts';
import { FiguresTables, InsightsPanel } from './insights/insights-panel';
import { MoneyCards } from './insights/money-cards';
import { RefundConfirmation, RefundForm, RefundsCard } from './portal/payment-refunds';
import { PortalDispute } from './portal/portal-dispute';
import { PortalPayment } from './portal/portal-payment';
import { ToastProvider } from './ui/toast';

/**
 * Every component that shows money, rendered as the server renders it, for every currency the
 * product accepts and for a zero-decimal one (JPY, which the payment connectors will need): each
 * amount on screen must be the stored amount, digit for digit, with its currency's decimals.
 *
 * Stored amounts are chosen so that rounding shows: 38734.56 written without its decimals would
 * read 38,735 (what the browser's own currency data does to HUF).
 */
type Currency = Payment['currency'];
const stored: ReadonlyArray<{ currency: string; amount: string }> = [
  ...supportedCurrencies.map((currency) => ({ currency, amount: '38734.56' })),
  { currency: 'JPY', amount: '38735' },
];

/** The stored text as people read it: the code, a no-break space, the figure grouped by thousands. */
const written = (amount: string, currency: string) => {
  const [whole, fraction] = amount.split('.');
  return `${currency}\u00a0${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** The text a person sees: tags dropped, entities read. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every amount in `currency` the text shows, as written. */
const amountsIn = (text: string, currency: string) => text.match(new RegExp(`${currency}\\u00a0-?\\d+(?:,\\d+)*(?:\\.\\d+)?`, 'g')) ?? [];

const ids = {
  tenant: '00000000-0000-4000-8000-000000000001',
  payment: '00000000-0000-4000-8000-000000000002',
  refund: '00000000-0000-4000-8000-000000000003',
  dispute: '00000000-0000-4000-8000-000000000004',
};
const at = '2026-03-03T10:15:00.000Z';
const tenant = { id: ids.tenant, name: 'Acme', appId: 'acme' };

function fixtures(currency: string, amount: string) {
  // The API writes a stored amount as a JSON number through the money module, as every page reads it.
  const value = amountAsNumber(amount);
  const code = currency as Currency;
  const payment: Payment = {
    id: ids.payment,
    tenantId: ids.tenant,
    amount: value,
    currency: code,
    userId: 'customer-1',
    description: null,
    metadata: null,
    status: 'REFUNDED',
    provider: 'stripe',
    connectorId: null,
    providerPaymentId: 'pi_1',
    failureReason: null,
    createdAt: at,
    updatedAt: at,
    canceledAt: null,
    amountRefunded: value,
  };
  const refund: Refund = { id: ids.refund, paymentId: ids.payment, amount: value, currency: code, status: 'SUCCEEDED', reason: 'requested_by_customer', metadata: null, providerRefundId: 're_1', failureReason: null, createdAt: at, updatedAt: at };
  const dispute: Dispute = {
    id: ids.dispute,
    paymentId: ids.payment,
    amount: value,
    currency: code,
    reason: 'fraudulent',
    status: 'NEEDS_RESPONSE',
    evidenceDueBy: '2099-01-01T00:00:00.000Z',
    evidence: null,
    evidenceSubmittedAt: null,
    providerDisputeId: 'dp_1',
    createdAt: at,
    updatedAt: at,
  };
  const detail: PaymentDetail = { payment, connector: null, timeline: [{ status: 'PENDING', at, source: 'payment', providerEventId: null }], deliveries: [], tenant };
  const volume = { currency: code, created: 1, createdAmount: amount, succeeded: 1, succeededAmount: amount };
  const insights: Insights = {
    window: '24h',
    bucket: 'hour',
    timeZone: 'UTC',
    from: '2026-03-02T11:00:00.000Z',
    to: '2026-03-03T10:30:00.000Z',
    totals: { requests: 1, clientErrors: 0, serverErrors: 0, p50LatencyMs: 10, p95LatencyMs: 10, payments: [volume], refunds: [{ currency: code, refunded: 1, refundedAmount: amount }] },
    openDisputes: { count: 1, needsResponse: 1, underReview: 0, dueWithin72h: 0, atStake: [{ currency: code, count: 1, amount }] },
    series: [{ start: '2026-03-03T10:00:00.000Z', requests: 1, clientErrors: 0, serverErrors: 0, p50LatencyMs: 10, p95LatencyMs: 10, payments: [volume] }],
    topErrors: [],
  };
  return { payment, refund, dispute, detail, insights };
}

/** Providers as the console's, with the pages' queries already answered (nothing is fetched while rendering). */
function withConsole(seed: (trpc: ReturnType<typeof createTRPCOptionsProxy<AppRouter>>, client: QueryClient) => void, page: ReactElement): ReactElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/api/trpc' })] });
  seed(createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }), queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>{page}</ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

type Shown = { name: string; render: (data: ReturnType<typeof fixtures>, stored: { currency: string; amount: string }) => ReactElement | string };

const listed = { loading: false, error: null, emptyText: 'None' };
const components: Shown[] = [
  { name: 'PaymentsTable', render: ({ payment }) => <PaymentsTable rows={[{ ...payment, tenant }]} {...listed} hrefOf={() => '/p'} tenantHrefOf={() => '/t'} /> },
  { name: 'RefundsTable', render: ({ refund }) => <RefundsTable rows={[{ ...refund, tenant }]} {...listed} paymentHrefOf={() => '/p'} tenantHrefOf={() => '/t'} /> },
  { name: 'DisputesTable', render: ({ dispute }) => <DisputesTable rows={[{ ...dispute, tenant }]} {...listed} hrefOf={() => '/d'} paymentHrefOf={() => '/p'} tenantHrefOf={() => '/t'} /> },
  // Within the console's providers: its webhook events name their endpoints from the endpoints' query.
  { name: 'PaymentDetailView', render: ({ detail }) => withConsole(() => {}, <PaymentDetailView detail={detail} base="/portal" />) },
  { name: 'DisputeDetailView', render: ({ dispute }) => <DisputeDetailView dispute={dispute} paymentHref="/p" /> },
  { name: 'PaymentDisputesCard', render: ({ dispute }) => <PaymentDisputesCard disputes={[dispute]} loading={false} error={null} /> },
  { name: 'RefundsCard', render: ({ refund }) => <RefundsCard refunds={[refund]} loading={false} error={null} account={null} /> },
  // The refund dialog: what is left, offered and stated as the hint, then the confirmation's "Refund …".
  { name: 'RefundForm', render: ({ payment }, { currency, amount }) => withConsole(() => {}, <RefundForm payment={payment} leftUnits={toMinorUnits(amount, currency)} onDone={() => {}} />) },
  {
    name: 'RefundConfirmation',
    render: ({ payment }, { currency, amount }) => withConsole(() => {}, <RefundConfirmation payment={payment} units={toMinorUnits(amount, currency)} reason="duplicate" onBack={() => {}} onDone={() => {}} />),
  },
  {
    name: 'PortalPayment',
    render: ({ detail, refund, dispute }) =>
      withConsole((trpc, client) => {
        client.setQueryData(trpc.payments.detail.queryKey({ id: ids.payment }), detail);
        client.setQueryData(trpc.refunds.listForPayment.queryKey({ id: ids.payment, limit: 100 }), { data: [refund], pagination: { total: 1, limit: 100, offset: 0, hasMore: false } });
        client.setQueryData(trpc.disputes.list.queryKey({ paymentId: ids.payment, limit: 100, offset: 0, sortBy: 'createdAt', sortOrder: 'desc' }), { data: [dispute], pagination: { total: 1, limit: 100, offset: 0, hasMore: false } });
      }, <PortalPayment id={ids.payment} />),
  },
  {
    name: 'AdminPayment',
    render: ({ detail, refund, dispute }) =>
      withConsole((trpc, client) => {
        const page = { paymentId: ids.payment, limit: 100, offset: 0, sortOrder: 'desc', sortBy: 'createdAt' } as const;
        client.setQueryData(trpc.payments.detailForAdmin.queryKey({ id: ids.payment }), detail);
        client.setQueryData(trpc.platform.refunds.queryKey(page), { data: [{ ...refund, tenant }], pagination: { total: 1, limit: 100, offset: 0, hasMore: false } });
        client.setQueryData(trpc.platform.disputes.queryKey(page), { data: [{ ...dispute, tenant }], pagination: { total: 1, limit: 100, offset: 0, hasMore: false } });
      }, <AdminPayment id={ids.payment} />),
  },
  { name: 'PortalDispute', render: ({ dispute }) => withConsole((trpc, client) => client.setQueryData(trpc.disputes.get.queryKey({ id: ids.dispute }), dispute), <PortalDispute id={ids.dispute} />) },
  { name: 'AdminDispute', render: ({ dispute }) => withConsole((trpc, client) => client.setQueryData(trpc.platform.dispute.queryKey({ id: ids.dispute }), { ...dispute, tenant }), <AdminDispute id={ids.dispute} />) },
  { name: 'MoneyCards', render: ({ insights }) => <MoneyCards insights={insights} /> },
  { name: 'InsightsPanel', render: ({ insights }) => <InsightsPanel title="Traffic" description="" selected="24h" onWindow={() => {}} insights={insights} error={null} /> },
  { name: 'InsightsCharts', render: ({ insights }) => <InsightsCharts insights={insights} /> },
  { name: 'FiguresTables', render: ({ insights }) => <FiguresTables insights={insights} /> },
  // The palette's hits, as their titles read.
  {
    name: 'command palette (tenant)',
    render: ({ payment, refund, dispute }) =>
      tenantGroups({ payments: [{ ...payment, metadataMatch: null }], refunds: [{ ...refund, tenantId: ids.tenant }], disputes: [{ ...dispute, tenantId: ids.tenant }], deliveries: [] }, 'x')
        .flatMap((group) => group.hits.map((hit) => String(hit.title)))
        .join(' | '),
  },
  {
    name: 'command palette (administrators)',
    render: ({ payment, refund, dispute }) =>
      adminGroups(
        {
          tenants: [],
          payments: [{ ...payment, metadataMatch: null, tenantName: 'Acme' }],
          refunds: [{ ...refund, tenantId: ids.tenant, tenantName: 'Acme' }],
          disputes: [{ ...dispute, tenantId: ids.tenant, tenantName: 'Acme' }],
          deliveries: [],
          auditEvents: [],
          auditLogUnavailable: false,
        },
        'x',
      )
        .flatMap((group) => group.hits.map((hit) => String(hit.title)))
        .join(' | '),
  },
];

describe.each(stored)('$currency $amount on screen', ({ currency, amount }) => {
  it.each(components)('$name shows it as stored, with the currency’s own decimals', ({ render }) => {
    const shown = render(fixtures(currency, amount), { currency, amount });
    const text = typeof shown === 'string' ? shown : textOf(renderToStaticMarkup(shown));
    const amounts = amountsIn(text, currency);
    expect(amounts.length, `no ${currency} amount in: ${text.replace(/\s+/g, ' ').slice(0, 400)}`).toBeGreaterThan(0);
    expect(new Set(amounts)).toEqual(new Set([written(amount, currency)]));
  });
});

describe('the refund dialog', () => {
  it('offers what is left as stored, not rounded to the currency’s cash unit', () => {
    const { payment } = fixtures('HUF', '888765.44');
    const markup = renderToStaticMarkup(withConsole(() => {}, <RefundForm payment={payment} leftUnits={toMinorUnits('888765.44', 'HUF')} onDone={() => {}} />));
    expect(markup).toContain('value="888765.44"');
    expect(textOf(markup)).toContain('At most HUF\u00a0888,765.44, what is left to refund.');
    const confirmation = textOf(renderToStaticMarkup(withConsole(() => {}, <RefundConfirmation payment={payment} units={123456n} reason="duplicate" onBack={() => {}} onDone={() => {}} />)));
    expect(confirmation).toContain('Refund HUF\u00a01,234.56');
  });
});
