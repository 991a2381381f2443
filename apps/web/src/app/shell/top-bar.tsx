import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import ScaleIcon from '@mui/icons-material/Scale';
import { MSG } from '@prix/shared/core';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { HOME_PATH } from '../../lib/paths';
import { useScreenEdge } from '../../lib/use-screen-edge';
import { CompanySwitcher } from './company-switcher';
import { MOBILE_MENU_ID } from './menu-model';
import { useLogout } from './use-logout';

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ menuOpen, onOpenMenu }: TopBarProps) {
  const { usuario } = useSession();
  const logout = useLogout();
  const logoutError = logout.error
    ? isApiError(logout.error)
      ? logout.error.errors[0]
      : MSG.erroInterno
    : null;
  // Stuck to the top: an element the focus moves to is scrolled below it, never under it.
  const bar = useRef<HTMLElement>(null);
  useScreenEdge(bar, 'top');

  return (
    <AppBar ref={bar} position="sticky" color="primary">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, lg: 0 }, rowGap: 1 }}>
        {/* Below the desktop breakpoint the menu lives in a drawer opened from here. */}
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Abrir menu"
          aria-controls={MOBILE_MENU_ID}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={HOME_PATH}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
          }}
        >
          <ScaleIcon aria-hidden="true" />
          <Typography component="span" sx={{ fontWeight: 500, fontSize: '1.125rem', whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Portal de Parceiros{' '}
            </Box>
            Prix
          </Typography>
        </Box>

        <Box sx={{ flexGrow: 1 }} />

        <Typography
          noWrap
          sx={{ minWidth: 0, flex: '0 1 auto', maxWidth: { xs: '40vw', sm: 320 }, textAlign: 'right' }}
          title={usuario.nomecompleto}
        >
          Olá, {usuario.nomecompleto}
        </Typography>

        <CompanySwitcher />

        {/* The browser's own tooltip (title): MUI's Tooltip would bring Popper into every signed-in page. */}
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Sair"
          title="Sair"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {logout.isPending ? <CircularProgress size={24} color="inherit" aria-hidden /> : <LogoutIcon />}
        </IconButton>
      </Toolbar>

      <Snackbar open={logoutError !== null} autoHideDuration={6000} onClose={() => logout.reset()}>
        <Alert severity="error" variant="filled" onClose={() => logout.reset()}>
          {logoutError}
        </Alert>
      </Snackbar>
    </AppBar>
  );
}
