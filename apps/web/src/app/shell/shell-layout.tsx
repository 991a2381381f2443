import { useRef, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { MOBILE_MENU_ID } from './menu-model';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation';

const MENU_WIDTH = 280;
/** The desktop top bar is one 64px toolbar row; the permanent menu sits right under it. */
const DESKTOP_BAR_HEIGHT = 64;
/**
 * The menu scrolls on its own: the cookie notice's height (lib/use-screen-edge.ts) pads its end and its
 * scrolling, so its last entries and the one with the focus are scrolled above the notice, never under it.
 */
const CLEAR_OF_NOTICE = {
  paddingBottom: 'var(--borda-rodape, 0px)',
  scrollPaddingBottom: 'var(--borda-rodape, 0px)',
} as const;

/**
 * Top bar, side menu (permanent from 1200px, a drawer below: SPEC §9) and the page. Which of the two menus
 * shows is the stylesheet's media query, not a script's: the server draws the first view without knowing the
 * screen (decision 0049), and the browser's first render must be the server's.
 */
export function ShellLayout() {
  // The permanent menu's place is the stylesheet's; its items are drawn only on a wide screen (as the server
  // assumed it, until the take-over): a phone would otherwise build and keep a whole hidden menu.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  // While the next page's code downloads (app/routes.ts) the current page stays; a thin bar over the top bar says
  // something is on its way, without moving anything.
  const navigating = useNavigation().state === 'loading';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {navigating && (
        <LinearProgress
          color="secondary"
          aria-label="Carregando página"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height: 3,
            zIndex: (t) => t.zIndex.tooltip + 1,
          }}
        />
      )}
      <Box
        component="a"
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Pular para o conteúdo
      </Box>

      <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />

      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', lg: 'block' },
            width: MENU_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: DESKTOP_BAR_HEIGHT,
            alignSelf: 'flex-start',
            height: `calc(100vh - ${DESKTOP_BAR_HEIGHT}px)`,
            overflowY: 'auto',
            ...CLEAR_OF_NOTICE,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {wide && <SideMenu />}
        </Box>
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={closeMenu}
          // Not kept mounted: a phone's first paint would draw the whole menu hidden, and the drawer's slide
          // measures the page to hide it (a forced layout): ~50 ms of a throttled /home.
          slotProps={{ paper: { sx: { width: MENU_WIDTH, maxWidth: '85vw', ...CLEAR_OF_NOTICE } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 500, color: 'primary.main' }}>Menu</Typography>
            <IconButton aria-label="Fechar menu" onClick={closeMenu} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <SideMenu id={MOBILE_MENU_ID} onNavigate={closeMenu} />
        </Drawer>

        <Box
          component="main"
          ref={main}
          id="conteudo"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
