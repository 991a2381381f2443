import { can, PERM, usuario as def } from '@prix/shared/core';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { useRecordEditor } from '../detail/use-record-editor';
import { planFields } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ResendInviteButton } from './resend-invite-button';
import type { UsuarioFormProps } from './usuario-form-route';
import { cpfLockedFor, usuarioAdjust, usuarioFieldLocked, usuarioFieldShown } from './usuario-rules';

/** The full user form (usuario.view.tsx), fetched with the form's code when first opened. */
export function UsuarioDetail({ id, onNotice }: UsuarioFormProps) {
  const { usuario: viewer, permissions } = useSession();
  const registerRights = registerAbilities(permissions, def);
  // Deleting needs excluir.usuario.externo too, and nobody deletes themselves (SPEC §6).
  const abilities = {
    ...registerRights,
    canDelete:
      registerRights.canDelete && can(permissions, PERM.usuario.excluirExterno) && id !== viewer.uuid,
  };
  const editor = useRecordEditor(def, id, { abilities, onNotice });
  if (editor.gate) return editor.gate;
  const { data, mode } = editor;

  const showExternalToggle = can(permissions, PERM.cadastro.usuarioInterno);
  const plan = planFields(def, mode, abilities.canWrite)
    .filter((planned) => planned.name !== 'incompleto')
    .filter((planned) => planned.name !== 'externo' || showExternalToggle)
    .map((planned) =>
      planned.name === 'externo' && mode === 'edit' ? { ...planned, readOnly: true } : planned,
    );
  const editing = { self: id === viewer.uuid, cpfLocked: mode === 'edit' && cpfLockedFor(data, permissions) };

  const form = (
    <RegisterForm
      key={editor.formKey}
      {...editor.formProps}
      plan={plan}
      isShown={usuarioFieldShown}
      isLocked={(name, values) => usuarioFieldLocked(name, values, editing)}
      adjust={usuarioAdjust}
      extra={(values) => data && <ResendInviteButton uuid={id} record={data} values={values} />}
    />
  );
  return editor.page(form);
}
