import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import { useScrollsSideways } from '../lib/use-scrolls';

/**
 * The outlined frame of a table, which scrolls sideways when the table is wider than the screen. While it
 * scrolls it is a region named after the table that the keyboard can focus (and then scroll with the arrow
 * keys); a table that fits keeps the tab order as it is.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <TableContainer
      ref={ref}
      component={Paper}
      variant="outlined"
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </TableContainer>
  );
}
