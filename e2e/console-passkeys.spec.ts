import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { consoleAdmin, desktop, expectAccessible, expectDialogUsable, expectNoSidewaysScroll, phone, screenshotDir, test } from './support/console';

const SIGN_IN_TIMEOUT_MS = 30_000;

/**
 * Passkeys need a host name: browsers refuse an IP address as the relying party's id, so these
 * tests open the console at http://localhost:PORT (the server serves localhost as its own relying
 * party) rather than at the suite's 127.0.0.1.
 */
const onLocalhost = (baseURL: string | undefined) => baseURL!.replace('127.0.0.1', 'localhost');

/**
 * Chromium's virtual authenticator, as a phone or laptop's platform authenticator: it keeps
 * discoverable passkeys and verifies the person (fingerprint, face, PIN) without asking.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signInWithPassword(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(consoleAdmin.email);
  await page.getByLabel('Password').fill(consoleAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

/** The frame's links and `Sign out` sit behind `Menu` on a phone. */
async function openMenuIfFolded(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

/**
 * The shared administrator keeps no passkey whatever failed: signed in with the password (a new
 * session is freshly checked), every passkey on its account page is removed.
 */
async function removeEveryPasskey(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInWithPassword(page, origin);
    await page.goto(`${origin}/account`);
    const list = page.getByRole('list', { name: 'Passkeys' });
    await expect(list.or(page.getByText('No passkeys yet.'))).toBeVisible();
    while (await list.isVisible()) {
      const count = await list.getByRole('listitem').count();
      await list.getByRole('button', { name: /^Remove the passkey/ }).first().click();
      await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove passkey' }).click();
      await expect(list.getByRole('listitem')).toHaveCount(count - 1);
      if (count === 1) break;
    }
  } finally {
    await context.close();
  }
}

for (const size of [desktop, phone]) {
  test(`an administrator adds a passkey, signs in with it alone and removes it, at ${size.width} px`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const origin = onLocalhost(baseURL);
    const name = `E2E passkey ${size.width}`;
    await page.setViewportSize(size);
    const authenticator = await addVirtualAuthenticator(page);
    try {
      await signInWithPassword(page, origin);
      await openMenuIfFolded(page);
      await page.getByRole('link', { name: 'Your account' }).first().click();
      await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();

      // The name field holds the browser's name; the person names it otherwise.
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add a passkey' });
      await expect(addDialog.getByLabel('Name')).toHaveValue('Chrome on Linux');
      await expectDialogUsable(page, addDialog);
      await addDialog.getByLabel('Name').fill(name);
      await addDialog.getByRole('button', { name: 'Continue' }).click();
      await expect(addDialog).toBeHidden();
      const list = page.getByRole('list', { name: 'Passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(name);
      await expect(list).toContainText('never used');
      expect(await authenticator.credentials()).toHaveLength(1);
      if (size === phone) await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, `account-passkeys-${size.width}`);

      // Signed out, the passkey alone signs in: no e-mail address, no password.
      await openMenuIfFolded(page);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
      await shot(page, `login-passkey-${size.width}`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });

      // The list shows its use; removing it (the passkey's sign-in was the check) empties the list.
      await openMenuIfFolded(page);
      await page.getByRole('link', { name: 'Your account' }).first().click();
      await expect(list).toContainText('last used');
      await list.getByRole('button', { name: `Remove the passkey ${name}` }).click();
      const removeDialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
      await expectDialogUsable(page, removeDialog);
      await removeDialog.getByRole('button', { name: 'Remove passkey' }).click();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
    } finally {
      await removeEveryPasskey(browser, origin);
    }
  });
}
