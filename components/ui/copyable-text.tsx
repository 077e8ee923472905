import { cn } from './cn';
import { CopyButton } from './copy-button';

/**
 * An identifier shown in monospace with its copy button. In a details list a long one wraps rather
 * than widen the page; in a table cell (`nowrap`) it stays on one line and the table scrolls.
 */
export function CopyableText({ value, label, nowrap = false, className }: { value: string; label: string; nowrap?: boolean; className?: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-2">
      <span className={cn('font-mono', nowrap ? 'whitespace-nowrap' : 'min-w-0 break-all', className)}>{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}
