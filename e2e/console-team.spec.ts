import { expect } from '@playwright/test';
import { captureState, captureViews, expectDialogUsable, phone, signInAsAdminWithForm, test } from './support/console';

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
    // On a phone the actions are beside the invitation, within the screen's width, not past the table's edge.
    for (const name of ['Resend', 'Revoke']) {
      const box = (await invitation.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, `${name} within the phone's width`).toBeLessThanOrEqual(phone.width);
    }
    await invitation.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();

    await captureViews(page, 'admin-team', async (view) => {
      await expect(view.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email })).toBeVisible();
    });

    await invitation.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${email} revoked`)).toBeVisible();
    await expect(invitation).toBeHidden();

    // The only owner can neither lower their role nor remove themselves: both are held, and say why.
    const self = page.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: 'admin@e2e.test' });
    await expect(self).toContainText('You are the only owner: make someone else owner first.');
    await expect(self.getByRole('combobox', { name: 'Role of admin@e2e.test' })).toBeDisabled();
    await expect(self.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  test("the only owner's removal, forced from a page that still lists a second owner, is refused inside the dialog", async ({ page }) => {
    // The page answers as if another owner were there (a list read before they left): the
    // controls are open, the server still counts the owners.
    await page.route(
      (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('team.listAdmins'),
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as unknown;
        const stale = { id: '00000000-0000-4000-8000-000000000001', email: 'gone-owner@e2e.test', name: '', role: 'owner', lastSignInAt: null, secondFactor: false, openSessions: 0 };
        const addOwner = (value: unknown): void => {
          if (!value || typeof value !== 'object') return;
          const team = value as { people?: unknown };
          if (Array.isArray(team.people)) team.people.push(stale);
          else Object.values(value).forEach(addOwner);
        };
        addOwner(body);
        await route.fulfill({ response: answer, json: body });
      },
    );
    await signInAsAdminWithForm(page);
    await page.goto('/admin/team');
    const self = page.getByRole('region', { name: 'People' }).getByRole('row').filter({ hasText: 'admin@e2e.test' });
    await self.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove admin@e2e.test?' });
    await expect(dialog).toContainText('You are removing yourself');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The platform needs at least one owner: make another administrator an owner first.');
    await captureState(page, 'admin-team-remove-refused', async (view) => {
      await expectDialogUsable(view, dialog);
      await expect(dialog.getByRole('alert')).toBeInViewport();
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Still there, still the only owner, as the server has it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(self).toContainText('You are the only owner: make someone else owner first.');
  });

  test('an invitation link that is not valid says so on its own page, without the console frame', async ({ page }) => {
    await captureViews(page, 'invite-invalid', async (view) => {
      await view.goto('/invite/not-a-real-token');
      await expect(view.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
      await expect(view.getByText('This invitation is invalid, was already used, has expired or was revoked.')).toBeVisible();
    });
  });
});
