import Box from '@mui/material/Box';
import { formatCnpj, isoDateToDisplay } from '@prix/shared/core';
import { formatChaveNfe, type NfeComprovacao } from '@prix/shared/core/nfe';
import { formatBrl } from '../lib/format-number';

/** An NF-e's situation as the proof shows it: its authorisation when the XML carried it. */
function situacao(nfe: NfeComprovacao): string {
  if (nfe.origem === 'danfe') return 'Dados digitados do DANFE';
  if (!nfe.autorizacao) return 'XML sem o protocolo de autorização';
  return `Autorizada${nfe.autorizacao.protocolo ? ` (protocolo ${nfe.autorizacao.protocolo})` : ''}`;
}

/**
 * A redemption's NF-e as a label/value list (decision 0055): what the form read from the XML for the partner to
 * check, and what staff review beside the balance.
 */
export function NfeResumo({ nfe }: { nfe: NfeComprovacao }) {
  const linhas: [string, string][] = [
    ['Chave de acesso', formatChaveNfe(nfe.chave)],
    ['Número e série', `${nfe.numero} / ${nfe.serie}`],
    ['Emissão', isoDateToDisplay(nfe.emissao)],
    ['Emitente', `${nfe.emitente.nome} (${formatCnpj(nfe.emitente.cnpj)})`],
    ['Destinatário', formatCnpj(nfe.destinatario.cnpj)],
    ['Valor total', formatBrl(nfe.valorTotal)],
    ['Situação', situacao(nfe)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(130px, auto) 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <dt>{rotulo}</dt>
          <dd>{valor}</dd>
        </Box>
      ))}
    </Box>
  );
}
