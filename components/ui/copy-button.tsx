'use client';

import { useEffect, useState } from 'react';
import { cn } from './cn';

const SHOWN_MS = 2_000;
const icon = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24', className: 'size-4' } as const;

/**
 * Copies `value` to the clipboard. The button is named by what it copies ("Copy payment ID"); the
 * outcome is shown by its icon and said by a polite live region, so a screen reader hears
 * "Copied" without the focus moving. A square icon button: it fits beside an id on a phone.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      // Missing outside a secure context (plain HTTP to a host that is not localhost).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className={cn('inline-flex shrink-0 items-center', className)}>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        title={outcome === 'copied' ? 'Copied' : `Copy ${label}`}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-md text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
          outcome === 'copied' && 'text-emerald-600 dark:text-emerald-400',
        )}
      >
        {outcome === 'copied' ? (
          <svg {...icon} aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        ) : (
          <svg {...icon} aria-hidden="true">
            <path d="M9 9h10v10H9zM5 15V5h10" />
          </svg>
        )}
      </button>
      <span aria-live="polite" className="sr-only">
        {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? `Could not copy the ${label}` : ''}
      </span>
    </span>
  );
}
