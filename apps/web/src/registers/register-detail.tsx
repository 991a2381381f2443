import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labelFor, type RegisterDef } from '@prix/shared';
import { NoPermissionPage } from '../app/pages/no-permission-page';
import { isApiError } from '../lib/api-client';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import { DetailFrame, type DetailTab } from './detail/detail-frame';
import { DetailLoading, DetailLoadError } from './detail/detail-states';
import { Notice } from './detail/notice';
import { relatedTabs } from './detail/related-tab';
import { initialValues, planFields, toPayload, type FormValues } from './form/field-plan';
import { RegisterForm } from './form/register-form';
import { auditOf, registerCalls, registerKeys, registerQueries, type RegisterRecordData } from './queries';
import { detailPath, useBackToList } from './use-back';
import { useDeleteRecord } from './use-delete';

/** /cadastro/{name}/detalhe/novo and /cadastro/{name}/detalhe/{uuid}: the common detail (SPEC §2.3, §4). */
export function RegisterDetail({ def, id }: { def: RegisterDef; id: string }) {
  const { usuario, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission, def.editOnly);
  const mode = id === 'novo' ? 'create' : 'edit';
  const externo = usuario.externo;
  const singular = labelFor(def.singular, externo);
  const title = `${mode === 'create' ? 'Adicionar' : 'Editar'} ${singular}`;
  // Kept here, not in the form: it outlives the switch from 'novo' to the new record's address.
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSave(def, id, setNotice);
  const back = useBackToList(def.name);
  const remove = useDeleteRecord(def, back.back);
  const record = useQuery({ ...registerQueries.detail(def, id), enabled: mode === 'edit' });

  if (mode === 'create' && !abilities.canCreate) return <NoPermissionPage />;
  if (mode === 'edit' && record.isPending) return <DetailLoading title={title} />;
  if (mode === 'edit' && record.isError) {
    return <DetailLoadError title={title} error={record.error} onBack={back.back} />;
  }

  const data: RegisterRecordData | undefined = record.data;
  const form = (
    <RegisterForm
      // A reloaded record starts the form afresh with the saved values.
      key={`${id}:${data?.dhedicao ?? ''}:${record.dataUpdatedAt}`}
      plan={planFields(def, mode, abilities.canWrite)}
      schema={mode === 'create' ? def.createSchema : def.updateSchema}
      defaultValues={initialValues(def, mode, data)}
      audit={auditOf(data)}
      canWrite={abilities.canWrite}
      saving={save.isPending}
      errors={[...save.errors, ...remove.errors]}
      onSubmit={(parsed) => save.submit(toPayload(def, parsed))}
      onBack={back.back}
      onDelete={mode === 'edit' && abilities.canDelete ? () => remove.ask(id) : undefined}
    />
  );
  const tabs: DetailTab[] = [{ label: 'Cadastro', content: form }];
  if (mode === 'edit') tabs.push(...relatedTabs(def, data, externo));
  return (
    <>
      <DetailFrame title={title} tabs={tabs} />
      {remove.dialog}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/**
 * Gravar: POST for 'novo' (then the new record's address, `pathOf` when the register's detail lives
 * elsewhere), PUT otherwise (then the data reloads).
 */
export function useSave(
  def: RegisterDef,
  id: string,
  setNotice: (text: string) => void,
  pathOf: (uuid: string) => string = (uuid) => detailPath(def.name, uuid),
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    mutationFn: async (payload: FormValues) =>
      id === 'novo'
        ? { uuid: (await registerCalls.insert(def, payload)).uuid }
        : (await registerCalls.update(def, id, payload), { uuid: id }),
    onSuccess: async ({ uuid }) => {
      await queryClient.invalidateQueries({ queryKey: registerKeys.all(def.name) });
      if (id === 'novo') {
        setNotice('Registro incluído com sucesso');
        void navigate(pathOf(uuid), { replace: true, state: location.state });
      } else {
        setNotice('Registro atualizado com sucesso');
      }
    },
  });
  const errors = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.errors
      : [String(mutation.error)]
    : [];
  return { submit: (payload: FormValues) => mutation.mutate(payload), isPending: mutation.isPending, errors };
}
