import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../src/webhooks';

const oldSecret = `whsec_${Buffer.from('an old signing secret of 32 bytes').toString('base64')}`;
const newSecret = `whsec_${Buffer.from('a new signing secret of 32 bytes!').toString('base64')}`;
const strangerSecret = `whsec_${Buffer.from('somebody else entirely, 32 bytes').toString('base64')}`;
const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', createdAt: '2026-03-02T10:05:00.000Z', data: { tenantId: 't', message: 'hi' } });
const now = Date.parse('2026-03-02T10:05:00Z');

function signed(secrets: string[], at = now) {
  const timestamp = new Date(at);
  return {
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(at / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign('evt_1', timestamp, body)).join(' '),
  };
}

describe('verifyWebhook', () => {
  test('answers the event, typed by its type, from a plain object or Headers', () => {
    const event = verifyWebhook(body, signed([newSecret]), newSecret, { now: () => now });
    expect(event.type).toBe('webhook.test');
    if (event.type === 'webhook.test') expect(event.data.message).toBe('hi');
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(signed([newSecret])), newSecret, { now: () => now }).id).toBe('evt_1');
  });

  test('during a rotation: two signatures in the header, or two secrets on the receiver', () => {
    const both = signed([newSecret, oldSecret]);
    expect(verifyWebhook(body, both, oldSecret, { now: () => now }).id).toBe('evt_1');
    expect(verifyWebhook(body, both, newSecret, { now: () => now }).id).toBe('evt_1');
    expect(verifyWebhook(body, signed([newSecret]), [oldSecret, newSecret], { now: () => now }).id).toBe('evt_1');
  });

  test('refuses another secret, a changed body, and a timestamp outside the tolerance', () => {
    const refuse = (run: () => unknown, message: string) => expect(run).toThrow(new WebhookVerificationError(message));
    refuse(() => verifyWebhook(body, signed([newSecret]), [strangerSecret, oldSecret], { now: () => now }), 'No matching signature found');
    refuse(() => verifyWebhook(body.replace('hi', 'ho'), signed([newSecret]), newSecret, { now: () => now }), 'No matching signature found');
    refuse(() => verifyWebhook(body, signed([newSecret], now - 301_000), newSecret, { now: () => now }), 'Message timestamp too old');
    refuse(() => verifyWebhook(body, signed([newSecret], now + 301_000), newSecret, { now: () => now }), 'Message timestamp too new');
    expect(verifyWebhook(body, signed([newSecret], now - 3_000_000), newSecret, { now: () => now, toleranceSeconds: 3600 }).id).toBe('evt_1');
    refuse(() => verifyWebhook(body, { 'webhook-id': 'evt_1' }, newSecret, { now: () => now }), 'Missing webhook-id, webhook-timestamp or webhook-signature');
  });
});
