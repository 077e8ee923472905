/**
 * The browser tests' Stripe: the tests' Stripe-compatible fake (server/testing/stripe-fake.ts) on a
 * fixed port, for the app server's STRIPE_API_BASE_URL. Playwright starts it before the app
 * (playwright.config.ts, `webServer`):
 *
 *   tsx e2e/support/stripe-fake-server.ts <port>
 *
 * It accepts the keys in `stripeFakeKeys` (e2e/support/stripe-keys.ts) and refuses any other, as
 * Stripe refuses a wrong key.
 */
import { startStripeFake } from '../../server/testing/stripe-fake';
import { stripeFakeKeys } from './stripe-keys';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) {
  console.error('usage: tsx e2e/support/stripe-fake-server.ts <port>');
  process.exit(2);
}

const fake = await startStripeFake({ keys: [stripeFakeKeys.accepted], port });
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
