import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { can, cliente as def, labelFor, PERM } from '@prix/shared';
import { PAGES } from '../../app/access';
import { NoPermissionPage } from '../../app/pages/no-permission-page';
import { useSession } from '../../lib/session-context';
import { DetailFrame, type DetailTab } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { Notice } from '../detail/notice';
import { relatedTabs } from '../detail/related-tab';
import { initialValues, planFields, toPayload } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ListScreen } from '../list/list-screen';
import type { MenuAction } from '../list/row-menu';
import { useListActions } from '../list/use-list-actions';
import { useListState } from '../list-state';
import { auditOf, registerQueries, type Row } from '../queries';
import { RegisterRoutes } from '../generic-view';
import { useSave } from '../register-detail';
import { listColumns } from '../register-list';
import { detailPath, fromState, useBackToList } from '../use-back';
import { useDeleteRecord } from '../use-delete';
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
  const { options, actions: writerActions, remove, notice, clearNotice } = useListActions(def, abilities);
  // The same query as ListScreen's (one request), read here for the single-company shortcut.
  const list = useQuery(registerQueries.list(def, { geral: state.geral, page: state.page }));

  // SPEC §2.3: a partner with a single company and no filter goes straight to it.
  const only = list.data?.total === 1 && !list.isPlaceholderData ? list.data.results[0] : undefined;
  if (viewer.externo && !state.hasFilter && typeof only?.uuid === 'string') {
    return <Navigate to={detailPath(def.name, only.uuid)} replace />;
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
    ...(menu ? writerActions(row) : []),
  ];

  return (
    <>
      <ListScreen
        title={labelFor(def.title, viewer.externo)}
        source={def}
        state={state}
        options={options}
        columns={listColumns(def)}
        rowKey={(row, index) => String(row.uuid ?? index)}
        rowLabel={(row) => String(row.nome ?? row.id ?? '')}
        actions={actions}
        errors={remove.errors}
      />
      {remove.dialog}
      <Notice message={notice} onClose={clearNotice} />
    </>
  );
}

function ClienteDetail({ id }: { id: string }) {
  const { usuario: viewer, permissions } = useSession();
  const externo = viewer.externo;
  const abilities = clienteAbilities(permissions, externo);
  const mode = id === 'novo' ? 'create' : 'edit';
  const title = `${mode === 'create' ? 'Adicionar' : 'Editar'} ${labelFor(def.singular, externo)}`;
  const [notice, setNotice] = useState<string | null>(null);
  const back = useBackToList(def.name);
  const remove = useDeleteRecord(def, back.back);
  const save = useSave(def, id, setNotice);
  const record = useQuery({
    ...registerQueries.detail(def, id),
    select: (data) => clienteRecordSchema.parse(data),
    enabled: mode === 'edit',
  });

  if (mode === 'create' && !abilities.canCreate) return <NoPermissionPage />;
  if (mode === 'edit' && record.isPending) return <DetailLoading title={title} />;
  if (mode === 'edit' && record.isError) {
    return <DetailLoadError title={title} error={record.error} onBack={back.back} />;
  }
  const data = record.data;

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

  const form = (
    <RegisterForm
      key={`${id}:${data?.dhedicao ?? ''}:${record.dataUpdatedAt}`}
      plan={plan}
      schema={mode === 'create' ? def.createSchema : def.updateSchema}
      defaultValues={initialValues(def, mode, data)}
      audit={auditOf(data)}
      canWrite={abilities.canWrite}
      saving={save.isPending}
      errors={[...save.errors, ...remove.errors]}
      onSubmit={(parsed) => save.submit(toPayload(def, parsed))}
      onBack={back.back}
      onDelete={mode === 'edit' && abilities.canDelete ? () => remove.ask(id) : undefined}
      sections={sections}
      actions={alteracao}
    />
  );
  const tabs: DetailTab[] = [{ label: 'Cadastro', content: form }];
  // 'Equipe' when editing (its empty text comes from the definition).
  if (mode === 'edit') tabs.push(...relatedTabs(def, data, externo));
  return (
    <>
      <DetailFrame title={title} tabs={tabs} />
      {remove.dialog}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
