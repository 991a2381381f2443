import { createTheme } from '@mui/material/styles';
import { ptBRComponents } from './theme-locale';

/**
 * Prix brand: deep blue, with a warm orange accent for calls to action. Every colour a text is written in, or
 * on, passes WCAG AA (4.5:1) on white and on the page's background: white on each main colour (filled chips,
 * buttons, badges; MUI's own info and warning blues and oranges fall short), and the secondary text of
 * captions and helper lines (MUI's 60 % black is too close to the limit on tinted backgrounds).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b3d91', dark: '#072a66', light: '#3d63b0', contrastText: '#ffffff' },
      secondary: { main: '#c2410c', dark: '#9a3412', light: '#ea580c', contrastText: '#ffffff' },
      info: { main: '#0369a1', dark: '#075985', light: '#0284c7', contrastText: '#ffffff' },
      warning: { main: '#b45309', dark: '#92400e', light: '#d97706', contrastText: '#ffffff' },
      text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: '#4b5563', disabled: 'rgba(0, 0, 0, 0.38)' },
      background: { default: '#f4f6fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 500 },
      h2: { fontSize: '1.375rem', fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#dde3ee' } } },
    },
  },
  { components: ptBRComponents },
);
