import { useQuery } from '@tanstack/react-query';
import { labelFor, usuario, usuarioExterno as def, userProfileSchema } from '@prix/shared';
import { NoPermissionPage } from '../../app/pages/no-permission-page';
import { userProfileQueryKey } from '../../app/shell/company-switcher';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { DetailFrame } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { initialValues, planFields, toPayload, type FormValues } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { auditOf, registerQueries } from '../queries';
import { useSave } from '../register-detail';
import { useBackToList } from '../use-back';
import { ResendInviteButton } from './resend-invite-button';
import type { UsuarioFormProps } from './usuario-form-route';
import { funcionarioPath } from './usuario-paths';
import { usuarioAdjust, usuarioFieldLocked, usuarioFieldShown, withSchemaDefaults } from './usuario-rules';

/** The employee form makes and edits external users only, so the external-only fields always apply. */
const asExternal = (values: FormValues): FormValues => ({ ...values, externo: true });

/**
 * /cadastro/usuario/externo/{uuid | novo}: 'Adicionar/Editar Funcionário' (SPEC §2.3), a partner's team member
 * over /api/usuario/externo and the shared `usuarioExterno` definition. The server makes the code from the
 * name, accepts only the viewer's companies and sends the invitation on create. The field rules are the full
 * form's (usuario-rules.ts). Readers without write see it read-only.
 */
export function FuncionarioDetail({ id, onNotice }: UsuarioFormProps) {
  const { usuario: viewer, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission);
  const mode = id === 'novo' ? 'create' : 'edit';
  const title = `${mode === 'create' ? 'Adicionar' : 'Editar'} ${labelFor(def.singular, viewer.externo)}`;
  // 'Voltar' returns to the users list (Equipe): the employee form has no list of its own.
  const back = useBackToList(usuario.name);
  const record = useQuery({ ...registerQueries.detail(def, id), enabled: mode === 'edit' });
  const companies = useOwnCompanies(mode === 'create');
  const save = useSave(def, id, onNotice, funcionarioPath);

  if (!abilities.canRead || (mode === 'create' && !abilities.canCreate)) return <NoPermissionPage />;
  if ((mode === 'edit' && record.isPending) || companies.isLoading) return <DetailLoading title={title} />;
  if (mode === 'edit' && record.isError) {
    return <DetailLoadError title={title} error={record.error} onBack={back.back} />;
  }
  const data = record.data;

  const initial = initialValues(def, mode, data);
  const defaults =
    mode === 'create' ? { ...withSchemaDefaults(def, initial), clientes: companies.defaultKeys } : initial;
  const editing = { self: id === viewer.uuid, cpfLocked: false };

  const form = (
    <RegisterForm
      key={`${id}:${data?.dhedicao ?? ''}:${record.dataUpdatedAt}`}
      plan={planFields(def, mode, abilities.canWrite)}
      schema={mode === 'create' ? def.createSchema : def.updateSchema}
      defaultValues={defaults}
      audit={auditOf(data)}
      canWrite={abilities.canWrite}
      saving={save.isPending}
      errors={save.errors}
      onSubmit={(parsed) => save.submit(toPayload(def, parsed))}
      onBack={back.back}
      isShown={(name, values) => usuarioFieldShown(name, asExternal(values))}
      isLocked={(name, values) => usuarioFieldLocked(name, values, editing)}
      adjust={usuarioAdjust}
      extra={(values) =>
        data && abilities.canWrite && <ResendInviteButton uuid={id} record={data} values={values} />
      }
    />
  );
  return <DetailFrame title={title} tabs={[{ label: 'Cadastro', content: form }]} />;
}

/**
 * The viewer's companies (GET /api/usuario/profile, the company switcher's query): a new employee starts
 * linked to the only one, the usual case of a partner with a single company; with several the owner chooses.
 */
function useOwnCompanies(enabled: boolean) {
  const profile = useQuery({
    queryKey: userProfileQueryKey,
    queryFn: ({ signal }) => api.get('/usuario/profile', { signal, schema: userProfileSchema }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const clientes = profile.data?.result.clientes ?? [];
  return {
    isLoading: profile.isLoading,
    defaultKeys: clientes.length === 1 ? clientes.map((cliente) => cliente.id) : [],
  };
}
