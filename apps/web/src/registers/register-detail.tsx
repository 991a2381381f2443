import { type RegisterDef } from '@prix/shared';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import type { DetailTab } from './detail/detail-frame';
import { relatedTabs } from './detail/related-tab';
import { useRecordEditor } from './detail/use-record-editor';
import { planFields } from './form/field-plan';
import { RegisterForm } from './form/register-form';

/** /cadastro/{name}/detalhe/novo and /cadastro/{name}/detalhe/{uuid}: the common detail (SPEC §2.3, §4). */
export function RegisterDetail({ def, id }: { def: RegisterDef; id: string }) {
  const { usuario, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission, def.editOnly);
  const editor = useRecordEditor(def, id, { abilities });
  if (editor.gate) return editor.gate;

  const tabs: DetailTab[] = [
    {
      label: 'Cadastro',
      content: (
        <RegisterForm
          key={editor.formKey}
          {...editor.formProps}
          plan={planFields(def, editor.mode, abilities.canWrite)}
        />
      ),
    },
  ];
  if (editor.mode === 'edit') tabs.push(...relatedTabs(def, editor.data, usuario.externo));
  return editor.page(tabs);
}
