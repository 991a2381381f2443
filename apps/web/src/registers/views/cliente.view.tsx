import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { can, cliente as def, PERM } from '@prix/shared';
import { PAGES } from '../../app/access';
import { HOME_PATH } from '../../app/links';
import { useSession } from '../../lib/session-context';
import { useRecordEditor } from '../detail/use-record-editor';
import { planFields } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import type { MenuAction } from '../list/row-menu';
import { useListActions } from '../list/use-list-actions';
import { useListState } from '../list-state';
import { registerQueries, type Row } from '../queries';
import { RegisterRoutes } from '../generic-view';
import { RegisterListScreen } from '../register-list';
import { detailPath, fromState } from '../use-back';
import {
  canOpenClienteDetail,
  clienteAbilities,
  clienteRecordSchema,
  planClienteFields,
} from './cliente-rules';
import { BeneficiosCard, ContatoCards, ProprietarioCard } from './cliente-sections';

/**
 * cliente, the partner companies ('Parceiros' inside Prix, 'Empresa' for partners; SPEC §2.3, §3 Cliente,
 * §6): the generic list and detail of the `cliente` definition, with what each viewer may see and do. Partners
 * read their company with their contacts at Prix and ask for changes through 'Alteração Cadastral'.
 */
export function ClienteView() {
  return <RegisterRoutes list={<ClienteList />} detail={(id) => <ClienteDetail id={id} />} />;
}

function ClienteList() {
  const { usuario: viewer, permissions } = useSession();
  const abilities = clienteAbilities(permissions, viewer.externo);
  const state = useListState();
  const from = fromState(useLocation());
  const listActions = useListActions(def, abilities);
  // The same query as ListScreen's (one request), read here for the single-company shortcut.
  const list = useQuery(registerQueries.list(def, { geral: state.geral, page: state.page }));

  // SPEC §2.3: a partner with a single company and no filter goes straight to it.
  const only = list.data?.total === 1 && !list.isPlaceholderData ? list.data.results[0] : undefined;
  if (viewer.externo && !state.hasFilter && typeof only?.uuid === 'string') {
    // 'Voltar' from there goes home: back to this list would only bounce to the detail again.
    return <Navigate to={detailPath(def.name, only.uuid)} replace state={{ from: HOME_PATH }} />;
  }

  // SPEC §6: 'Detalhes' for whoever opens the detail; 'Editar' and 'Excluir' with visualizar.dados.cliente.
  const details = canOpenClienteDetail(permissions);
  const menu = abilities.canWrite && can(permissions, PERM.cliente.visualizarDados);
  const actions = (row: Row): MenuAction[] => [
    ...(details
      ? [
          {
            label: 'Detalhes',
            icon: <VisibilityIcon fontSize="small" />,
            to: detailPath(def.name, String(row.uuid)),
            state: from,
          },
        ]
      : []),
    ...(menu ? listActions.actions(row) : []),
  ];

  return <RegisterListScreen def={def} state={state} listActions={listActions} actions={actions} />;
}

function ClienteDetail({ id }: { id: string }) {
  const { usuario: viewer, permissions } = useSession();
  const externo = viewer.externo;
  const abilities = clienteAbilities(permissions, externo);
  const editor = useRecordEditor(def, id, { abilities, parse: (data) => clienteRecordSchema.parse(data) });
  if (editor.gate) return editor.gate;
  const { data, mode } = editor;

  const plan = planClienteFields(
    planFields(def, mode, abilities.canWrite),
    { externo, permissions, canWrite: abilities.canWrite },
    data?.classeNome,
  );
  // Partners do not save: they ask for a change on its own page, when they may open it.
  const alteracao = externo && PAGES.alteracaoCadastral.canOpen(permissions) && (
    <Button
      component={RouterLink}
      to={PAGES.alteracaoCadastral.path}
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
  );
}
