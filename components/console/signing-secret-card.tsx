'use client';

import { type FormEvent, useState } from 'react';
import type { RotatedWebhookSecret, WebhookSecretGracePeriod } from '@/server/services/webhooks/webhook-schemas';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { DateTime } from '../ui/date-time';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { SelectField } from '../ui/field';
import { useToast } from '../ui/toast';
import { SecretOnceDialog } from './secret-once-dialog';
import { messageOf } from './trpc';

const graceOptions: Array<{ value: WebhookSecretGracePeriod; label: string }> = [
  { value: 'none', label: 'None: the old secret stops at once' },
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
];

/**
 * A webhook signing secret: hidden until revealed (then copyable), rotated with a grace period
 * for the old one, the new one shown once; while the old one still signs, until when. The tenant's
 * settings and each endpoint's page show it; the caller owns the queries, so the card does not
 * care whose secret it is.
 */
export function SigningSecretCard({
  description,
  revealed,
  onRevealedChange,
  secret,
  loadingSecret,
  rotate,
  rotating,
  previousSecretExpiresAt,
  expirePrevious,
  className,
}: {
  description: string;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  /** The secret once revealed and read. */
  secret: string | undefined;
  loadingSecret: boolean;
  rotate: (gracePeriod: WebhookSecretGracePeriod) => Promise<RotatedWebhookSecret>;
  rotating: boolean;
  previousSecretExpiresAt: string | null | undefined;
  /** Ends the grace period now; without it the card only says until when it runs. */
  expirePrevious?: { run: () => Promise<unknown>; pending: boolean };
  className?: string;
}) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [gracePeriod, setGracePeriod] = useState<WebhookSecretGracePeriod>('24h');
  const [rotation, setRotation] = useState<RotatedWebhookSecret | null>(null);

  async function confirmRotation(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const rotated = await rotate(gracePeriod);
      setConfirming(false);
      setRotation(rotated);
      toast.success('Signing secret rotated');
    } catch (error) {
      toast.error(messageOf(error));
      setConfirming(false);
    }
  }

  function closeConfirmation() {
    setConfirming(false);
    setGracePeriod('24h');
  }

  const shown = revealed && secret ? secret : null;
  return (
    <Card className={className} label="Signing secret">
      <CardHeader title="Signing secret" description={description} />
      <div className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-center">
        <code aria-label="Webhook signing secret" className="block min-w-0 flex-1 truncate rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950">
          {shown ?? 'whsec_' + '•'.repeat(24)}
        </code>
        <div className="flex flex-wrap gap-2">
          {shown && <CopyButton value={shown} label="Copy signing secret" />}
          <Button variant="secondary" onClick={() => onRevealedChange(!revealed)} pending={revealed && loadingSecret}>
            {revealed ? 'Hide secret' : 'Reveal secret'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Rotate secret
          </Button>
        </div>
      </div>
      {previousSecretExpiresAt && <PreviousSecretGrace expiresAt={previousSecretExpiresAt} expire={expirePrevious} />}
      <Dialog
        open={confirming}
        onClose={closeConfirmation}
        title="Rotate the signing secret?"
        description="Events are signed with a new secret from now on. During the grace period they carry a signature made with the old secret as well, so your endpoint keeps verifying them until you have switched it over."
      >
        <form onSubmit={confirmRotation} className="space-y-5">
          <SelectField label="Keep the old secret valid for" value={gracePeriod} onChange={(event) => setGracePeriod(event.target.value as WebhookSecretGracePeriod)}>
            {graceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={closeConfirmation} disabled={rotating}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={rotating}>
              Rotate secret
            </Button>
          </div>
        </form>
      </Dialog>
      <SecretOnceDialog
        open={rotation !== null}
        title="Signing secret rotated"
        description="Events are signed with the new secret from now on. Put it in your endpoint’s configuration."
        values={rotation ? [{ label: 'New signing secret', value: rotation.secret, copyLabel: 'Copy new signing secret' }] : []}
        note="Update your endpoint before you close this. You can reveal the secret again on this page, but only while you are signed in."
        onDone={() => {
          setRotation(null);
          setGracePeriod('24h');
        }}
      >
        <p className="text-sm">
          {rotation?.previousSecretExpiresAt ? (
            <>
              The old secret stays valid until <DateTime value={rotation.previousSecretExpiresAt} />.
            </>
          ) : (
            'The old secret is no longer valid: signatures made with it stop verifying now.'
          )}
        </p>
      </SecretOnceDialog>
    </Card>
  );
}

/**
 * A rotation's grace period while it runs, read from the server (so it shows on any later visit
 * too): until when the previous secret still signs, and, where the API offers it, a way to end it
 * now once the endpoint has switched over.
 */
function PreviousSecretGrace({ expiresAt, expire }: { expiresAt: string; expire?: { run: () => Promise<unknown>; pending: boolean } }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3 border-t border-zinc-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        The previous secret stays valid until <DateTime value={expiresAt} />. Events carry a signature made with it as well until then.
      </p>
      {expire && (
        <>
          <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
            Expire now
          </Button>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title="Expire the previous secret now?"
            description="Events are signed with the current secret only from now on. An endpoint still checking with the previous secret refuses them."
            confirmLabel="Expire now"
            dismissLabel="Keep it valid"
            pending={expire.pending}
            onConfirm={async () => {
              try {
                await expire.run();
                toast.success('The previous signing secret has expired');
              } catch (error) {
                toast.error(messageOf(error));
              } finally {
                setConfirming(false);
              }
            }}
          />
        </>
      )}
    </div>
  );
}
