'use client';

import { buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { useConsoleRole } from './console-role';
import { fetchDownload, useDownload } from './download';

/** A list's filters as the export route reads them: only those in force, each its text. */
export function exportHref(list: string, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const search = query.toString();
  return `/api/export/${list}.csv${search ? `?${search}` : ''}`;
}

/**
 * Downloads what the list's filters show as CSV. `forChange`: the list's export needs a role that
 * may change things (a tenant's request log: developers and owners), so the others do not see it.
 * The link is fetched by the page, so that a refusal (the session ended, too many exports, the
 * store down) is shown beside it in the server's words; the file is then held in the page's memory
 * until it is saved.
 */
export function ExportLink({ list, filters, forChange = false }: { list: string; filters: Record<string, string | undefined>; forChange?: boolean }) {
  const { mayChange } = useConsoleRole();
  const download = useDownload();
  if (forChange && !mayChange) return null;
  const href = exportHref(list, filters);
  return (
    <div className="flex min-w-0 flex-col items-end">
      <a
        href={href}
        download
        aria-busy={download.pending || undefined}
        className={buttonClasses('secondary', 'sm', download.pending ? 'cursor-wait opacity-70' : undefined)}
        onClick={(event) => {
          // A modified click (a new tab, save as) stays the browser's own.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void download.start(() => fetchDownload(href));
        }}
      >
        Export CSV
      </a>
      <div className="max-w-xs">
        <FormAlert message={download.error} />
      </div>
    </div>
  );
}
