import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO, signInThroughProvider, storedStatePath } from './fixtures';
import { LANE_PORTS, laneUrl } from './lanes';

// Each demo account signs in once per run on every lane's server, through the real provider, and the tests
// reuse its session (fixtures.ts `signIn`): the run's servers are new, so a state of an earlier run is never valid.
for (const account of Object.values(DEMO)) {
  setup(`signs ${account.email} in`, async ({ browser }) => {
    for (const port of LANE_PORTS) {
      const context = await browser.newContext({ baseURL: laneUrl(port) });
      const page = await context.newPage();
      await signInThroughProvider(page, account);
      // The flow ends on the app: /home, or 'Meus dados' for an incomplete profile.
      await page.waitForURL(/\/(home|meu-perfil\/usuario\/detalhe\/[0-9a-f-]{36})$/);
      const file = storedStatePath(account, port);
      await mkdir(path.dirname(file), { recursive: true });
      await context.storageState({ path: file });
      await context.close();
    }
  });
}
