import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ReactNode } from 'react';

/** A menu entry: a link (`to`), a file to download (`href`) or an action (`onClick`). */
export interface MenuAction {
  readonly label: string;
  readonly icon?: ReactNode;
  readonly to?: string;
  /**
   * A download the browser saves as it arrives (an export): a plain link, not the router's, so no file is
   * ever held in the page.
   */
  readonly href?: string;
  /** A heading shown above the first entry of a run of entries of the same group ('Exportar'). */
  readonly group?: string;
  /** Router state carried by the link (the list's address, for 'Voltar'). */
  readonly state?: unknown;
  readonly onClick?: () => void;
}

/** A '⋮' button with a menu: the list's options ('Novo') and each row's actions ('Editar', 'Excluir'). */
export function ActionMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.flatMap((action, index) => {
          const content = (
            <>
              {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
              <ListItemText>{action.label}</ListItemText>
            </>
          );
          const heading =
            action.group && action.group !== actions[index - 1]?.group
              ? [<ListSubheader key={`group:${action.group}`}>{action.group}</ListSubheader>]
              : [];
          const key = `${action.group ?? ''}:${action.label}`;
          const item =
            action.href !== undefined ? (
              <MenuItem key={key} component="a" href={action.href} download onClick={close}>
                {content}
              </MenuItem>
            ) : action.to !== undefined ? (
              <MenuItem key={key} component={RouterLink} to={action.to} state={action.state} onClick={close}>
                {content}
              </MenuItem>
            ) : (
              <MenuItem
                key={key}
                onClick={() => {
                  close();
                  action.onClick?.();
                }}
              >
                {content}
              </MenuItem>
            );
          return [...heading, item];
        })}
      </Menu>
    </>
  );
}
