'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cn } from './cn';

type Toast = { id: number; tone: 'success' | 'error'; message: string };
type Toaster = { success: (message: string) => void; error: (message: string) => void };

const ToastContext = createContext<Toaster | null>(null);
const TOAST_MS = 5000;

/** Results of actions, announced politely to screen readers and shown for five seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((tone: Toast['tone'], message: string) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current.slice(-2), { id, tone, message }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_MS);
  }, []);
  const api = useMemo<Toaster>(() => ({ success: (message) => push('success', message), error: (message) => push('error', message) }), [push]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:pr-6">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cn(
              'pointer-events-auto w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg',
              toast.tone === 'success'
                ? 'border-emerald-200 bg-white text-zinc-900 dark:border-emerald-500/30 dark:bg-zinc-900 dark:text-zinc-100'
                : 'border-red-200 bg-white text-red-700 dark:border-red-500/30 dark:bg-zinc-900 dark:text-red-300',
            )}
          >
            <span aria-hidden="true" className={cn('mr-2 inline-block size-2 rounded-full', toast.tone === 'success' ? 'bg-emerald-500' : 'bg-red-500')} />
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider');
  return toaster;
}
