import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { validarOndeComprar } from '../../lib/onde-comprar-validation-loader';
import { DetailColumns, DetailSection } from '../../components/fila/detail-frame';
import { Selector } from '../../components/selector/selector';
import { contatosApi } from './contatos-api';
import { AcaoDoContato, detalheDoLado, type AcaoProps, type ParteDoLado } from './contato-detalhe';
import { Historico } from './contato-parts';
import { PAGE, pagePath } from '../../lib/paths';

/** One enquiry for staff: everything the visitor sent, its history as a timeline, and 'Reatribuir'. */
export const ContatoStaffDetalhe = detalheDoLado(
  'contatos',
  { caminho: pagePath(PAGE.contatos), nome: 'Contatos de clientes' },
  ParteDaEquipe,
);

function ParteDaEquipe({ contato: c, voltar, pedido, chave, gravado }: ParteDoLado) {
  const queryClient = useQueryClient();
  const [reatribuindo, setReatribuindo] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {voltar}
        {c.status !== 'encerrado' && (
          <Button variant="contained" onClick={() => setReatribuindo(true)} sx={{ mb: 2 }}>
            Reatribuir
          </Button>
        )}
      </Stack>
      <DetailColumns>
        {pedido}
        <DetailSection title="Histórico">
          <Historico eventos={c.historico} />
        </DetailSection>
      </DetailColumns>
      <ReatribuicaoDialog
        uuid={c.uuid}
        open={reatribuindo}
        onClose={() => setReatribuindo(false)}
        onDone={(saved) => gravado(`Contato reatribuído a ${saved.parceiro ?? 'outro parceiro'}.`)(saved)}
        onConflict={() => void queryClient.invalidateQueries({ queryKey: chave })}
      />
    </>
  );
}

/** 'Reatribuir': a company (the registers' selector of partners) and, optionally, why. */
export function ReatribuicaoDialog({
  uuid,
  onDone,
  ...acao
}: AcaoProps<Awaited<ReturnType<typeof contatosApi.reatribuir>>>) {
  const [parceiro, setParceiro] = useState<string | null>(null);
  const [erroDoParceiro, setErroDoParceiro] = useState<string>();
  return (
    <AcaoDoContato
      {...acao}
      titulo="Reatribuir contato"
      texto="O contato é oferecido agora ao parceiro escolhido, que recebe um e-mail e tem o prazo de resposta de sempre."
      acao="Reatribuir"
      falha="Não foi possível reatribuir."
      motivo={{ rotulo: 'Motivo', linhas: 2, ajuda: 'Opcional: fica no histórico do contato.' }}
      checar={async (motivo) => {
        const result = await validarOndeComprar('reatribuicaoSchema', { parceiro: parceiro ?? '', motivo });
        if (result.ok) {
          setErroDoParceiro(undefined);
          return { ok: true, dados: result.data };
        }
        const { motivo: erroDoMotivo, ...outros } = result.errors;
        setErroDoParceiro(Object.values(outros)[0]);
        return { ok: false, motivo: erroDoMotivo };
      }}
      executar={(body) => contatosApi.reatribuir(uuid, body.parceiro, body.motivo)}
      onDone={(saved) => {
        setParceiro(null);
        onDone(saved);
      }}
    >
      <Selector
        target="cliente"
        label="Parceiro"
        value={parceiro}
        onChange={setParceiro}
        required
        error={erroDoParceiro !== undefined}
        helperText={erroDoParceiro}
      />
    </AcaoDoContato>
  );
}
