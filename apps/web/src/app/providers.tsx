import type { ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '../lib/query-client';
import { FirstViewContext } from '../lib/first-view-context';
import { theme } from './theme';

/**
 * MUI's theme and baseline, around each area drawn with MUI (the shell, the error page of the sign-in flow).
 * Not around the whole app: the login page is drawn without MUI (decision 0011).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const firstView = useContext(FirstViewContext);
  return (
    <ThemeProvider theme={firstView?.theme ?? theme}>
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
