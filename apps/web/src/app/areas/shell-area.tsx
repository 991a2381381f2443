// The signed-in area: the shell (session, top bar, menu) and the small pages inside it (/home is its own area), with MUI's theme and the
// API cache, which the login page does without.
import type { ComponentType } from 'react';
import { PlaceholderPage } from '../../features/placeholder-page';
import { PAGES } from '../access';
import type { PageId } from '../links';
import { AppQueryProvider, AppTheme } from '../providers';
import { RequireAccess } from '../require-access';
import { Shell as ShellFrame } from '../shell/shell';

export { RouteError } from '../pages/route-error';
export { NotFoundPage } from '../pages/not-found-page';

export function Shell() {
  return (
    <AppTheme>
      <AppQueryProvider>
        <ShellFrame />
      </AppQueryProvider>
    </AppTheme>
  );
}

/** A partner page of SPEC §2.2 behind its key: its own area's `page` once built, else a placeholder. */
export function PartnerPage({ id, page: Page }: { id: PageId; page?: ComponentType }) {
  const page = PAGES[id];
  return (
    <RequireAccess rule={page.canOpen}>
      {Page ? <Page /> : <PlaceholderPage title={page.title} />}
    </RequireAccess>
  );
}

// The app's number formatters come with the shell: home, the registers, the reports and the requests all use
// them, and left to the bundler they became one more shared chunk for each of those routes (+0.5 kB on the
// record forms). A dynamic entry keeps its exports, so this makes them the shell's.
export { formatBrl, formatCount } from '../../lib/format-number';
