import { BackLink } from '../console/detail-parts';

/** An administrator's detail page leads back to the row's tenant, or to all tenants while it loads. */
export function backToTenant(data: { tenant: { id: string; name: string } } | undefined) {
  return data ? <BackLink href={`/admin/tenants/${data.tenant.id}`}>{data.tenant.name}</BackLink> : <BackLink href="/admin/tenants">All tenants</BackLink>;
}
