import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { captureViews, consoleAdmin, signInAsAdmin, signInAsAdminWithForm, test } from './support/console';

const SIGN_IN_TIMEOUT_MS = 30_000;

/** The authenticator's code for `key` (as the page shows it, in groups) at `at`. */
const codeAt = (key: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({ timestamp: at });

/**
 * The server accepts each 30-second code once, and the code of the step just used is refused: the
 * next code of an authenticator app appears when the clock reaches the next step, so the test waits
 * for that moment as a person would.
 */
async function nextStepsCode(page: Page, key: string, usedAt: number): Promise<string> {
  const nextStep = (Math.floor(usedAt / 30_000) + 1) * 30_000;
  const wait = nextStep - Date.now() + 250;
  if (wait > 0) await page.waitForTimeout(wait);
  return codeAt(key);
}

async function openAccount(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Your account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

test.describe('a person’s account', () => {
  test('shows name, access, password, two factors and this browser’s session, whole on a phone and in the dark', async ({ page }) => {
    await signInAsAdmin(page);
    await openAccount(page);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Administrator · Owner').first()).toBeVisible();
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions).toContainText(/Chrome \d+ on Linux/);
    await captureViews(page, 'account', async (current) => {
      await expect(current.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      await expect(current.getByRole('list', { name: 'Sessions' }).getByText('This browser')).toBeVisible();
    });
  });

  test('many sessions are folded after five, this browser first, and unfold on request', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // Six more browsers signed in as the same person: with this one, at least seven sessions.
    for (let index = 0; index < 6; index += 1) {
      const context = await browser.newContext();
      await signInAsAdminWithForm(await context.newPage());
      await context.close();
    }
    await signInAsAdmin(page);
    await openAccount(page);
    const sessions = page.getByRole('list', { name: 'Sessions' });
    const rows = sessions.getByRole('listitem').filter({ hasNot: page.getByRole('button', { name: /^Show / }) });
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('This browser');
    const unfold = sessions.getByRole('button', { name: /^Show all \d+ sessions$/ });
    const total = Number((await unfold.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(7);
    await unfold.click();
    await expect(rows).toHaveCount(total);
    await sessions.getByRole('button', { name: 'Show fewer sessions' }).click();
    await expect(rows).toHaveCount(5);
  });

  test('an administrator sets up an authenticator, signs in with its code, and turns it off again', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signInAsAdminWithForm(page);
    await openAccount(page);

    await page.getByRole('button', { name: 'Set up' }).click();
    const key = (await page.locator('code').first().textContent())!.trim();
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    const setUpAt = Date.now();
    await page.getByLabel('Code from the app').fill(codeAt(key, setUpAt));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    let recoveryCodes: string[] = [];
    try {
      // Turning it on hashes ten recovery codes with argon2id: seconds on a busy machine.
      await expect(codesDialog).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
      recoveryCodes = await codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      await codesDialog.getByLabel('I have saved them').check();
      await codesDialog.getByRole('button', { name: 'Done' }).click();
      await expect(codesDialog).toBeHidden();

      // Signed out, the password alone no longer signs in: the form asks for the code.
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/login/);
      await page.getByLabel('E-mail').fill(consoleAdmin.email);
      await page.getByLabel('Password').fill(consoleAdmin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const codeField = page.getByLabel('Authentication code');
      await expect(codeField).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
      await expect(page).toHaveURL(/\/login/);

      // A wrong code is refused, in words.
      await codeField.fill(codeAt(key, setUpAt - 120_000));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText(/That code is not valid/)).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });

      await codeField.fill(await nextStepsCode(page, key, setUpAt));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });

      // Turning it off takes a code too: a recovery code works once.
      await openAccount(page);
      await page.getByRole('button', { name: 'Turn off' }).click();
      const turnOff = page.getByRole('dialog', { name: 'Turn two-factor sign-in off?' });
      await turnOff.getByLabel('Code').fill(recoveryCodes[0]!);
      await turnOff.getByRole('button', { name: 'Turn off' }).click();
      await expect(turnOff).toBeHidden();
      await expect(page.getByRole('button', { name: 'Set up' })).toBeVisible();
    } finally {
      // The administrator is shared by every browser test: whatever failed above, leave it signing
      // in with its password alone (recovery codes 2 and 3 are unused whatever step failed; without
      // them, the authenticator's next codes).
      await turnOffTwoFactor(browser, recoveryCodes.length === 10 ? recoveryCodes.slice(1) : { key, usedAt: setUpAt });
    }
  });
});

/**
 * Signs the shared administrator in with a recovery code (or the authenticator's next code) if it
 * is asked for one, and turns two-factor sign-in off.
 */
async function turnOffTwoFactor(browser: import('@playwright/test').Browser, codes: string[] | { key: string; usedAt: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let usedAt = Array.isArray(codes) ? 0 : codes.usedAt;
  const nextCode = async (index: number) => {
    if (Array.isArray(codes)) return codes[index]!;
    const code = await nextStepsCode(page, codes.key, usedAt);
    usedAt = Date.now();
    return code;
  };
  try {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(consoleAdmin.email);
    await page.getByLabel('Password').fill(consoleAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const asked = page.getByRole('button', { name: 'Use a recovery code' });
    const outcome = await Promise.race([
      page.waitForURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS }).then(() => 'signed in' as const),
      asked.waitFor({ timeout: SIGN_IN_TIMEOUT_MS }).then(() => 'asked for a code' as const),
    ]);
    if (outcome === 'signed in') return;
    if (Array.isArray(codes)) {
      await asked.click();
      await page.getByLabel('Recovery code').fill(await nextCode(0));
    } else {
      await page.getByLabel('Authentication code').fill(await nextCode(0));
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await page.goto('/account');
    await page.getByRole('button', { name: 'Turn off' }).click();
    const turnOff = page.getByRole('dialog', { name: 'Turn two-factor sign-in off?' });
    await turnOff.getByLabel('Code').fill(await nextCode(1));
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Set up' })).toBeVisible();
  } finally {
    await context.close();
  }
}
