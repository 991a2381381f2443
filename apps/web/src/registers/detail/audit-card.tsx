import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/format-text';
import { SectionCard } from './section-card';

export interface Audit {
  readonly criadoEm?: string | null;
  readonly criadoPor?: string | null;
  readonly editadoEm?: string | null;
  readonly editadoPor?: string | null;
}

/** The read-only 'Modificação' card: creation and last edit, dates as dd/mm/aaaa HH:mm (SPEC §2.3). */
export function AuditCard({ audit }: { audit: Audit }) {
  // A register without a last-edit date (SPEC §2.3) passes `editadoEm: undefined`.
  const items: [string, string][] = [
    ['Data de criação', formatDateTime(audit.criadoEm)],
    ['Criado por', audit.criadoPor ?? ''],
    ...(audit.editadoEm === undefined
      ? []
      : ([['Data da última edição', formatDateTime(audit.editadoEm)]] as [string, string][])),
    ['Editado por', audit.editadoPor ?? ''],
  ];
  return (
    <SectionCard title="Modificação">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          rowGap: 2,
          columnGap: 3,
        }}
      >
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
