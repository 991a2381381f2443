import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TableFrame } from '../table-frame';
import { ActionMenu, type MenuAction } from './row-menu';

/** SPEC §9: mobile below 1000 px, where lists become cards. */
export const CARDS_QUERY = '(max-width:999.95px)';

export interface DataColumn<R> {
  readonly key: string;
  readonly label: string;
  readonly width?: string;
  /** A value that reads wrong when split over two lines (an amount, a percentage, a class and its way). */
  readonly nowrap?: boolean;
  readonly render: (row: R) => ReactNode;
}

export interface DataListProps<R> {
  readonly rows: readonly R[];
  readonly columns: readonly DataColumn<R>[];
  readonly rowKey: (row: R, index: number) => string;
  /** Names the row for the actions button ('Ações de BR'). */
  readonly rowLabel: (row: R) => string;
  readonly actions?: (row: R) => readonly MenuAction[];
  /** Accessible name of the table. */
  readonly caption: string;
}

/** Rows as a table on desktop and as cards below 1000 px (SPEC §2.3). */
export function DataList<R>(props: DataListProps<R>) {
  const cards = useMediaQuery(CARDS_QUERY);
  return cards ? <CardList {...props} /> : <TableList {...props} />;
}

function TableList<R>({ rows, columns, rowKey, rowLabel, actions, caption }: DataListProps<R>) {
  return (
    <TableFrame label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ width: c.width, fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ width: 56 }}>
                <Box component="span" sx={visuallyHidden}>
                  Ações
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {c.render(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ py: 0 }}>
                  <ActionMenu label={`Ações de ${rowLabel(row)}`} actions={actions(row)} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

function CardList<R>({ rows, columns, rowKey, rowLabel, actions, caption }: DataListProps<R>) {
  const [first, ...rest] = columns;
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row, index) => (
        <Paper component="li" variant="outlined" key={rowKey(row, index)} sx={{ p: 2 }} data-testid="card">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: rest.length ? 1 : 0 }}>
            <Typography sx={{ flex: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {first ? first.render(row) : null}
            </Typography>
            {actions && <ActionMenu label={`Ações de ${rowLabel(row)}`} actions={actions(row)} />}
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
            {rest
              .map((c) => ({ c, value: c.render(row) }))
              // No bare label: a column with nothing to show is left out of the card.
              .filter(({ value }) => value !== null && value !== undefined && value !== '' && value !== false)
              .map(({ c, value }) => (
                <Box key={c.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** Read by screen readers only ('1px': in sx a bare 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
