import { Suspense, useId, useState } from 'react';
import { lazy } from '../../lib/lazy';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { MenuAction } from './menu-action';

export type { MenuAction } from './menu-action';

const loadPopup = () => import('./action-menu-popup');
const ActionMenuPopup = lazy(loadPopup);
/** Starts loading the menu's chunk when a pointer or the focus reaches a button, so a click finds it ready. */
const preload = () => void loadPopup();

/**
 * A '⋮' button with a menu: the list's options ('Novo') and each row's actions ('Editar', 'Excluir'). The
 * menu is mounted on the first opening and kept (its closing animation and focus return as MUI does them).
 */
export function ActionMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  if (actions.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ActionMenuPopup id={menuId} anchor={anchor} actions={actions} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
