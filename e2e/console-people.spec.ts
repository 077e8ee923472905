import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { captureState, captureViews, desktop, expectDialogUsable, phone, signInAsAdminWithForm, test } from './support/console';

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
    await expect(viewerPage.getByLabel('Name')).toBeDisabled();
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
    // Its export needs a developer too: absent, where the payments' export (any member's) is there.
    await expect(viewerPage.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
    await viewerPage.goto('/portal/payments');
    await expect(viewerPage.getByRole('link', { name: 'Export CSV' })).toBeVisible();

    // The owner sees the viewer joined, with no second factor and one browser signed in.
    await ownerPage.reload();
    const viewerRow = ownerPage.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: viewer.email });
    await expect(viewerRow).toContainText('Password only');
    await expect(viewerRow).toContainText('1 browser signed in');
    // The owner, the only one, can neither lower their role nor remove themselves: held, saying why.
    const ownerRow = ownerPage.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: owner.email });
    await expect(ownerRow).toContainText('You are the only owner: make someone else owner first.');
    await expect(ownerRow.getByRole('combobox', { name: `Role of ${owner.email}` })).toBeDisabled();
    await expect(ownerRow.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await captureViews(ownerPage, 'portal-team-owner', async (view) => {
      await expect(view.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: viewer.email })).toBeVisible();
    });

    // The owner signs the viewer out everywhere: the viewer's next page is the sign-in page.
    await viewerRow.getByRole('button', { name: `Sign out ${viewer.email} everywhere` }).click();
    await expect(ownerPage.getByText(`${viewer.email} is signed out everywhere`)).toBeVisible();
    await viewerPage.goto('/portal');
    await expect(viewerPage).toHaveURL(/\/login/);

    // With only a password, the owner cannot require a second factor: it would lock them out.
    const rule = ownerPage.getByRole('checkbox', { name: 'Require a second factor of every member' });
    await expect(rule).toBeDisabled();
    await expect(ownerPage.getByText('You have no second factor yet: with this rule on, you would be locked out of every page until you set one up.')).toBeVisible();
    await captureState(ownerPage, 'portal-team-rule-needs-own-factor', async (view) => {
      await expect(view.getByRole('link', { name: 'Set up a second factor' })).toBeVisible();
    });

    // Forced from a page that believes the owner has one, the server refuses, in the dialog.
    await ownerPage.route(
      (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('team.listMembers'),
      async (route) => {
        const answer = await route.fetch();
        const text = await answer.text();
        // The owner's row only: the others keep what the server said.
        await route.fulfill({ response: answer, body: text.replace(new RegExp(`("email":"${owner.email.replace(/[.]/g, '\\.')}"[^}]*"secondFactor":)false`), '$1true') });
      },
    );
    await ownerPage.reload();
    await expect(rule).toBeEnabled();
    await rule.click();
    const requireDialog = ownerPage.getByRole('dialog', { name: 'Require a second factor?' });
    await expect(requireDialog).toContainText('1 member without a second factor will be asked to set one up on their next page.');
    await requireDialog.getByRole('button', { name: 'Require a second factor' }).click();
    await expect(requireDialog.getByRole('alert')).toHaveText('Set up an authenticator app or a passkey for yourself first: requiring a second factor now would lock you out of every page.');
    await captureState(ownerPage, 'portal-team-rule-refused', async (view) => {
      await expectDialogUsable(view, requireDialog);
    });
    await requireDialog.getByRole('button', { name: 'Cancel' }).click();
    await ownerPage.unrouteAll({ behavior: 'ignoreErrors' });
    await ownerPage.reload();
    await expect(rule).not.toBeChecked();

    // The owner sets up an authenticator app from the link, then requires a second factor, told
    // first that the viewer (password only) will be sent to set one up.
    await ownerPage.getByRole('link', { name: 'Set up a second factor' }).click();
    await expect(ownerPage).toHaveURL(/\/account$/);
    await ownerPage.getByRole('button', { name: 'Set up' }).click();
    const key = (await ownerPage.locator('code').first().textContent())!.trim();
    await ownerPage.getByLabel('Code from the app').fill(new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate());
    await ownerPage.getByRole('button', { name: 'Turn on' }).click();
    const codes = ownerPage.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
    await codes.getByLabel('I have saved them').check();
    await codes.getByRole('button', { name: 'Done' }).click();
    await expect(codes).toBeHidden();
    await ownerPage.goto('/portal/team');
    await expect(rule).toBeEnabled();
    await rule.click();
    await expect(requireDialog).toContainText('1 member without a second factor will be asked to set one up on their next page.');
    await captureState(ownerPage, 'portal-team-rule-confirm', async (view) => {
      await expectDialogUsable(view, requireDialog);
    });
    await requireDialog.getByRole('button', { name: 'Require a second factor' }).click();
    await expect(ownerPage.getByText('A second factor is now required of every member')).toBeVisible();
    await expect(requireDialog).toBeHidden();
    await expect(rule).toBeChecked();
    // The owner is not locked out; the viewer's next sign-in leads to the set-up, saying why.
    await ownerPage.goto('/portal/payments');
    await expect(ownerPage).toHaveURL(/\/portal\/payments$/);
    await viewerPage.goto('/login');
    await viewerPage.getByLabel('E-mail').fill(viewer.email);
    await viewerPage.getByLabel('Password').fill(viewer.password);
    await viewerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(viewerPage).toHaveURL(/\/account$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await expect(viewerPage.getByRole('note', { name: 'Second factor required' })).toContainText("This tenant's owners require a second factor of its members.");
    await captureViews(viewerPage, 'account-second-factor-required', async (view) => {
      await expect(view.getByRole('note', { name: 'Second factor required' })).toBeVisible();
    });
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

