import Bowser from 'bowser';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { consoleSessions } from '@/db/schema';
import type { Mailer } from '@/server/infra/mailer';
import { describeBrowser } from './my-account';
import { sendSecurityNotice } from './security-notices';

/** The earlier sessions compared: a person's recent browsers are what they recognise. */
const EARLIER_SESSIONS_COMPARED = 200;

/** A browser and system without versions ("Chrome|macOS"): an update is the same browser. */
export function browserFamily(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const parsed = Bowser.parse(userAgent);
  if (!parsed.browser.name && !parsed.os.name) return userAgent;
  return `${parsed.browser.name ?? ''}|${parsed.os.name ?? ''}`;
}

/**
 * Before a sign-in's session starts, in its transaction: the person is told by mail when they have
 * signed in before, but never with this browser on this system (their very first sign-in, or one
 * from a browser they used before, sends nothing).
 */
export async function noticeNewBrowser(
  tx: Db,
  context: { mailer: Mailer; publicBaseUrl: string },
  person: { id: string; email: string },
  client: { userAgent: string | null; ip: string | null },
): Promise<void> {
  const earlier = await tx
    .select({ userAgent: consoleSessions.userAgent })
    .from(consoleSessions)
    .where(eq(consoleSessions.personId, person.id))
    .orderBy(desc(consoleSessions.createdAt))
    .limit(EARLIER_SESSIONS_COMPARED);
  if (earlier.length === 0) return;
  const family = browserFamily(client.userAgent);
  if (earlier.some((session) => browserFamily(session.userAgent) === family)) return;
  await sendSecurityNotice(tx, context, person, { kind: 'new_browser', browser: describeBrowser(client.userAgent), ip: client.ip, at: new Date() });
}
