import { formatCount } from '@prix/shared/core';
import type { ImportacaoTreinamentos } from '@prix/shared/candidatura';
import { checkedByServer, sendForm } from '../../lib/api-client';
import { ImportFileDialog } from '../../components/upload-area/import-dialog';
import { IMPORTAR_TREINAMENTOS_API, treinamentoKeys } from './treinamentos-api';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** 'Importação concluída: 3 conclusões incluídas, 1 atualizada.' */
export function resumoImportacao(r: ImportacaoTreinamentos): string {
  return `Importação concluída: ${plural(r.importadas, 'conclusão incluída', 'conclusões incluídas')}, ${plural(r.atualizadas, 'atualizada', 'atualizadas')}.`;
}

/**
 * 'Importar conclusões': the e-learning's file of completed trainings (CSV or XLSX) through the one upload
 * pipeline, as the billing import. The server refuses a file with any bad line whole; its lines show here,
 * or what the import added and updated.
 */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportFileDialog
      open={open}
      onClose={onClose}
      titulo="Importar conclusões de treinamentos"
      tituloId="importar-conclusoes-titulo"
      instrucoes={
        <>
          O arquivo do e-learning, em XLSX ou CSV (separado por ; ou ,), com a linha de cabeçalho{' '}
          <strong>Pessoa; Tipo; Data; Validade (meses)</strong>. Pessoa é o CPF ou o e-mail de quem concluiu;
          Tipo, o código do tipo de treinamento; Data, a da conclusão (dd/mm/aaaa); Validade, em meses (vazia:
          não vence). Se alguma linha tiver erro, nada é importado.
        </>
      }
      rotuloArquivo="Arquivo de conclusões"
      enviar={(form, options) =>
        sendForm('POST', IMPORTAR_TREINAMENTOS_API, form, {
          schema: checkedByServer('POST /api/treinamentos/importar'),
          ...options,
        })
      }
      invalida={treinamentoKeys.root}
      resumo={resumoImportacao}
    />
  );
}
