import type { ReactNode } from 'react';

/**
 * The frame of the pages a person meets before the console opens (sign in, forgot password, the
 * invitation and reset links): the mark, the page's one heading and what it is for, then its form.
 */
export function SignInPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <span aria-hidden="true" className="mx-auto grid size-11 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            B
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
          {intro && <p className="mt-1 text-sm break-words text-zinc-500 dark:text-zinc-400">{intro}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
