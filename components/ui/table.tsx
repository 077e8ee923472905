import type { ReactNode, ThHTMLAttributes } from 'react';
import { Button } from './button';
import { cn } from './cn';

/** A real <table> that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens. `relative` makes it the
    // containing block of the visually hidden (absolutely positioned) caption and header texts:
    // without it they are placed against the page, at their spot in the wide table, and widen the
    // page past a phone's screen instead of staying in the scroll area.
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className={cn('w-full min-w-[40rem] border-collapse text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-zinc-200 bg-zinc-50/60 px-4 py-2.5 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900/60 dark:text-zinc-400',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={cn('border-b border-zinc-100 px-4 py-3 align-middle dark:border-zinc-800/70', className)}>{children}</td>;
}

/**
 * A column header that sorts: the button says what it does, `aria-sort` says what is in force.
 * The first click sorts in the column's reading order, `firstOrder`: A to Z for names, newest
 * first for dates; the next one reverses it.
 */
export function SortableTh({
  label,
  field,
  sortBy,
  sortOrder,
  onSort,
  firstOrder = 'asc',
}: {
  label: string;
  field: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  onSort: (field: string, order: 'asc' | 'desc') => void;
  firstOrder?: 'asc' | 'desc';
}) {
  const active = sortBy === field;
  const next = active ? (sortOrder === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <Th aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(field, next)} className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100">
        {label}
        <span aria-hidden="true" className={cn('text-[10px]', !active && 'opacity-30')}>
          {active && sortOrder === 'asc' ? '▲' : '▼'}
        </span>
        <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
      </button>
    </Th>
  );
}

/**
 * A table body in each of its states: skeleton rows while loading, the error, the empty text, or
 * one row per item.
 */
export function TableBody<T>({
  columns,
  rows,
  loading,
  error,
  empty,
  children,
}: {
  columns: number;
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <tbody>
      {loading ? (
        <SkeletonRows columns={columns} />
      ) : error ? (
        <StateRow columns={columns}>{error}</StateRow>
      ) : !rows || rows.length === 0 ? (
        <StateRow columns={columns}>{empty}</StateRow>
      ) : (
        rows.map(children)
      )}
    </tbody>
  );
}

/** A row spanning the table for its loading, empty and error states. */
export function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {children}
      </td>
    </tr>
  );
}

export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="border-b border-zinc-100 px-4 py-3.5 dark:border-zinc-800/70">
              <div className="h-3.5 w-3/4 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** "1–20 of 57" with previous and next page buttons. */
export function Pagination({
  total,
  limit,
  offset,
  onOffset,
}: {
  total: number;
  limit: number;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 px-4 py-3 text-sm text-zinc-600 dark:text-zinc-400">
      <p>
        {from}–{to} of {total.toLocaleString('en')}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
