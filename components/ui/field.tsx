import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { statusLabel } from './badge';
import { cn } from './cn';

const control =
  'block w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500';
const border = (invalid: boolean) =>
  invalid ? 'border-red-500 focus:border-red-500 dark:border-red-500' : 'border-zinc-300 focus:border-indigo-500 dark:border-zinc-700';

/** `trailing` sits beside the input on the same line (show/hide, copy, generate buttons). */
type FieldProps = { label: string; error?: string; hint?: ReactNode; trailing?: ReactNode };

/**
 * A validation message in the words of the form. The API's messages (the server's, and its schemas
 * run in the browser) begin with the field as the JSON names it, `appSecret must be at least 12
 * characters`; next to the field the console names it as its label does, `App secret must…`.
 */
function inLabelWords(message: string, name: string | undefined, label: string): string {
  return name && message.startsWith(`${name} `) ? `${label}${message.slice(name.length)}` : message;
}

/** A multi-line text with its visible label, and a hint under it (a character counter). */
export function TextAreaField({ label, error, hint, className, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <textarea id={id} className={cn(control, 'min-h-40 py-2', border(Boolean(error)))} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint`} {...props} />
      <p id={`${id}-hint`} className={cn('mt-1.5 text-xs', error ? 'text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400')}>
        {error ?? hint}
      </p>
    </div>
  );
}

/** An input with its visible label, a hint, and the validation message next to it. */
export function TextField({ label, error, hint, trailing, className, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      {trailing ? (
        <div className="flex items-center gap-2">
          <input id={id} className={cn(control, 'h-10 min-w-0 flex-1', border(Boolean(error)))} aria-invalid={error ? true : undefined} aria-describedby={described} {...props} />
          {trailing}
        </div>
      ) : (
        <input id={id} className={cn(control, 'h-10', border(Boolean(error)))} aria-invalid={error ? true : undefined} aria-describedby={described} {...props} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {inLabelWords(error, props.name, label)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ label, className, children, ...props }: { label: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <select id={id} className={cn(control, 'h-10 pr-8', border(false))} {...props}>
        {children}
      </select>
    </div>
  );
}

/** A status filter: "All statuses" and one option per status, labelled as the badges read. */
export function StatusSelect({
  statuses,
  value,
  onChange,
  className,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (status: string) => void;
  className?: string;
}) {
  return (
    <SelectField label="Status" value={value} onChange={(event) => onChange(event.target.value)} className={className}>
      <option value="">All statuses</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </SelectField>
  );
}
