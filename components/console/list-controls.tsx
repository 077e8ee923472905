'use client';

import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Pagination } from '../ui/table';

/**
 * The pages under a list whose place lives in the URL (`offset`, `limit`): shown once the list has
 * anything; a new page size starts again from the first page.
 */
export function UrlPagination({
  total,
  limit,
  offset,
  setView,
}: {
  total: number | undefined;
  limit: number;
  offset: number;
  setView: (changes: { offset?: string; limit?: string }) => void;
}) {
  if (!total) return null;
  return <Pagination total={total} limit={limit} offset={offset} onOffset={(next) => setView({ offset: String(next) })} onLimit={(next) => setView({ limit: String(next), offset: '0' })} />;
}

/** "Clear filters" at the end of a filter panel, while any filter is in force. */
export function ClearFiltersButton({ active, onClear, className }: { active: boolean; onClear: () => void; className?: string }) {
  if (!active) return null;
  return (
    <div className={cn(className)}>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
