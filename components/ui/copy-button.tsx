'use client';

import { useEffect, useState } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';

const SHOWN_MS = 2_000;
const icon = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24', className: 'size-4' } as const;

/**
 * Copies `value` to the clipboard and says so, on screen and to screen readers: `label` names the
 * button ("Copy payment ID", then "Copy payment ID: copied"), and a polite live region says
 * "Copied" without moving the focus. `variant="icon"` is a square icon button that fits beside an
 * id, on a phone too; the default is a small "Copy" button. Without a clipboard (plain HTTP to a
 * host that is not localhost) it says it could not copy.
 */
export function CopyButton({ value, label, variant = 'text', className }: { value: string; label: string; variant?: 'text' | 'icon'; className?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const copied = outcome === 'copied';
  return (
    <span className={cn('inline-flex shrink-0 items-center', className)}>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? `${label}: copied` : label}
        title={variant === 'icon' ? (copied ? 'Copied' : label) : undefined}
        className={
          variant === 'icon'
            ? cn(
                'inline-flex size-8 items-center justify-center rounded-md text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
                copied && 'text-emerald-600 dark:text-emerald-400',
              )
            : buttonClasses('secondary', 'sm')
        }
      >
        {variant === 'icon' ? (
          <svg {...icon} aria-hidden="true">
            <path d={copied ? 'M5 12.5l4.5 4.5L19 7.5' : 'M9 9h10v10H9zM5 15V5h10'} />
          </svg>
        ) : copied ? (
          'Copied'
        ) : (
          'Copy'
        )}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Copied' : outcome === 'failed' ? 'Could not copy: select the text and copy it by hand' : ''}
      </span>
    </span>
  );
}
