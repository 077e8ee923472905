import { cn } from './cn';

/**
 * A placeholder for text still loading, exactly one line of the surrounding text tall (`1lh`): the
 * text that replaces it moves nothing below it.
 */
export function LineSkeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className="flex h-[1lh] items-center">
      <span className={cn('h-[0.8em] w-24 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800', className)} />
    </span>
  );
}
