import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** How a link reads in running text and tables: indigo, underlined on hover and focus. */
export const textLinkClasses = 'font-medium text-indigo-600 hover:underline focus-visible:underline dark:text-indigo-400';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
