import { useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { classeBeneficio, classeBeneficioUpdateSchema } from '@prix/shared';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { DetailFrame } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { Notice } from '../detail/notice';
import type { FormValues, PlannedField } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ListScreen } from '../list/list-screen';
import { useListState } from '../list-state';
import { registerCalls, registerKeys, registerQueries, type Row } from '../queries';
import { detailPath, fromState, useBackToList } from '../use-back';

/**
 * classe-beneficio (SPEC §2.3): the value of each benefit per class. Not a defineRegister register (its key is
 * a pair and its records are only edited), so it has its own routes, built from the generic pieces.
 */
const source = { name: classeBeneficio.name, apiPath: classeBeneficio.apiPath } as const;
const KEYS = classeBeneficio.permissions;
const fields = classeBeneficio.fields;
const updateSchema = classeBeneficioUpdateSchema;

export function ClasseBeneficioView() {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<ClasseBeneficioList />} />
      <Route path="detalhe/:classeId/:beneficioId" element={<ClasseBeneficioDetail />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ClasseBeneficioList() {
  const { permissions } = useSession();
  const { canWrite } = registerAbilities(permissions, KEYS, true);
  const state = useListState();
  const from = fromState(useLocation());
  const text = (key: string) => (row: Row) => String(row[key] ?? '');
  return (
    <ListScreen
      title="Benefícios por classe"
      source={source}
      state={state}
      options={[]}
      columns={[
        { key: 'classe_id', label: 'Código', render: text('classe_id') },
        { key: 'classe_nome', label: 'Nome', render: text('classe_nome') },
        { key: 'beneficio_nome', label: 'Benefício', render: text('beneficio_nome') },
        { key: 'valor_beneficio', label: 'Valor', render: text('valor_beneficio') },
      ]}
      rowKey={(row) => `${String(row.classe_id)}/${String(row.beneficio_id)}`}
      rowLabel={(row) => `${String(row.classe_nome)} – ${String(row.beneficio_nome)}`}
      actions={(row) => [
        {
          label: canWrite ? 'Editar' : 'Detalhes',
          icon: canWrite ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
          to: detailPath(source.name, `${String(row.classe_id)}/${String(row.beneficio_id)}`),
          state: from,
        },
      ]}
    />
  );
}

function ClasseBeneficioDetail() {
  const { classeId = '', beneficioId = '' } = useParams();
  const id = `${encodeURIComponent(classeId)}/${encodeURIComponent(beneficioId)}`;
  const { permissions } = useSession();
  const { canWrite } = registerAbilities(permissions, KEYS, true);
  const title = canWrite ? 'Editar Benefício por classe' : 'Benefício por classe';
  const back = useBackToList(source.name);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const record = useQuery(registerQueries.detail(source, id));
  const save = useMutation({
    mutationFn: (payload: FormValues) => registerCalls.update(source, id, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: registerKeys.root });
      setNotice('Registro atualizado com sucesso');
    },
  });

  if (record.isPending) return <DetailLoading title={title} />;
  if (record.isError) return <DetailLoadError title={title} error={record.error} onBack={back.back} />;
  const data = record.data;
  const plan: PlannedField[] = [
    { name: 'nome', field: fields.nome, readOnly: true, required: false },
    { name: 'classeBeneficio', field: fields.classeBeneficio, readOnly: true, required: false },
    { name: 'valor_beneficio', field: fields.valor_beneficio, readOnly: !canWrite, required: false },
  ];
  const asText = (value: unknown) => (typeof value === 'string' ? value : '');
  const form = (
    <RegisterForm
      key={record.dataUpdatedAt}
      plan={plan}
      schema={updateSchema}
      defaultValues={{
        nome: asText(data.nome),
        classeBeneficio: asText(data.classeBeneficio),
        valor_beneficio: asText(data.valor_beneficio),
      }}
      audit={{
        criadoEm: asText(data.dhcreation) || null,
        criadoPor: asText(data.uscreation) || null,
        editadoEm: asText(data.dhedition) || null,
        editadoPor: asText(data.usedition) || null,
      }}
      canWrite={canWrite}
      saving={save.isPending}
      errors={save.error ? (isApiError(save.error) ? save.error.errors : [String(save.error)]) : []}
      onSubmit={(parsed) => save.mutate(parsed)}
      onBack={back.back}
    />
  );
  return (
    <>
      <DetailFrame title={title} tabs={[{ label: 'Cadastro', content: form }]} />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
