import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { INTEGRATION_KEYS, type IntegrationKey } from '@prix/shared/core/integracao';
import type { IntegracaoToken } from '@prix/shared/integracao';
import { DecisionDialog } from '../../components/decision-dialog';
import { errosDe } from '../../lib/error-messages';
import { integracoesApi } from './integracoes-api';

const CHAVES = Object.entries(INTEGRATION_KEYS) as [IntegrationKey, string][];

/** A date `dias` from today, as the date field writes it. */
const daquiA = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

/**
 * 'Nova integração': name, the permissions the token holds, the last day it works; the route's schema checks
 * them (its Portuguese messages shown here), so no zod comes with the dialog. The answer, with the token, goes to `onDone`.
 */
export default function NovaIntegracaoDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (resposta: IntegracaoToken) => void;
}) {
  const [nome, setNome] = useState('');
  const [chaves, setChaves] = useState<IntegrationKey[]>([]);
  const [expiraEm, setExpiraEm] = useState(daquiA(365));
  const [invalidos, setInvalidos] = useState<string[]>([]);
  const criar = useMutation({ mutationFn: integracoesApi.criar, onSuccess: onDone });
  const erros = [
    ...invalidos,
    ...(criar.isError ? errosDe(criar.error, 'Não foi possível criar a integração.') : []),
  ];
  return (
    <DecisionDialog
      title="Nova integração"
      confirm="Criar e mostrar o token"
      busy={criar.isPending}
      errors={erros}
      onClose={onClose}
      fullScreenOnPhone={false}
      onConfirm={() => {
        // The two mistakes a person makes here, said at once; the route's schema checks the rest.
        const faltas = [
          ...(nome.trim() ? [] : ['Informe o nome']),
          ...(chaves.length ? [] : ['Escolha ao menos uma permissão']),
        ];
        setInvalidos(faltas);
        if (!faltas.length) criar.mutate({ nome: nome.trim(), chaves, expiraEm });
      }}
    >
      <TextField
        label="Nome"
        value={nome}
        onChange={(event) => setNome(event.target.value)}
        required
        fullWidth
        margin="normal"
        helperText="O sistema que vai usar o token, por exemplo “ERP – faturamento”."
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormLabel component="legend" sx={{ mt: 2 }}>
        Permissões do token
      </FormLabel>
      <FormGroup>
        {CHAVES.map(([chave, rotulo]) => (
          <FormControlLabel
            key={chave}
            label={rotulo}
            control={
              <Checkbox
                checked={chaves.includes(chave)}
                onChange={(event) =>
                  setChaves((atuais) =>
                    event.target.checked ? [...atuais, chave] : atuais.filter((c) => c !== chave),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        label="Válido até"
        type="date"
        value={expiraEm}
        onChange={(event) => setExpiraEm(event.target.value)}
        required
        fullWidth
        margin="normal"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </DecisionDialog>
  );
}
