'use client';

import { useEffect, useRef, useState } from 'react';

/** Typing that pauses this long is a search: the URL (and the query) follow. */
const PAUSE_MS = 300;

/**
 * A text filter kept in the URL and typed in a box: the box shows each key at once, the URL takes
 * the text once typing pauses (as one history entry for the burst), and a change of the URL made
 * elsewhere (Back, Clear filters, a link) shows in the box instead of being written back over.
 */
export function useTypedFilter(inUrl: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  // The value the URL holds or is about to: our own write coming back is not a change from elsewhere.
  const written = useRef(inUrl);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    // The URL moved (Back, Clear filters): the box follows it.
    setText(inUrl);
  }, [inUrl]);

  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      commitRef.current(text);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
