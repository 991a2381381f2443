import { createTheme } from '@mui/material/styles';
import { ptBRComponents } from './theme-locale';

/** Prix brand: deep blue, with a warm orange accent for calls to action (white text passes WCAG AA on both). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b3d91', dark: '#072a66', light: '#3d63b0', contrastText: '#ffffff' },
      secondary: { main: '#c2410c', dark: '#9a3412', light: '#ea580c', contrastText: '#ffffff' },
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
