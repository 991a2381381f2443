import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { can, cliente as def, PERM, type ClienteRecord } from '@prix/shared/core';
import { useMayOpenPath } from '../../lib/access';
import { checkedByServer } from '../../lib/api-client';
import { ALTERACAO_CADASTRAL_PATH } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useRecordEditor } from '../detail/use-record-editor';
import { planFields } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { clienteAbilities, planClienteFields } from './cliente-rules';
import { BeneficiosCard, ContatoCards, HistoricoClasseCard, ProprietarioCard } from './cliente-sections';

// 'Página pública' (the listing on 'Onde comprar'): a chunk of its own, with its schema, fetched when opened.
const PaginaPublicaTab = lazy(() => import('./cliente-pagina-publica'));

/** What the record carries of its municipality (the IBGE code in `municipio`, its name to show). */
type ComMunicipio = ClienteRecord & { municipio?: string | null; municipioNome?: string | null };

// The record with what the server adds for each viewer (benefits, owner, contacts), as it checked it.
const clienteAnswer = checkedByServer('GET /api/cliente/:uuid');

/** A partner company's record (cliente.view.tsx), fetched with the form's code when first opened. */
export function ClienteDetail({ id }: { id: string }) {
  const { usuario: viewer, permissions, empresa: empresaAtual } = useSession();
  const externo = viewer.externo;
  const mayAskForChange = useMayOpenPath(ALTERACAO_CADASTRAL_PATH);
  const abilities = clienteAbilities(permissions, externo);
  const editor = useRecordEditor(def, id, { abilities, parse: clienteAnswer.parse });
  if (editor.gate) return editor.gate;
  const { data, mode } = editor;

  const record = data as ComMunicipio | undefined;
  const plan = planClienteFields(
    planFields(def, mode, abilities.canWrite),
    { externo, permissions, canWrite: abilities.canWrite },
    data?.classeNome,
    record?.municipio ? { id: record.municipio, nome: record.municipioNome ?? record.municipio } : null,
  );
  // Staff with contatos.gerenciar see every company's listing; a partner, its current company's with the key.
  const staffListing = !externo && can(permissions, PERM.ondeComprar.gerenciar);
  const ownListing =
    externo && can(permissions, PERM.ondeComprar.paginaPublica) && data?.id === empresaAtual?.id;
  const paginaPublica =
    data && (staffListing || ownListing)
      ? [
          {
            label: 'Página pública',
            content: (
              <Suspense fallback={null}>
                <PaginaPublicaTab
                  clienteId={String(data.id)}
                  nomeEmpresa={String(data.nome ?? '')}
                  staff={staffListing}
                />
              </Suspense>
            ),
          },
        ]
      : [];
  // Partners do not save: they ask for a change on its own page, when they may open it.
  const alteracao = externo && mayAskForChange && (
    <Button
      component={RouterLink}
      to={ALTERACAO_CADASTRAL_PATH}
      variant="contained"
      startIcon={<EditNoteIcon />}
    >
      Alteração Cadastral
    </Button>
  );
  const sections = data && (
    <>
      {data.contatos && <ContatoCards contatos={data.contatos} />}
      <BeneficiosCard beneficios={data.beneficios} saldo={data.benefitResultFinal} />
      <HistoricoClasseCard historico={data.historicoClasse} />
      {!externo && <ProprietarioCard record={data} />}
    </>
  );

  // 'Equipe' follows when editing, from the definition's related list (with its empty text).
  return editor.page(
    <RegisterForm
      key={editor.formKey}
      {...editor.formProps}
      plan={plan}
      sections={sections}
      actions={alteracao}
    />,
    paginaPublica,
  );
}
