import Box from '@mui/material/Box';
import type { VerbaCooperada } from '@prix/shared/programa';
import { formatBrl } from '../lib/format-number';

/** The ledger's five figures in its order (decision 0027); the labels the tile, the page and the queue share. */
export function verbaLinhas(verba: VerbaCooperada): { rotulo: string; valor: string }[] {
  return [
    {
      rotulo: `Acumulada (${verba.taxa} de ${formatBrl(verba.compras)} em ${verba.anoBase})`,
      valor: formatBrl(verba.verbaAnual),
    },
    { rotulo: 'Solicitada (em aberto)', valor: formatBrl(verba.solicitado) },
    { rotulo: 'Aprovada', valor: formatBrl(verba.aprovado) },
    { rotulo: 'Paga', valor: formatBrl(verba.pago) },
    { rotulo: 'Disponível', valor: formatBrl(verba.disponivel) },
  ];
}

/** The figures as a definition list: label on the left, amount on the right, the balance in bold. */
export function VerbaFiguras({ verba, dense = false }: { verba: VerbaCooperada; dense?: boolean }) {
  const linhas = verbaLinhas(verba);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 0,
        rowGap: dense ? 0.25 : 0.75,
        m: 0,
        fontSize: dense ? '0.875rem' : '1rem',
        '& dt': { color: 'text.secondary', overflowWrap: 'anywhere' },
        '& dd': { m: 0, pl: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        // The balance, last: bold, under a rule across both columns.
        '& .saldo': {
          fontWeight: 700,
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
          pt: dense ? 0.25 : 0.75,
        },
      }}
    >
      {linhas.map((l, i) => {
        const saldo = i === linhas.length - 1 ? 'saldo' : undefined;
        return (
          <Box key={l.rotulo} sx={{ display: 'contents' }}>
            <dt className={saldo}>{l.rotulo}</dt>
            <dd className={saldo}>{l.valor}</dd>
          </Box>
        );
      })}
    </Box>
  );
}
