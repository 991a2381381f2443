// The signed-in frame (loaded by load-shell.ts): the shell (session, top bar, menu), the pages' guard and error
// screens, with MUI's theme and the API cache, which the login page does without.
import { AppQueryProvider, AppTheme } from './providers';
import { Shell as ShellFrame } from './shell/shell';

export { RouteError } from './pages/route-error';
export { NotFoundPage } from '../components/not-found-page';
export { RequireAccess as Guard } from '../components/require-access';

export function Shell() {
  return (
    <AppTheme>
      <AppQueryProvider>
        <ShellFrame />
      </AppQueryProvider>
    </AppTheme>
  );
}

// The app's number and date formatters, and the boundary of what only a browser draws, come with the shell: home, the registers, the reports and the requests all use
// them, and left to the bundler they became one more shared chunk for each of those pages (+0.5 kB on the
// record forms). A dynamic entry keeps its exports, so this makes them the shell's.
export { formatBrl, formatCount } from '../lib/format-number';
export { formatData, formatDataHora, portalDateFormat } from '../lib/format-date-time';
export { InBrowser } from '../components/in-browser';
