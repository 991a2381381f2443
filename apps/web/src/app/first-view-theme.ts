import { createTheme, type Theme } from '@mui/material/styles';
import { widthQueryMatches } from '../lib/first-view';
import { theme } from './theme';

const themesForWidth = new Map<number, Theme>();

/**
 * The theme of a first view (decision 0049): MUI's useMediaQuery answers for the width the server assumed until
 * the browser has taken the page over, so the server's render and the browser's first agree. Only the server's
 * render and the take-over import it: a page the browser draws itself uses the plain theme.
 */
export function themeForWidth(width: number): Theme {
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
