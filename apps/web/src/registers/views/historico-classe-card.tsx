import type { HistoricoClasse } from '@prix/shared/core';
import { ORIGENS_CLASSE } from '@prix/shared/core/reclassificacao';
import { DataList } from '../../components/list/data-list';
import { formatData, formatDataHora } from '../../lib/format-date-time';
import { formatBrl } from '../../lib/format-number';

/** What changed the class: the reclassification with its year and billing, a staff edit, an approval. */
export function motivoDaMudanca(row: HistoricoClasse): string {
  if (row.origem === 'reclassificacao' && row.ano !== null)
    return `${ORIGENS_CLASSE.reclassificacao} de ${row.ano}${
      row.faturamento === null ? '' : ` (faturamento líquido ${formatBrl(row.faturamento)})`
    }`;
  return ORIGENS_CLASSE[row.origem];
}

/** Every change of the company's class, newest first, with when, why and by whom (decision 0053). */
export function HistoricoClasseTabela({ historico }: { historico: readonly HistoricoClasse[] }) {
  return (
    <DataList<HistoricoClasse>
      rows={historico}
      caption="Mudanças de classe"
      rowKey={(row) => `${row.dhcriacao}-${row.classePara}`}
      rowLabel={(row) =>
        `${formatData(row.dhcriacao)}: ${row.classeDe ?? 'sem classe'} para ${row.classePara}`
      }
      columns={[
        { key: 'quando', label: 'Data', width: '18%', render: (row) => formatDataHora(row.dhcriacao) },
        {
          key: 'mudanca',
          label: 'Mudança',
          render: (row) => `${row.classeDe ?? 'Sem classe'} → ${row.classePara}`,
        },
        { key: 'motivo', label: 'Motivo', render: motivoDaMudanca },
        { key: 'usuario', label: 'Por', render: (row) => row.usuario ?? '—' },
      ]}
    />
  );
}
