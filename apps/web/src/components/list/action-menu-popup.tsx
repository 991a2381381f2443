import { Link as RouterLink } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuAction } from './menu-action';

/**
 * The open menu of an ActionMenu (row-menu.tsx), in a chunk of its own: MUI's Menu, Popover and their items
 * are ~10 kB that a list page needs only once someone opens a menu (the route budget).
 */
export default function ActionMenuPopup({
  id,
  anchor,
  actions,
  onClose: close,
}: {
  id: string;
  anchor: HTMLElement | null;
  actions: readonly MenuAction[];
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close}>
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
  );
}
