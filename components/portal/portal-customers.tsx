'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { FormAlert } from '../ui/form-alert';
import { pageSizeOf } from '../ui/table';
import { useToast } from '../ui/toast';
import { CustomersTable, customerLabel } from '../console/billing-catalog/customers-table';
import { useConsoleRole } from '../console/console-role';
import { FilterPanel } from '../console/filter-panel';
import { ClearFiltersButton, UrlPagination } from '../console/list-controls';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { useTypedFilter } from '../console/use-typed-filter';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const defaults = { search: '', limit: '20', offset: '0' };

/**
 * The tenant's customers, newest first, searched by the start of an e-mail or an external id (the
 * search lives in the URL). Developers and owners add customers here; viewers read.
 */
export function PortalCustomers() {
  const trpc = useTRPC();
  const { mayChange } = useConsoleRole();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const [search, setSearch] = useTypedFilter(view.search, (typed) => setView({ search: typed.trim(), offset: '0' }, 'typing'));
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    ...trpc.customers.list.queryOptions({ limit, offset, sortOrder: 'desc', ...(view.search ? { search: view.search } : {}) }),
    placeholderData: keepPreviousData,
  });
  const active = view.search ? 1 : 0;

  return (
    <>
      <PageHeader
        title="Customers"
        description="Whom you bill. A customer’s payments are those whose user ID is its external ID."
        actions={mayChange && <Button onClick={() => setCreating(true)}>Add customer</Button>}
      />
      <Card>
        <FilterPanel label="Search customers" active={active} className="sm:grid-cols-2">
          <TextField
            label="Search"
            type="search"
            placeholder="E-mail or external ID, from its start"
            spellCheck={false}
            autoCapitalize="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ClearFiltersButton active={active > 0} className="sm:col-span-2" onClear={() => setView({ search: '', offset: '0' })} />
        </FilterPanel>
        <CustomersTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={active > 0 ? 'No customer’s e-mail or external ID starts with this.' : 'No customers yet. Add one here, or with POST /customers.'}
          hrefOf={(customer) => `/portal/customers/${customer.id}`}
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
      <Dialog open={creating} onClose={() => setCreating(false)} title="Add customer" description="Every field is optional. The external ID is your own ID for the customer: the user ID its payments carry.">
        <CreateCustomerForm onClose={() => setCreating(false)} />
      </Dialog>
    </>
  );
}

function CreateCustomerForm({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const router = useRouter();
  const create = useMutation(trpc.customers.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.customers.pathFilter()) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = ['email', 'name', 'externalId'];
  const otherError = errors.form ?? Object.entries(errors).find(([field]) => !fields.includes(field))?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // An empty box is no value; an external id is kept as typed, as the API keeps it.
    const value = (name: string, trim = true) => {
      const text = String(form.get(name) ?? '');
      return (trim ? text.trim() : text) === '' ? undefined : trim ? text.trim() : text;
    };
    setErrors({});
    try {
      const created = await create.mutateAsync({ email: value('email'), name: value('name'), externalId: value('externalId', false) });
      toast.success(`${customerLabel(created)} added`);
      onClose();
      router.push(`/portal/customers/${created.id}`);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="E-mail" name="email" type="email" autoComplete="off" maxLength={254} error={errors.email} autoFocus />
      <TextField label="Name" name="name" maxLength={200} error={errors.name} />
      <TextField label="External ID" name="externalId" maxLength={255} spellCheck={false} autoCapitalize="off" className="[&_input]:font-mono" hint="Unique among your customers." error={errors.externalId} />
      <FormAlert message={otherError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending}>
          Add customer
        </Button>
      </div>
    </form>
  );
}
