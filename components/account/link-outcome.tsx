import { Card } from '@/components/ui/card';
import type { LinkOutcome } from '@/server/console/mailed-links';

/** The answer of a mailed link's page: what happened, in one card. */
export function LinkOutcomeCard({ outcome }: { outcome: LinkOutcome }) {
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <Card className="w-full max-w-md">
        <div className="px-6 py-6" role={outcome.ok ? 'status' : 'alert'}>
          <h1 className="text-xl font-semibold tracking-tight">{outcome.title}</h1>
          <p className={outcome.ok ? 'mt-2 text-sm text-zinc-700 dark:text-zinc-300' : 'mt-2 text-sm text-red-700 dark:text-red-300'}>{outcome.message}</p>
        </div>
      </Card>
    </main>
  );
}
