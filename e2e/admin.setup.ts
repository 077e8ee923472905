import { test as setup } from '@playwright/test';
import { saveAdminState, signInAsAdminWithForm } from './support/console';

/**
 * The administrator signs in through the form once per run (argon2id at 64 MiB costs seconds on a
 * busy machine); the specs open the console with that session (`signInAsAdmin`).
 */
setup('the administrator signs in through the form', async ({ page }) => {
  await signInAsAdminWithForm(page);
  await saveAdminState(page);
});
