import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

const AA = 4.5;
const { palette } = theme;
const backgrounds = { paper: palette.background.paper, page: palette.background.default };

describe('the theme’s colours (WCAG AA, 4.5:1)', () => {
  it.each(['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const)(
    'white text on %s (filled chips such as the request status, buttons, badges)',
    (name) => {
      expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette[name].contrastText, palette[name].dark)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(Object.entries(backgrounds))('primary and secondary text (captions) on the %s', (_, background) => {
    expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['primary', 'info', 'success', 'warning', 'error'] as const)(
    '%s as the colour of text, on the paper and on the page',
    (name) => {
      for (const background of Object.values(backgrounds)) {
        expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(AA);
      }
    },
  );
});
