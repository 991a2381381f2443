import type { ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { createQueryClient } from '../lib/query-client';
import { FirstViewContext } from '../lib/first-view-context';
import { widthQueryMatches } from '../lib/first-view';
import { theme } from './theme';

const themesForWidth = new Map<number, Theme>();

/**
 * The theme for a first view (decision 0049): MUI's useMediaQuery answers for the width the server assumed
 * until the browser has taken the page over, so the server's render and the browser's first agree.
 */
function themeForWidth(width: number): Theme {
  let found = themesForWidth.get(width);
  if (!found) {
    found = createTheme(theme, {
      components: {
        MuiUseMediaQuery: {
          defaultProps: { ssrMatchMedia: (query: string) => ({ matches: widthQueryMatches(query, width) }) },
        },
      },
    });
    themesForWidth.set(width, found);
  }
  return found;
}

/**
 * MUI's theme and baseline, around each area drawn with MUI (the shell, the error page of the sign-in flow).
 * Not around the whole app: the login page is drawn without MUI (decision 0011).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const firstView = useContext(FirstViewContext);
  return (
    <ThemeProvider theme={firstView ? themeForWidth(firstView.larguraTela) : theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

let appQueryClient: QueryClient | undefined;

/** The visit's API cache, made now if the shell has not made it yet (the first view's answers go into it). */
export function visitQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}

/**
 * The API cache, around the signed-in area, which alone reads the API through TanStack Query: one client for
 * the whole visit, made when the shell first loads. A client given above (a test's) is used instead.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={visitQueryClient()}>{children}</QueryClientProvider>;
}

/** Everything the app's areas expect above them, in one; tests mount the router inside it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppTheme>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppTheme>
  );
}
