'use client';

import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../ui/field';
import { useTRPC } from '../console/trpc';

/** The `?tenant=` of an administrators' list when it reads as a tenant id; anything else filters nothing. */
export function tenantIdOf(value: string): string | undefined {
  return /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

/**
 * The tenant filter of the administrators' lists across tenants: the tenants by name. A tenant given
 * in the URL but not among them still shows as chosen, named by `chosenName` (the list's first row's
 * tenant) or else by its id.
 */
export function TenantFilterSelect({ value, chosenName, onChange }: { value: string | undefined; chosenName: string | undefined; onChange: (tenantId: string) => void }) {
  const trpc = useTRPC();
  const tenants = useQuery(trpc.tenants.list.queryOptions({ limit: 100, sortBy: 'name', sortOrder: 'asc' }));
  const options = tenants.data?.data ?? [];
  const chosenElsewhere = value && !options.some((tenant) => tenant.id === value);
  return (
    <SelectField label="Tenant" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">All tenants</option>
      {chosenElsewhere && <option value={value}>{chosenName ?? value}</option>}
      {options.map((tenant) => (
        <option key={tenant.id} value={tenant.id}>
          {tenant.name}
        </option>
      ))}
    </SelectField>
  );
}
