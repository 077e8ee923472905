import { type ReactNode, type ThHTMLAttributes, useId, useSyncExternalStore } from 'react';
import { Button } from './button';
import { cn } from './cn';

/**
 * A real <table> that never scrolls sideways on a wide screen: columns sized by the table (`table-fixed`
 * with widths on the header cells, long values in a `Clipped` cell) fit its card. It is as tall as
 * its rows: the page scrolls, not the table, so no row hides behind an inner scrollbar (a page of 20
 * rows shows 20 rows). `minWidth` (none by default) is the width below which it scrolls sideways:
 * a list has none, its fixed columns sized to leave the others room at every width from 640 px,
 * beside the sidebar at 1024 px too (a column that cannot have it there shows from 1280 px, `xl`).
 *
 * On a phone every list has a layout of its own: the columns a phone cannot hold are hidden below
 * `sm` and their values folded into the first cell, so a row reads as a card, its actions in a last
 * column kept on the screen (`TableBody`'s `phoneColumns` says how many columns stay). Only a grid of
 * figures read across its columns (a chart's data) scrolls sideways on purpose, `scrollsSideways`:
 * its scroll area is then marked `data-scrolls-sideways` and a hint above it says so below 1280 px,
 * so that no one takes the cut columns for the whole table (the browser tests hold every other table to
 * its card's width).
 */
export function Table({
  caption,
  children,
  className,
  minWidth = 'min-w-0',
  scrollsSideways = false,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
  minWidth?: string;
  scrollsSideways?: boolean;
}) {
  return (
    <>
      {scrollsSideways && (
        // Below 1280 px: a phone, a tablet and a screen with the sidebar are all narrower than the grid.
        <p data-scroll-hint="" className="px-4 py-2 text-xs text-zinc-600 xl:hidden dark:text-zinc-400">
          Scroll the table sideways to see every column <span aria-hidden="true">→</span>
        </p>
      )}
      {/* Focusable so keyboard users can scroll it on narrow screens. `relative` makes it the
          containing block of the visually hidden (absolutely positioned) caption and header texts:
          without it they are placed against the page, at their spot in the wide table, and widen the
          page past a phone's screen instead of staying in the scroll area. */}
      <div
        className="relative overflow-x-auto overscroll-x-contain"
        tabIndex={0}
        role="region"
        aria-label={caption}
        data-scrolls-sideways={scrollsSideways ? '' : undefined}
      >
        <table className={cn('w-full border-separate border-spacing-0 text-left text-sm', minWidth, className)}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </>
  );
}

/**
 * A long value in a cell (an ID, an e-mail, a URL, a name): one line, cut with an ellipsis, the
 * whole value on hover. `className` bounds it where the column has no width of its own.
 */
export function Clipped({ value, children, className }: { value: string; children?: ReactNode; className?: string }) {
  return (
    <span className={cn('block truncate', className)} title={value}>
      {children ?? value}
    </span>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-zinc-200 bg-zinc-50 px-4 py-2.5 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400',
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
  className,
}: {
  className?: string;
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
    <Th aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
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
 * one row per item. `phoneColumns`: how many columns a table with a phone layout of its own keeps
 * on a phone (the others `hidden sm:table-cell`), so its state rows span those and no more.
 */
export function TableBody<T>({
  columns,
  phoneColumns,
  rows,
  loading,
  error,
  empty,
  children,
}: {
  columns: number;
  phoneColumns?: number;
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <tbody>
      {loading ? (
        <SkeletonRows columns={columns} phoneColumns={phoneColumns} />
      ) : error ? (
        <StateRow columns={columns} phoneColumns={phoneColumns}>
          {error}
        </StateRow>
      ) : !rows || rows.length === 0 ? (
        <StateRow columns={columns} phoneColumns={phoneColumns}>
          {empty}
        </StateRow>
      ) : (
        rows.map(children)
      )}
    </tbody>
  );
}

/** Below Tailwind's `sm` breakpoint, where the phone layouts hide columns (`hidden sm:table-cell`). */
const PHONE_QUERY = '(width < 40rem)';
const subscribeToPhoneWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether the screen is phone-wide; false on the server (state rows render in the browser anyway). */
const usePhoneWidth = () =>
  useSyncExternalStore(
    subscribeToPhoneWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

/**
 * A row spanning the table for its loading, empty and error states. A cell spanning more columns
 * than a phone shows would add empty columns beside the header there: with `phoneColumns`, it
 * spans just those on a phone.
 */
export function StateRow({ columns, phoneColumns, children }: { columns: number; phoneColumns?: number; children: ReactNode }) {
  const phone = usePhoneWidth();
  return (
    <tr>
      <td colSpan={phone && phoneColumns ? phoneColumns : columns} className="px-4 py-12 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {/* A table wider than a phone scrolls sideways: the message stays in the part on the screen. */}
        <div className="sticky left-4 w-[min(100%,calc(100vw-4.5rem))]">{children}</div>
      </td>
    </tr>
  );
}

export function SkeletonRows({ columns, phoneColumns = columns, rows = 5 }: { columns: number; phoneColumns?: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {/* The placeholders are alike: a phone shows the first `phoneColumns` of them. */}
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={cn('border-b border-zinc-100 px-4 py-3.5 dark:border-zinc-800/70', column >= phoneColumns && 'max-sm:hidden')}>
              <div className="h-3.5 w-3/4 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** The page sizes a list offers; the first choice after the default is the API's own default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A page size read from the URL, falling back to the default when it is not one of the choices. */
export function pageSizeOf(value: string | undefined): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * The page numbers to show around `current` (1-based): the first and last page always, `reach`
 * pages either side of the current one, and a gap (null) wherever pages are left out.
 */
export function pageWindow(current: number, count: number, reach: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= reach) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * "1–20 of 57", the page size when `onLimit` is given, and the pages: first, previous, the
 * numbers around the current one, next, last. On a phone the numbers narrow to the current page
 * and its neighbours and the arrows lose their words, so the row fits 375 px.
 */
export function Pagination({
  total,
  limit,
  offset,
  onOffset,
  onLimit,
}: {
  total: number;
  limit: number;
  offset: number;
  onOffset: (offset: number) => void;
  onLimit?: (limit: number) => void;
}) {
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(pageCount, Math.floor(offset / limit) + 1);
  const goTo = (page: number) => onOffset((page - 1) * limit);
  const sizeId = useId();
  return (
    <nav aria-label="Pagination" className="flex flex-col gap-3 px-4 py-3 text-sm text-zinc-600 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between dark:text-zinc-400">
      <div className="flex items-center justify-between gap-4 sm:justify-start">
        <p className="tabular-nums">
          {from}–{to} of {total.toLocaleString('en')}
        </p>
        {onLimit && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap">
              Rows per page
            </label>
            <select
              id={sizeId}
              value={limit}
              onChange={(event) => onLimit(Number(event.target.value))}
              className="h-8 rounded-lg border border-zinc-300 bg-white pl-2 pr-7 text-sm text-zinc-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {/* The buttons' words from 1280 px: beside the sidebar at 1024 px, with a long list's page
          numbers, they made the row wider than the card; the row also wraps rather than overflow. */}
      <ul className="flex items-center justify-center gap-1">
        <li>
          <PageButton label="First page" disabled={current === 1} onClick={() => goTo(1)}>
            <span aria-hidden="true">«</span>
            <span className="hidden xl:inline">First</span>
          </PageButton>
        </li>
        <li>
          <PageButton label="Previous page" disabled={current === 1} onClick={() => goTo(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="hidden xl:inline">Previous</span>
          </PageButton>
        </li>
        {pageWindow(current, pageCount, 2).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 sm:block">
              …
            </li>
          ) : (
            // On a phone only the current page and its neighbours; the rest where there is room.
            <li key={page} className={Math.abs(page - current) <= 1 ? undefined : 'hidden sm:block'}>
              <PageButton label={`Page ${page}`} current={page === current} onClick={() => goTo(page)}>
                {page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton label="Next page" disabled={current >= pageCount} onClick={() => goTo(current + 1)}>
            <span className="hidden xl:inline">Next</span>
            <span aria-hidden="true">›</span>
          </PageButton>
        </li>
        <li>
          <PageButton label="Last page" disabled={current >= pageCount} onClick={() => goTo(pageCount)}>
            <span className="hidden xl:inline">Last</span>
            <span aria-hidden="true">»</span>
          </PageButton>
        </li>
      </ul>
    </nav>
  );
}

function PageButton({ label, current = false, disabled, onClick, children }: { label: string; current?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant={current ? 'primary' : 'secondary'}
      size="sm"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={current ? undefined : onClick}
      className="min-w-8 gap-1 px-2 tabular-nums"
    >
      {children}
    </Button>
  );
}
