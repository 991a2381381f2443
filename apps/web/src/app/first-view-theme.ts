import { createTheme, type Theme } from '@mui/material/styles';
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

/**
 * Whether a width media query (`(min-width:900px)`, `(max-width:999.95px)`, joined by `and`; MUI's
 * breakpoints write them so) holds at `width`. Any other feature is a mistake of the caller: it throws, so a
 * layout that would disagree between server and browser shows in the tests.
 */
export function widthQueryMatches(query: string, width: number): boolean {
  const conditions = query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'screen' && part !== 'all');
  return conditions.every((condition) => {
    const found = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition);
    if (!found) throw new Error(`consulta de mídia sem suporte na primeira tela: ${query}`);
    const limit = Number(found[2]);
    return found[1] === 'min' ? width >= limit : width <= limit;
  });
}
