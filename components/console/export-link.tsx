import { buttonClasses } from '../ui/button';

/** A list's filters as the export route reads them: only those in force, each its text. */
export function exportHref(list: string, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const search = query.toString();
  return `/api/export/${list}.csv${search ? `?${search}` : ''}`;
}

/**
 * Downloads what the list's filters show as CSV: a plain link, so the browser streams the file to
 * disk as the server writes it (no copy of the list in the page's memory).
 */
export function ExportLink({ list, filters }: { list: string; filters: Record<string, string | undefined> }) {
  return (
    <a href={exportHref(list, filters)} download className={buttonClasses('secondary', 'sm')}>
      Export CSV
    </a>
  );
}
