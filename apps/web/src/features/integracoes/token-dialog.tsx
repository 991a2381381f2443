import type { IntegracaoToken } from '@prix/shared/integracao';
import { formatDataHora } from '../../lib/format-date-time';
import { ShownOnceDialog } from './shown-once-dialog';

/** The token, shown once (creation or rotation): the server keeps only its hash. */
export function TokenDialog({ resposta, onClose }: { resposta: IntegracaoToken; onClose: () => void }) {
  return (
    <ShownOnceDialog
      title={`Token da integração ${resposta.integracao.nome}`}
      warning="Copie o token agora: ele não será mostrado de novo. Se perdê-lo, gere outro com “Trocar token”."
      label="Token"
      copied="Token copiado."
      value={resposta.token}
      testId="token-integracao"
      onClose={onClose}
    >
      Use no cabeçalho <code>Authorization: Bearer …</code> das chamadas a <code>/api/integracao/*</code>.
      {resposta.anteriorValidoAte &&
        ` O token anterior vale até ${formatDataHora(resposta.anteriorValidoAte)}.`}
    </ShownOnceDialog>
  );
}
