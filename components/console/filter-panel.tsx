'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * A list's filters. From the small breakpoint up they sit above the table as a grid; on a phone
 * they fold into one "Filters" button (with how many are in force), so the rows start on the
 * first screen instead of after six fields.
 */
export function FilterPanel({
  label,
  active,
  onSubmit,
  className,
  actions,
  children,
}: {
  /** The form's name for assistive technology: "Filter requests". */
  label: string;
  /** How many filters are in force, shown on the folded button. */
  active: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The grid's columns from the small breakpoint up: `sm:grid-cols-2 lg:grid-cols-3`. */
  className?: string;
  /** Beside the filters at every width (the list's CSV export): on a phone next to the folded button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="border-b border-zinc-200 dark:border-zinc-800">
      <div className={cn('flex items-center justify-between gap-3 p-4', actions ? 'sm:justify-end sm:pb-0' : 'sm:hidden')}>
        <Button variant="secondary" size="sm" className="sm:hidden" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
          Filters{active > 0 ? ` (${active})` : ''}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </Button>
        {actions}
      </div>
      <form
        id={formId}
        role="search"
        aria-label={label}
        onSubmit={onSubmit ?? ((event) => event.preventDefault())}
        className={cn('gap-3 p-4 pt-0 sm:grid sm:pt-4', open ? 'grid grid-cols-1' : 'hidden', className)}
      >
        {children}
      </form>
    </div>
  );
}
