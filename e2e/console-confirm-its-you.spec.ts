import { expect } from '@playwright/test';
import { captureState, captureViews, desktop, expectDialogUsable, phone, refuseOnceAsStale, registerTenant, setPrimaryEndpoint, signInAsAdmin, signInAsTenant, test } from './support/console';

test.describe("Confirm it's you", () => {
  test('the app-secret sign-in confirms with its app secret, and the refused call then goes through', async ({ page, request }) => {
    // Two sign-ins and four captured views, each checked by axe.
    test.setTimeout(180_000);
    const tenant = await registerTenant(request, `Confirm ${Date.now()}`);
    const primaryPage = await setPrimaryEndpoint(request, tenant, 'http://127.0.0.1:9/unreachable');
    await signInAsTenant(page, tenant);
    await page.goto(primaryPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeVisible();

    await refuseOnceAsStale(page, 'webhookEndpoints.secret');
    await page.getByRole('button', { name: 'Reveal secret' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog.getByLabel('App secret')).toBeVisible();
    // A person's fields are not offered: there is no password or authenticator to ask for.
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
    await captureViews(page, 'confirm-app-secret', async () => expectDialogUsable(page, dialog));

    await dialog.getByLabel('App secret').fill('not-the-app-secret');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('The app secret is not right.')).toBeVisible();

    await dialog.getByLabel('App secret').fill(tenant.appSecret);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Webhook signing secret')).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  });

  test('an administrator without a second factor on the embedded default is reminded on the admin pages', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const note = page.getByRole('note', { name: 'Second factor suggested' });
    await expect(note).toContainText('Your sign-in has no second factor.');
    await captureState(page, 'admin-second-factor-reminder', async () => expect(note).toBeVisible());
    // On a phone it is one line with its link, not a paragraph above every page's content.
    await page.setViewportSize(phone);
    await expect(note.getByRole('link', { name: 'Add one', exact: true })).toBeVisible();
    expect((await note.boundingBox())!.height, 'the reminder on a phone').toBeLessThanOrEqual(64);
    await page.setViewportSize(desktop);
    await page.getByRole('link', { name: 'Tenants', exact: true }).first().click();
    await expect(note).toBeVisible();
    await note.getByRole('link', { name: 'Add one on your account page' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
