import type { ComponentType } from 'react';
import { can, type RegisterDef } from '@prix/shared/core';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import { useRecordEditor } from './detail/use-record-editor';
import { planFields } from './form/field-plan';
import { RegisterForm } from './form/register-form';
import type { UploadAreaProps } from '../components/upload-area/upload-area';

/**
 * /cadastro/{name}/detalhe/novo and /cadastro/{name}/detalhe/{uuid}: the common detail (SPEC §2.3, §4). A file
 * register's form gets its upload area from register-file-detail.tsx, so the others do not download it.
 */
export function RegisterDetail({
  def,
  id,
  FileArea,
}: {
  def: RegisterDef;
  id: string;
  FileArea?: ComponentType<UploadAreaProps>;
}) {
  const { permissions } = useSession();
  const abilities = registerAbilities(permissions, def);
  const editor = useRecordEditor(def, id, { abilities });
  if (editor.gate) return editor.gate;

  return editor.page(
    <RegisterForm
      key={editor.formKey}
      {...editor.formProps}
      fileArea={FileArea && editor.fileArea && <FileArea {...editor.fileArea} />}
      plan={planFields(def, editor.mode, abilities.canWrite, (key) => can(permissions, key))}
    />,
  );
}
