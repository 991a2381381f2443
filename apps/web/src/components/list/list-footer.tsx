import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@prix/shared/core';
import { countText } from '../../lib/format-text';

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * 'N registros encontrados', 'Página X de Y' and the page buttons. With `totalIsMinimum` (the server stopped
 * counting, decision 0016) both say 'mais de', and the buttons reach the pages counted so far.
 */
export function ListFooter({
  total,
  totalIsMinimum = false,
  page,
  onPage,
}: {
  total: number;
  totalIsMinimum?: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mt: 2 }}
    >
      <Stack direction="row" spacing={2} role="status" sx={{ color: 'text.secondary' }}>
        <Typography variant="body2">{countText(total, totalIsMinimum)}</Typography>
        <Typography variant="body2">
          Página {Math.min(page, pages)} de {totalIsMinimum ? `mais de ${pages}` : pages}
        </Typography>
      </Stack>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => onPage(next)}
          color="primary"
          size="small"
          siblingCount={0}
          aria-label="Paginação"
        />
      )}
    </Stack>
  );
}
