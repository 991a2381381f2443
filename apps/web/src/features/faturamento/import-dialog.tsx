import { formatCount } from '@prix/shared/core';
import { IMPORT_COLUMNS, importResultSchema, type ImportResult } from '@prix/shared/faturamento';
import { sendForm } from '../../lib/api-client';
import { ImportFileDialog } from '../../components/upload-area/import-dialog';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function importSummary(r: ImportResult): string {
  return `${plural(r.linhas, 'linha importada', 'linhas importadas')}: ${plural(r.inseridos, 'mês incluído', 'meses incluídos')}, ${plural(r.atualizados, 'atualizado', 'atualizados')}, ${plural(r.inalterados, 'sem alteração', 'sem alteração')}.`;
}

/**
 * 'Importar faturamento' (decision 0025): the ERP's CSV or XLSX through the one upload pipeline. The server
 * refuses a file with any bad row whole; the list of its lines shows here, or the counts of what changed.
 */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportFileDialog
      open={open}
      onClose={onClose}
      titulo="Importar faturamento"
      instrucoes={
        <>
          Planilha XLSX ou CSV (separado por ; ou ,) com a linha de cabeçalho{' '}
          <strong>{IMPORT_COLUMNS.join('; ')}</strong>. Parceiro é o CNPJ ou o código do ERP; Mês no formato
          mm/aaaa; valores como 1.234,56. Se alguma linha tiver erro, nada é importado. Máximo de 10 MB.
        </>
      }
      rotuloArquivo="Arquivo de faturamento"
      enviar={(form, options) =>
        sendForm('POST', '/faturamento/importar', form, { schema: importResultSchema, ...options })
      }
      invalida={['faturamento']}
      resumo={importSummary}
    />
  );
}
