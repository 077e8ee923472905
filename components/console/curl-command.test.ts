import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand } from './curl-command';

const entry = { method: 'POST', path: '/payments', query: '', actorType: 'tenant' as const, idempotencyKey: 'order-1', requestBody: '{"amount":-5,"note":"it\'s"}' };

describe('curlCommand', () => {
  it('replays the request with the token as a variable, the idempotency key and the body', () => {
    const command = curlCommand(entry, 'https://billing.example.com');
    expect(command).toBe(
      [
        `curl -X POST 'https://billing.example.com/payments'`,
        `-H "Authorization: Bearer $BILLING_TOKEN"`,
        `-H 'Idempotency-Key: order-1'`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"amount":-5,"note":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
  });

  it('is one command a shell reads back into the same words (quotes in the body survive)', () => {
    // The shell's own parser is the judge: echo each argument on its own line.
    const words = execFileSync('sh', ['-c', `BILLING_TOKEN=t0k; set -- ${curlCommand(entry, 'http://x').slice('curl '.length)}; printf '%s\\n' "$@"`], { encoding: 'utf8' }).trim().split('\n');
    expect(words).toEqual(['-X', 'POST', 'http://x/payments', '-H', 'Authorization: Bearer t0k', '-H', 'Idempotency-Key: order-1', '-H', 'Content-Type: application/json', '--data-raw', `{"amount":-5,"note":"it's"}`]);
  });

  it('uses the admin key variable for an administrator and sends no body on a GET', () => {
    const command = curlCommand({ method: 'GET', path: '/tenants/abc/request-log', query: 'status=4xx', actorType: 'admin', idempotencyKey: null, requestBody: null }, 'http://x');
    expect(command).toBe(`curl -X GET 'http://x/tenants/abc/request-log?status=4xx' \\\n  -H "X-Admin-Key: $BILLING_ADMIN_KEY"`);
  });
});
