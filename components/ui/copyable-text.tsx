import { cn } from './cn';
import { CopyButton } from './copy-button';

/** An identifier shown in monospace with its copy button; long ones wrap rather than widen the page. */
export function CopyableText({ value, label, className }: { value: string; label: string; className?: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-2">
      <span className={cn('min-w-0 break-all font-mono', className)}>{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}
