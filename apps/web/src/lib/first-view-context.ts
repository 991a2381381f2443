import { createContext } from 'react';
import type { Theme } from '@mui/material/styles';
import type { FirstViewState } from './first-view';

/**
 * What the first render must agree on with the server: whether the cookie notice was drawn, and the screen
 * width assumed (and the theme that answers MUI's media queries for it: app/first-view-theme.ts). Provided by the server's render and by the browser's hydration; a page drawn by the browser
 * alone has none.
 */
export const FirstViewContext = createContext<
  (Pick<FirstViewState, 'avisoCookiesVisto' | 'larguraTela'> & { readonly theme: Theme }) | null
>(null);
