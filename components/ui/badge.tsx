import { cn } from './cn';

type Tone = 'green' | 'amber' | 'red' | 'zinc' | 'blue' | 'indigo';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30',
  zinc: 'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-500/10 dark:text-zinc-300 dark:ring-zinc-400/30',
  blue: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/30',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30',
};

/** The tone of every status the console shows, in one place. */
const statusTones: Record<string, Tone> = {
  ACTIVE: 'green',
  SUSPENDED: 'amber',
  DELETED: 'zinc',
  PENDING: 'blue',
  PROCESSING: 'indigo',
  SUCCEEDED: 'green',
  FAILED: 'red',
  CANCELED: 'zinc',
  REFUNDED: 'amber',
  NEEDS_RESPONSE: 'amber',
  UNDER_REVIEW: 'blue',
  WON: 'green',
  LOST: 'red',
  up: 'green',
  down: 'red',
};

/** A status or label on one line (`data-badge`: the browser tests find every badge by it). */
export function Badge({ tone = 'zinc', children, className }: { tone?: Tone; children: React.ReactNode; className?: string }) {
  return (
    <span data-badge="" className={cn('inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset', tones[tone], className)}>
      {children}
    </span>
  );
}

/** `SUSPENDED` → `Suspended`, `NEEDS_RESPONSE` → `Needs response`: how every status reads in the console. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase().replaceAll('_', ' ');

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTones[status] ?? 'zinc';
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {statusLabel(status)}
    </Badge>
  );
}
