import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO, signInThroughProvider, storedStatePath } from './fixtures';

// Each demo account signs in once per run, through the real provider, and the tests reuse its session
// (fixtures.ts `signIn`): the run's server is new, so a state of an earlier run is never valid.
for (const account of Object.values(DEMO)) {
  setup(`signs ${account.email} in`, async ({ page }) => {
    await signInThroughProvider(page, account);
    // The flow ends on the app: /home, or 'Meus dados' for an incomplete profile.
    await page.waitForURL(/\/(home|meu-perfil\/usuario\/detalhe\/[0-9a-f-]{36})$/);
    const file = storedStatePath(account);
    await mkdir(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
