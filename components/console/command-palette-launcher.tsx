'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleKind } from './auth-client';
import type { PalettePage } from './command-palette';

// Its code (cmdk, its dialog, the result views) is fetched on the first opening only.
const CommandPalette = dynamic(() => import('./command-palette'), { ssr: false });

/** Whether a key typed here is text being entered, so `/` is the character, not the shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/**
 * The command palette's state and shortcuts: ⌘K or Ctrl+K anywhere, `/` outside text fields.
 * Returns the palette (nothing until first opened) and the function the Search button calls.
 */
export function useCommandPalette(kind: ConsoleKind, pages: PalettePage[]) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openPalette = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTextEntry(event.target);
      if (!commandK && !slash) return;
      // A modal dialog of the page is in front: the shortcut is not for it.
      if (slash && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setWanted(true);
      setOpen((isOpen) => (commandK ? !isOpen : true));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const palette = wanted ? <CommandPalette kind={kind} pages={pages} open={open} onOpenChange={setOpen} /> : null;
  return { palette, openPalette };
}
