import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveWebhookTarget, WebhookTargetError } from './webhook-target';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolveWebhookTarget', () => {
  const resolverOf = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));

  it('refuses a name when any of its addresses is private, and returns the checked address otherwise', async () => {
    await expect(resolveWebhookTarget('https://hooks.example.com/x', { allowPrivate: false, resolver: resolverOf('8.8.8.8', '10.1.2.3') })).rejects.toThrow(
      WebhookTargetError,
    );
    const target = await resolveWebhookTarget('https://hooks.example.com/x', { allowPrivate: false, resolver: resolverOf('8.8.4.4') });
    expect(target.address).toEqual({ address: '8.8.4.4', family: 4 });
    expect(target.url.hostname).toBe('hooks.example.com');
  });

  it('refuses localhost names without asking a resolver, unless private targets are allowed', async () => {
    const never = async () => {
      throw new Error('must not be asked');
    };
    await expect(resolveWebhookTarget('http://LOCALHOST./x', { allowPrivate: false, resolver: never })).rejects.toMatchObject({ reason: 'private-address' });
    const allowed = await resolveWebhookTarget('http://localhost/x', { allowPrivate: true, resolver: resolverOf('127.0.0.1') });
    expect(allowed.address.address).toBe('127.0.0.1');
  });

  it('reports a name that does not resolve', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(resolveWebhookTarget('https://nowhere.example.com/', { allowPrivate: false, resolver: failing })).rejects.toMatchObject({ reason: 'unresolvable' });
  });
});
