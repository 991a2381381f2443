import { usuario, usuarioExterno as def } from '@prix/shared/core';
import { NoPermissionPage } from '../../components/no-permission-page';
import { useSession } from '../../lib/session-context';
import { useUserCompanies } from '../../lib/user-profile';
import { registerAbilities } from '../abilities';
import { DetailLoading } from '../detail/detail-states';
import { useRecordEditor } from '../detail/use-record-editor';
import { planFields, type FormValues } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ResendInviteButton } from './resend-invite-button';
import type { UsuarioFormProps } from './usuario-form-route';
import { funcionarioPath } from './usuario-paths';
import { usuarioAdjust, usuarioFieldLocked, usuarioFieldShown } from './usuario-rules';

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
  const abilities = registerAbilities(permissions, def);
  const editor = useRecordEditor(def, id, {
    // No 'Excluir' here: deleting people is the full form's, with excluir.usuario.externo.
    abilities: { ...abilities, canDelete: false },
    // 'Voltar' returns to the users list (Equipe): the employee form has no list of its own.
    listName: usuario.name,
    pathOf: funcionarioPath,
    onNotice,
  });
  const companies = useOwnCompanies(editor.mode === 'create');

  if (!abilities.canRead) return <NoPermissionPage />;
  if (editor.gate) return editor.gate;
  if (companies.isLoading) return <DetailLoading title={editor.title} parent={editor.parent} />;
  const { data, mode } = editor;

  const initial = editor.formProps.defaultValues;
  const defaults = mode === 'create' ? { ...initial, clientes: companies.defaultKeys } : initial;
  const editing = { self: id === viewer.uuid, cpfLocked: false };

  const form = (
    <RegisterForm
      key={editor.formKey}
      {...editor.formProps}
      plan={planFields(def, mode, abilities.canWrite)}
      defaultValues={defaults}
      isShown={(name, values) => usuarioFieldShown(name, asExternal(values))}
      isLocked={(name, values) => usuarioFieldLocked(name, values, editing)}
      adjust={usuarioAdjust}
      extra={(values) =>
        data && abilities.canWrite && <ResendInviteButton uuid={id} record={data} values={values} />
      }
    />
  );
  return editor.page(form);
}

/**
 * The viewer's companies: a new employee starts linked to the only one, the usual case of a partner with a
 * single company; with several the owner chooses.
 */
function useOwnCompanies(enabled: boolean) {
  const { clientes, isLoading } = useUserCompanies(enabled);
  return { isLoading, defaultKeys: clientes.length === 1 ? clientes.map((cliente) => cliente.id) : [] };
}
