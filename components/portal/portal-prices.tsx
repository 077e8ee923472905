'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { minorUnitsOf, toMinorUnits } from '@/server/services/money/money';
import { supportedCurrencies } from '@/server/services/payments/payment-constants';
import { MAX_INTERVAL_COUNT, MAX_TRIAL_DAYS, PRICE_NICKNAME_MAX_LENGTH, type PriceIntervalName, priceIntervals } from '@/server/services/prices/price-constants';
import type { Price } from '@/server/services/prices/price-schemas';
import { Button } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { SelectField, TextField } from '../ui/field';
import { FormAlert } from '../ui/form-alert';
import { formatAmount } from '../ui/format';
import { Segmented } from '../ui/segmented';
import { pageSizeOf } from '../ui/table';
import { useToast } from '../ui/toast';
import { PricesTable, scheduleOf } from '../console/billing-catalog/prices-table';
import { useConsoleRole } from '../console/console-role';
import { UrlPagination } from '../console/list-controls';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { useUrlState, wholeNumber } from '../console/use-url-state';

const defaults = { state: 'all', limit: '20', offset: '0' };
const states = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
] as const;
type StateFilter = (typeof states)[number]['value'];

/** "EUR 19.90": a price's amount as the console writes money. */
const amountOf = (price: Price) => formatAmount(price.unitAmountDecimal, price.currency);

/**
 * The tenant's prices, newest first, archived ones too unless filtered out. Developers and owners
 * create prices and archive or restore them; what a price charges never changes, so there is no edit.
 */
export function PortalPrices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mayChange } = useConsoleRole();
  const [view, setView] = useUrlState(defaults);
  const offset = wholeNumber(view.offset, 0);
  const limit = pageSizeOf(view.limit);
  const state: StateFilter = states.find((option) => option.value === view.state)?.value ?? 'all';
  const list = useQuery({
    ...trpc.prices.list.queryOptions({ limit, offset, sortOrder: 'desc', ...(state === 'all' ? {} : { active: state === 'active' }) }),
    placeholderData: keepPreviousData,
  });
  const update = useMutation(trpc.prices.update.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.prices.pathFilter()) }));
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<Price | null>(null);

  function restore(price: Price) {
    update.mutate(
      { id: price.id, active: true },
      { onSuccess: () => toast.success(`${amountOf(price)} ${scheduleOf(price).toLowerCase()} is active again`), onError: (failure) => toast.error(messageOf(failure)) },
    );
  }

  return (
    <>
      <PageHeader
        title="Prices"
        description="What you charge, once or on a schedule. A price never changes once created: archive it and create another."
        actions={mayChange && <Button onClick={() => setCreating(true)}>Create price</Button>}
      />
      <Card>
        <div className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          <Segmented label="Show" options={states} value={state} onChange={(next) => setView({ state: next, offset: '0' })} />
        </div>
        <PricesTable
          rows={list.data?.data}
          loading={list.isPending}
          error={list.isError ? messageOf(list.error) : null}
          emptyText={state === 'archived' ? 'No archived prices.' : mayChange ? 'No prices yet. Create one here, or with POST /prices.' : 'No prices yet.'}
          actions={
            mayChange
              ? (price) =>
                  price.active ? (
                    <Button variant="secondary" size="sm" aria-label={`Archive ${price.nickname ?? amountOf(price)}`} onClick={() => setArchiving(price)}>
                      Archive
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" aria-label={`Restore ${price.nickname ?? amountOf(price)}`} pending={update.isPending && update.variables?.id === price.id} onClick={() => restore(price)}>
                      Restore
                    </Button>
                  )
              : undefined
          }
        />
        <UrlPagination total={list.data?.pagination.total} limit={limit} offset={offset} setView={setView} />
      </Card>
      <Dialog open={creating} onClose={() => setCreating(false)} title="Create price" description="The amount, currency and schedule are fixed once the price is created.">
        <CreatePriceForm onClose={() => setCreating(false)} />
      </Dialog>
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => {
          update.reset();
          setArchiving(null);
        }}
        onConfirm={() =>
          archiving &&
          update.mutate(
            { id: archiving.id, active: false },
            {
              onSuccess: () => {
                toast.success(`${archiving.nickname ?? amountOf(archiving)} archived`);
                setArchiving(null);
              },
            },
          )
        }
        title="Archive this price?"
        description={archiving && `${amountOf(archiving)} ${scheduleOf(archiving).toLowerCase()}${archiving.nickname ? ` (${archiving.nickname})` : ''} stops being offered. It stays readable, and you can restore it.`}
        confirmLabel="Archive"
        dismissLabel="Keep price"
        pending={update.isPending}
        error={update.isError ? messageOf(update.error) : null}
      />
    </>
  );
}

/** The amount typed in the main unit ("19.90") as whole minor units, or what is wrong with it. */
function minorUnitsTyped(text: string, currency: string): { units: number } | { error: string } {
  const digits = minorUnitsOf(currency);
  const rule = digits === 0 ? `a whole number of ${currency}` : `a number with at most ${digits} decimals`;
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: `Amount must be ${rule}` };
  try {
    return { units: Number(toMinorUnits(text, currency)) };
  } catch {
    return { error: `Amount must be ${rule}` };
  }
}

function CreatePriceForm({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useMutation(trpc.prices.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.prices.pathFilter()) }));
  const [currency, setCurrency] = useState<string>('EUR');
  const [billing, setBilling] = useState<'one_time' | PriceIntervalName>('month');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const recurring = billing !== 'one_time';
  const shown = ['nickname', 'unitAmount', 'recurring.intervalCount', 'trialDays'];
  const otherError = errors.form ?? Object.entries(errors).find(([field]) => !shown.includes(field))?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const amount = minorUnitsTyped(text('amount'), currency);
    if ('error' in amount) {
      setErrors({ unitAmount: amount.error });
      return;
    }
    const count = text('intervalCount');
    const trial = text('trialDays');
    setErrors({});
    try {
      const created = await create.mutateAsync({
        currency: currency as (typeof supportedCurrencies)[number],
        unitAmount: amount.units,
        ...(text('nickname') ? { nickname: text('nickname') } : {}),
        ...(recurring
          ? {
              // Typed digits go as numbers; anything else is sent as typed, for the server to name.
              recurring: { interval: billing, ...(count ? { intervalCount: /^\d+$/.test(count) ? Number(count) : (count as unknown as number) } : {}) },
              ...(trial ? { trialDays: /^\d+$/.test(trial) ? Number(trial) : (trial as unknown as number) } : {}),
            }
          : {}),
      });
      toast.success(`${formatAmount(created.unitAmountDecimal, created.currency)} ${scheduleOf(created).toLowerCase()} created`);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Nickname" name="nickname" maxLength={PRICE_NICKNAME_MAX_LENGTH} hint="Optional: what your team calls it. Customers never see it." error={errors.nickname} autoFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Currency" name="currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
          {supportedCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField label="Amount" name="amount" inputMode="decimal" required placeholder={minorUnitsOf(currency) === 0 ? '1990' : '19.90'} className="[&_input]:tabular-nums" error={errors.unitAmount} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Billing" name="billing" value={billing} onChange={(event) => setBilling(event.target.value as typeof billing)}>
          <option value="one_time">One-off</option>
          {priceIntervals.map((interval) => (
            <option key={interval} value={interval}>
              Every {interval}
            </option>
          ))}
        </SelectField>
        {recurring && (
          <TextField
            label={`Every how many ${billing}s`}
            name="intervalCount"
            inputMode="numeric"
            placeholder="1"
            hint={`1 to ${MAX_INTERVAL_COUNT[billing]}`}
            error={errors['recurring.intervalCount']}
          />
        )}
      </div>
      {recurring && <TextField label="Trial days" name="trialDays" inputMode="numeric" hint={`Optional: free days a subscription starts with, up to ${MAX_TRIAL_DAYS}.`} error={errors.trialDays} />}
      <FormAlert message={otherError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending}>
          Create price
        </Button>
      </div>
    </form>
  );
}
