import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { captureState, captureViews, desktop, phone, signInAsAdminWithForm, test } from './support/console';

/**
 * People joining by mail: the first owner of a tenant registered in the console, then a viewer
 * that owner invites. Each accepts from the mail the mailbox received, in a browser of their own.
 */

const SIGN_IN_TIMEOUT_MS = 30_000;

/** Opens an invitation's link in a browser of its own, sets a name and password, and signs in with them. */
async function acceptAndSignIn(browser: Browser, link: string, person: { email: string; name: string; password: string }, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Choose a password').fill(person.password);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome.' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/, { timeout: SIGN_IN_TIMEOUT_MS });
  return page;
}

test.describe('people joining by mail', () => {
  test.describe.configure({ timeout: 240_000 });

  test("an owner invited at registration invites a viewer, who finds what the role forbids absent or refused; the audit log names each person", async ({ page, browser, baseURL }) => {
    const run = Date.now();
    const tenantName = `People ${run}`;
    const owner = { email: `owner-${run}@e2e.test`, name: 'Olivia Owner', password: 'owner-password-123' };
    const viewer = { email: `viewer-${run}@e2e.test`, name: 'Victor Viewer', password: 'viewer-password-123' };

    // The administrator registers the tenant and invites its first owner in the same dialog.
    await signInAsAdminWithForm(page);
    await page.goto('/admin/tenants');
    const before = await lastMailId(owner.email);
    await page.getByRole('button', { name: 'Register tenant' }).click();
    const register = page.getByRole('dialog', { name: 'Register tenant' });
    await register.getByLabel('Name').fill(tenantName);
    await register.getByLabel('App secret').fill('a-long-enough-secret');
    await register.getByLabel('Owner e-mail').fill(owner.email);
    await register.getByRole('button', { name: 'Register tenant' }).click();
    const shown = page.getByRole('dialog', { name: `${tenantName} is registered` });
    await shown.getByRole('checkbox', { name: 'I have copied it' }).check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(`Invitation sent to ${owner.email}`)).toBeVisible();

    // The mail says what the invitation is for, in text and HTML, with a link to this console.
    const invitation = await waitForMail(owner.email, { subject: `Invitation to join ${tenantName}`, after: before });
    expect(invitation.text).toContain(`invited you to join ${tenantName} with the role Owner`);
    expect(invitation.html).toContain('Accept the invitation');
    const ownerPage = await acceptAndSignIn(browser, linkIn(invitation, `${baseURL}/invite/`), owner, desktop);
    await expect(ownerPage.getByText(`${owner.email} · Owner`).first()).toBeAttached();

    // The owner invites a viewer from the team page.
    await ownerPage.getByRole('link', { name: 'Team' }).first().click();
    await ownerPage.getByRole('button', { name: 'Invite' }).click();
    const inviteDialog = ownerPage.getByRole('dialog', { name: 'Invite someone' });
    await inviteDialog.getByLabel('E-mail').fill(viewer.email);
    await inviteDialog.getByLabel('Role').selectOption('viewer');
    const viewerBefore = await lastMailId(viewer.email);
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(ownerPage.getByText(`Invitation sent to ${viewer.email}`)).toBeVisible();
    const viewerMail = await waitForMail(viewer.email, { subject: `Invitation to join ${tenantName}`, after: viewerBefore });
    expect(viewerMail.text).toContain(`${owner.email} invited you to join ${tenantName} with the role Viewer`);

    // The viewer accepts on a phone.
    const viewerPage = await acceptAndSignIn(browser, linkIn(viewerMail, `${baseURL}/invite/`), viewer, phone);

    // Absent: the request log in the menu, the settings' changes and secret, the team's controls, the export.
    const menuButton = viewerPage.getByRole('button', { name: 'Menu' });
    // A click before the page is interactive does nothing: click until the menu says it is open.
    await expect(async () => {
      if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    const menu = viewerPage.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Requests' })).toHaveCount(0);
    await viewerPage.goto('/portal/settings');
    await expect(viewerPage.getByText('Your role (Viewer) reads these settings.')).toBeVisible();
    await expect(viewerPage.getByLabel('Webhook URL')).toBeDisabled();
    for (const name of ['Save', 'Send test event', 'Reveal secret', 'Rotate secret', 'Export account data']) {
      await expect(viewerPage.getByRole('button', { name })).toHaveCount(0);
    }
    await captureState(viewerPage, 'portal-settings-viewer', async (view) => {
      await expect(view.getByText('Your role (Viewer) reads these settings.')).toBeVisible();
    });
    await viewerPage.goto('/portal/team');
    const people = viewerPage.getByRole('region', { name: 'People' });
    await expect(people.getByRole('row').filter({ hasText: owner.email })).toContainText('Owner');
    await expect(viewerPage.getByRole('button', { name: 'Invite' })).toHaveCount(0);
    await expect(people.getByRole('combobox')).toHaveCount(0);
    await expect(viewerPage.getByRole('checkbox', { name: 'Require a second factor of every member' })).toBeDisabled();
    await captureViews(viewerPage, 'portal-team-viewer', async (view) => {
      await expect(view.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: viewer.email })).toBeVisible();
    });

    // Refused: the request log's address typed in, by the server, in words.
    await viewerPage.goto('/portal/requests');
    await expect(viewerPage.getByText('Your role (viewer) does not allow this; it needs developer.').first()).toBeVisible();

    // The owner sees the viewer joined, with no second factor and one browser signed in.
    await ownerPage.reload();
    const viewerRow = ownerPage.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: viewer.email });
    await expect(viewerRow).toContainText('Password only');
    await expect(viewerRow).toContainText('1 browser signed in');
    await captureViews(ownerPage, 'portal-team-owner', async (view) => {
      await expect(view.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: viewer.email })).toBeVisible();
    });

    // The owner signs the viewer out everywhere: the viewer's next page is the sign-in page.
    await viewerRow.getByRole('button', { name: `Sign out ${viewer.email} everywhere` }).click();
    await expect(ownerPage.getByText(`${viewer.email} is signed out everywhere`)).toBeVisible();
    await viewerPage.goto('/portal');
    await expect(viewerPage).toHaveURL(/\/login/);

    // The owner requires a second factor of every member, themselves included: their next page is
    // the account page, saying why, until an authenticator is set up.
    await ownerPage.getByRole('checkbox', { name: 'Require a second factor of every member' }).check();
    await expect(ownerPage.getByText('A second factor is now required of every member')).toBeVisible();
    await ownerPage.goto('/portal/payments');
    await expect(ownerPage).toHaveURL(/\/account$/);
    await expect(ownerPage.getByRole('note', { name: 'Second factor required' })).toContainText("This tenant's owners require a second factor of its members.");
    await captureViews(ownerPage, 'account-second-factor-required', async (view) => {
      await expect(view.getByRole('note', { name: 'Second factor required' })).toBeVisible();
    });
    await ownerPage.getByRole('button', { name: 'Set up' }).click();
    const key = (await ownerPage.locator('code').first().textContent())!.trim();
    await ownerPage.getByLabel('Code from the app').fill(new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate());
    await ownerPage.getByRole('button', { name: 'Turn on' }).click();
    const codes = ownerPage.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
    await codes.getByLabel('I have saved them').check();
    await codes.getByRole('button', { name: 'Done' }).click();
    await ownerPage.getByRole('link', { name: 'Continue to the console' }).click();
    await expect(ownerPage).toHaveURL(/\/portal$/);
    const security = await waitForMail(owner.email, { subject: 'Two-factor sign-in turned on' });
    expect(security.text).toContain('If it was not you');

    // The audit log names who invited and who joined, by e-mail.
    await page.goto('/admin/audit?action=team.member_invited');
    const invited = page.getByRole('row').filter({ hasText: viewer.email });
    await expect(invited.first()).toContainText(owner.email);
    await page.goto('/admin/audit?action=team.member_sessions_ended');
    await expect(page.getByRole('row').filter({ hasText: viewer.email }).first()).toContainText(owner.email);

    await ownerPage.context().close();
    await viewerPage.context().close();
  });
});

