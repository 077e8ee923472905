import { expect } from '@playwright/test';
import { serverTest as test } from './support/servers';

/**
 * The pages behind the mailed links, against the production build. The valid-token path of both
 * pages (the same service the API calls) is covered in server/services/account/confirm-from-link
 * integration tests: the embedded database holding the mailed token cannot be read from here.
 */
test.describe('mailed link pages', () => {
  test('/confirm-email with an unknown token says the link is invalid', async ({ page }) => {
    await page.goto('/confirm-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'E-mail address not confirmed' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid, was already used, or has expired');
  });

  test('/parental-consent without a token says so', async ({ page }) => {
    await page.goto('/parental-consent');
    await expect(page.getByRole('heading', { name: 'Consent not recorded' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('has no token');
  });

  test('the account API answers through the production build: register, login, profile', async ({ request }) => {
    const suffix = Date.now().toString(36);
    const email = `e2e-${suffix}@example.test`;
    const registered = await request.post('/api/v1/auth/register', { data: { username: `e2e_${suffix}`, email, password: 'e2e-password-long', birthDate: '1990-01-01' } });
    expect(registered.status()).toBe(201);
    const login = await request.post('/api/v1/auth/login', { data: { email, password: 'e2e-password-long' } });
    expect(login.status()).toBe(200);
    const { accessToken } = await login.json();
    const me = await request.get('/api/v1/auth/get', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, emailConfirmed: false, subscription: { type: 'free' } });
  });
});
