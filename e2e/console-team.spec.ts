import { expect } from '@playwright/test';
import { captureViews, expectDialogUsable, phone, signInAsAdminWithForm, test } from './support/console';

test.describe('console team', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an owner invites an administrator, sees the pending invitation with Resend and Revoke, on a phone and in both themes', async ({ page }) => {
    await signInAsAdminWithForm(page);
    await page.getByRole('link', { name: 'Team' }).first().click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

    const email = `invited-${Date.now()}@e2e.test`;
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await expectDialogUsable(page, dialog);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption('operator');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const invitation = page.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
    await expect(invitation).toContainText('Operator');
    await invitation.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();

    await captureViews(page, 'admin-team', async (view) => {
      await expect(view.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email })).toBeVisible();
    });

    await invitation.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${email} revoked`)).toBeVisible();
    await expect(invitation).toBeHidden();

    // The last owner's role cannot be lowered: the server says why.
    const self = page.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: 'admin@e2e.test' });
    await self.getByLabel('Role of admin@e2e.test').selectOption('viewer');
    await expect(page.getByText('The platform needs at least one owner')).toBeVisible();
  });

  test('an invitation link that is not valid says so on its own page, without the console frame', async ({ page }) => {
    await captureViews(page, 'invite-invalid', async (view) => {
      await view.goto('/invite/not-a-real-token');
      await expect(view.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
      await expect(view.getByText('This invitation is invalid, was already used, has expired or was revoked.')).toBeVisible();
    });
  });
});
