import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CategoryIcon from '@mui/icons-material/Category';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import QuizIcon from '@mui/icons-material/Quiz';
import RedeemIcon from '@mui/icons-material/Redeem';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useSession } from '../../lib/session-context';
import { prefetchPage } from '../prefetch';
import { trackClick } from '../../lib/clique-tracker';
import {
  buildMenu,
  currentPrefix,
  isActivePath,
  type MenuEntry,
  type MenuGroup,
  type MenuIcon,
  type MenuLink,
} from './menu-model';

const ICONS: Record<MenuIcon, ReactNode> = {
  cadastros: <FolderOpenIcon />,
  'meus-dados': <PersonIcon />,
  privacidade: <PrivacyTipIcon />,
  categorias: <CategoryIcon />,
  recursos: <LibraryBooksIcon />,
  relatorios: <AssessmentIcon />,
  faq: <QuizIcon />,
  imagens: <PhotoLibraryIcon />,
  solicitacoes: <AssignmentIcon />,
  oportunidades: <HandshakeIcon />,
  'contatos-clientes': <SupportAgentIcon />,
  candidaturas: <FactCheckIcon />,
  // The reports' icon: one more would weigh on every page's download (the bundle budget).
  desempenho: <AssessmentIcon />,
  contato: <ContactMailIcon />,
};

interface ItemProps {
  pathname: string;
  /** The prefix of the one entry marked current (menu-model's `currentPrefix`). */
  current: string | null;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

function LinkItem({
  link,
  current,
  onNavigate,
  nested = false,
}: Omit<ItemProps, 'pathname'> & { link: MenuLink; nested?: boolean }) {
  const active = link.activePrefix === current;
  return (
    <ListItemButton
      component={RouterLink}
      to={link.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      onPointerEnter={() => prefetchPage(link.to)}
      onFocus={() => prefetchPage(link.to)}
      sx={{ pl: nested ? 6.5 : 2, borderRadius: 1, mx: 1 }}
    >
      {link.icon && <ListItemIcon>{ICONS[link.icon]}</ListItemIcon>}
      <ListItemText primary={link.label} />
    </ListItemButton>
  );
}

function GroupItem({ group, current, onNavigate }: ItemProps & { group: MenuGroup }) {
  // Expanded by default: every entry the user may open is visible (and reachable by tests) at once.
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon>{ICONS[group.icon]}</ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} component="div" disablePadding dense aria-label={group.label}>
          {group.links.map((link) => (
            <LinkItem key={link.to} link={link} current={current} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function Entry({ entry, pathname, current, onNavigate }: ItemProps & { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'link':
      return <LinkItem link={entry} current={current} onNavigate={onNavigate} />;
    case 'group':
      return <GroupItem group={entry} pathname={pathname} current={current} onNavigate={onNavigate} />;
    case 'action': {
      const active = isActivePath(pathname, entry.to);
      return (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Button
            component={RouterLink}
            to={entry.to}
            variant="contained"
            color="secondary"
            fullWidth
            startIcon={<RedeemIcon />}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              // SPEC §7: button clicks are counted in the click report.
              trackClick('botao', entry.label);
              onNavigate?.();
            }}
          >
            {entry.label}
          </Button>
        </Box>
      );
    }
    case 'external':
      return (
        <ListItemButton
          component="a"
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1 }}
        >
          <ListItemIcon>{ICONS[entry.icon]}</ListItemIcon>
          <ListItemText primary={entry.label} />
          <OpenInNewIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
        </ListItemButton>
      );
  }
}

/**
 * The side menu (SPEC §2.1): only what the user may open, built from the route table. `id`: the drawer's copy,
 * which the top bar's menu button controls (the desktop copy, hidden on a phone, has none: one id per page).
 */
export function SideMenu({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMenu(session), [session]);
  const current = currentPrefix(entries, pathname);
  return (
    <Box component="nav" id={id} aria-label="Menu principal" sx={{ py: 1 }}>
      <List component="div" disablePadding>
        {entries.map((entry) => (
          <Entry
            key={`${entry.kind}:${entry.label}`}
            entry={entry}
            pathname={pathname}
            current={current}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}
