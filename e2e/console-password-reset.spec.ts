import { type Browser, expect, type Page } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { captureViews, desktop, phone, signInAsAdminWithForm, test } from './support/console';

const SIGN_IN_TIMEOUT_MS = 30_000;

/**
 * A new administrator (a viewer) with a password of their own, never the shared admin@e2e.test:
 * the owner invites them on the team page, and they accept from the invitation mail.
 */
async function invitedPerson(browser: Browser, baseURL: string, label: string) {
  const email = `${label}-${Date.now()}@e2e.test`;
  const password = 'the-first-password-1';
  const owner = await browser.newPage();
  try {
    // Inviting needs a fresh sign-in (confirm it's you): the run's shared session is older than that.
    await signInAsAdminWithForm(owner);
    await owner.goto('/admin/team');
    await owner.getByRole('button', { name: 'Invite' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}`)).toBeVisible();
  } finally {
    await owner.close();
  }
  const invitation = await waitForMail(email, { subject: 'Invitation' });
  const invitee = await browser.newPage();
  try {
    await invitee.goto(linkIn(invitation, `${baseURL}/invite/`));
    await invitee.getByLabel('Choose a password').fill(password);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee.getByRole('status')).toContainText('Welcome', { timeout: SIGN_IN_TIMEOUT_MS });
  } finally {
    await invitee.close();
  }
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Forgot password, as a person does it: the link on the sign-in's E-mail tab, the address, the mail
 * read from the tests' mailbox, the link, a new password, and a sign-in with it.
 */
async function resetPassword(page: Page, baseURL: string, person: { email: string }, newPassword: string, capture?: string) {
  const before = await lastMailId(person.email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  if (capture) await captureViews(page, `${capture}-forgot`, async (view) => expect(view.getByRole('button', { name: 'Send the link' })).toBeVisible());
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address, we sent it a link');
  if (capture) await captureViews(page, `${capture}-forgot-sent`, async (view) => expect(view.getByRole('status')).toBeVisible());

  const mail = await waitForMail(person.email, { subject: 'Choose a new password', after: before });
  expect(mail.html).toContain('Choose a new password');
  await page.goto(linkIn(mail, `${baseURL}/reset-password/`));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  if (capture) await captureViews(page, `${capture}-reset`, async (view) => expect(view.getByLabel('New password')).toBeVisible());

  // The rule of a changed password: at least 12 characters, said beside the field.
  await page.getByLabel('New password').fill('too-short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('New password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed', { timeout: SIGN_IN_TIMEOUT_MS });
  if (capture) await captureViews(page, `${capture}-reset-done`, async (view) => expect(view.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible());
  await waitForMail(person.email, { subject: 'Your password was changed', after: before });
  return mail;
}

test.describe('console password reset', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a person resets a forgotten password from the mailed link and signs in with it, at 1280 px; the link works once', async ({ page, browser, baseURL }) => {
    const person = await invitedPerson(browser, baseURL!, 'reset-desktop');
    await page.setViewportSize(desktop);
    const mail = await resetPassword(page, baseURL!, person, 'a-new-desktop-password-1', 'password-reset');

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, person.email, person.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
    await signIn(page, person.email, 'a-new-desktop-password-1');
    await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });

    // A used link says so on its own page, and offers a new one.
    await page.goto(linkIn(mail, `${baseURL}/reset-password/`));
    await expect(page.getByRole('heading', { name: 'Link not valid', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'was already used, or has expired' })).toBeVisible();
    await captureViews(page, 'password-reset-used-link', async (view) => expect(view.getByRole('link', { name: 'Ask for a new link' })).toBeVisible());
  });

  test('the same on a phone, 375 px wide', async ({ page, browser, baseURL }) => {
    const person = await invitedPerson(browser, baseURL!, 'reset-phone');
    await page.setViewportSize(phone);
    await resetPassword(page, baseURL!, person, 'a-new-phone-password-1');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn(page, person.email, 'a-new-phone-password-1');
    await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });
  });

  test('an unknown address gets the same answer, and an unknown link a clear page', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@e2e.test`);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this address, we sent it a link');

    await page.goto('/reset-password/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Link not valid', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
