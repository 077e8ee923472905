'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { StatusBadge } from '../ui/badge';
import { Card, CardHeader, DetailList, PageHeader } from '../ui/card';
import { CopyableText } from '../ui/copyable-text';
import { DateTime } from '../ui/date-time';
import { Pagination } from '../ui/table';
import { AuditTable } from '../console/tables/audit-table';
import { DeliveriesTable } from '../console/tables/deliveries-table';
import { useTenantEndpoints } from '../console/webhook-endpoints/endpoint-directory';
import { PaymentsTable } from '../console/tables/payments-table';
import { messageOf, statusOf, useTRPC } from '../console/trpc';
import { ResetAppSecret } from './reset-app-secret';
import { TenantActions } from './tenant-actions';
import { TenantApiKeys } from './tenant-api-keys';
import { TenantRequestLog } from './tenant-request-log';
import { TenantWebhookEndpoints } from './tenant-webhook-endpoints';

const SECTION_SIZE = 10;

export function TenantDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const tenant = useQuery(trpc.tenants.get.queryOptions({ id }));

  if (tenant.isError) {
    // The server's 404 message is the heading's own words ("Tenant not found"): said once, with
    // what the administrator can do about it under it.
    const missing = statusOf(tenant.error) === 404;
    return (
      <>
        <BackLink />
        <PageHeader
          title={missing ? 'Tenant not found' : 'Tenant could not be loaded'}
          description={missing ? <>No tenant has the ID <span className="font-mono">{id}</span>. Check the address, or find the tenant in the list.</> : messageOf(tenant.error)}
        />
      </>
    );
  }
  const data = tenant.data;
  return (
    <>
      <BackLink />
      <PageHeader
        title={data?.name ?? 'Tenant'}
        description={data ? <span className="font-mono">{data.appId}</span> : 'Loading…'}
        actions={
          data && (
            <>
              <ResetAppSecret tenant={data} />
              <TenantActions tenant={data} size="md" />
            </>
          )
        }
      />
      <Card>
        <CardHeader title="Details" />
        {data ? (
          <DetailList
            items={[
              { label: 'Status', value: <StatusBadge status={data.status} /> },
              { label: 'Tenant ID', value: <CopyableText value={data.id} label="Copy tenant ID" className="text-xs" /> },
              { label: 'App ID', value: <CopyableText value={data.appId} label="Copy app ID" /> },
              { label: 'Webhook URL', value: data.webhookUrl ?? 'None' },
              { label: 'Created', value: <DateTime value={data.createdAt} /> },
              { label: 'Updated', value: <DateTime value={data.updatedAt} /> },
            ]}
          />
        ) : (
          <div className="h-40 animate-pulse" />
        )}
      </Card>
      <TenantPayments id={id} />
      <TenantRequestLog id={id} />
      <TenantWebhookEndpoints id={id} />
      <TenantApiKeys id={id} />
      <TenantDeliveries id={id} />
      <TenantAuditTrail id={id} />
    </>
  );
}

function BackLink() {
  return (
    <Link href="/admin/tenants" className="mb-4 inline-flex text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
      ← All tenants
    </Link>
  );
}

function TenantPayments({ id }: { id: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...trpc.payments.listForTenant.queryOptions({ id, limit: SECTION_SIZE, offset }), placeholderData: keepPreviousData });
  return (
    <Card className="mt-6">
      <CardHeader title="Payments" description={list.data ? `${list.data.pagination.total.toLocaleString('en')} in all` : undefined} />
      <PaymentsTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText="This tenant has no payments yet."
        hrefOf={(payment) => `/admin/payments/${payment.id}`}
      />
      {list.data && list.data.pagination.total > SECTION_SIZE && <Pagination total={list.data.pagination.total} limit={SECTION_SIZE} offset={offset} onOffset={setOffset} />}
    </Card>
  );
}

function TenantDeliveries({ id }: { id: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...trpc.webhooks.deliveriesForTenant.queryOptions({ id, limit: SECTION_SIZE, offset }), placeholderData: keepPreviousData });
  const endpoints = useTenantEndpoints(id);
  return (
    <Card className="mt-6">
      <CardHeader title="Webhook deliveries" />
      <DeliveriesTable
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error) : null}
        emptyText="No webhook has been sent to this tenant."
        hrefOf={(delivery) => `/admin/webhooks/${delivery.id}`}
        endpoints={endpoints}
      />
      {list.data && list.data.pagination.total > SECTION_SIZE && <Pagination total={list.data.pagination.total} limit={SECTION_SIZE} offset={offset} onOffset={setOffset} />}
    </Card>
  );
}

function TenantAuditTrail({ id }: { id: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...trpc.audit.list.queryOptions({ involving: id, limit: SECTION_SIZE, offset }), placeholderData: keepPreviousData });
  return (
    <Card className="mt-6">
      <CardHeader title="Audit trail" description="What the tenant did, and what was done to it." />
      <AuditTable rows={list.data?.data} loading={list.isPending} error={list.isError ? messageOf(list.error) : null} emptyText="No audit events yet." />
      {list.data && list.data.pagination.total > SECTION_SIZE && <Pagination total={list.data.pagination.total} limit={SECTION_SIZE} offset={offset} onOffset={setOffset} />}
    </Card>
  );
}
