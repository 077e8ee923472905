'use client';

import { useEffect, useState } from 'react';
import { Button } from './button';

const COPIED_FOR_MS = 2_000;

/**
 * Copies `value` to the clipboard and says so, on screen and to screen readers. `label` names what
 * is copied ("Copy app ID") and is the button's accessible name ("Copy app ID: copied" just after);
 * on screen the button stays one short word wide, so it fits beside a value on a phone.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Refused permission or an insecure origin: the value is still on screen to select by hand.
      setState('failed');
    }
  }

  return (
    <span className="inline-flex shrink-0 items-center">
      <Button variant="secondary" size="sm" onClick={copy} aria-label={state === 'copied' ? `${label}: copied` : label} title={label} className="px-2.5">
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span aria-hidden="true">{state === 'copied' ? 'Copied' : 'Copy'}</span>
      </Button>
      {/* A live region without the status role: the page's toasts own that one. */}
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy; select the text instead' : ''}
      </span>
    </span>
  );
}

function CopyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-3.5">
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-3.5">
      <path d="m3 8.5 3 3 7-7" />
    </svg>
  );
}
