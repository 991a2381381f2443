import { useState, type ReactElement, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  UPLOAD_MESSAGES,
  labelFor,
  type RegisterDef,
  type RegisterRecord,
  type StoredFileInfo,
} from '@prix/shared/core';
import { NoPermissionPage } from '../../components/no-permission-page';
import { useSession } from '../../lib/session-context';
import type { RegisterAbilities } from '../abilities';
import { initialValues, toPayload } from '../form/field-plan';
import type { RegisterFormProps } from '../form/register-form';
import type { UploadAreaProps } from '../../components/upload-area/upload-area';
import { auditOf, recordQueries } from '../record-queries';
import { useBackToList } from '../use-back';
import { useDeleteRecord } from '../use-delete';
import { DetailFrame, type DetailTab } from './detail-frame';
import { DetailLoadError, DetailLoading } from './detail-states';
import { Notice } from '../../components/notice';
import { relatedTabs } from './related-tab';
import { useSave } from './use-save';

/** The stored record's code, once it has loaded. */
function codeOf(def: RegisterDef, data: RegisterRecord | undefined): string | undefined {
  const code = data?.[def.codeField];
  return typeof code === 'string' ? code : undefined;
}

export interface RecordEditorOptions<T> {
  readonly abilities: RegisterAbilities;
  /** The list 'Voltar' returns to, when not the register's own (the employee form returns to 'Equipe'). */
  readonly listName?: string;
  /** Where a new record lives, when not /cadastro/{name}/detalhe/{uuid}. */
  readonly pathOf?: (uuid: string) => string;
  /** Reads the loaded record into the view's own shape (extra fields the server sends). */
  readonly parse?: (data: RegisterRecord) => T;
  /** Who shows the success notice, when it must outlive this component (the users' route shows it). */
  readonly onNotice?: (text: string) => void;
}

/**
 * Everything a register's detail does before its fields (SPEC §2.3, §4): the title ('Adicionar'/'Editar' and
 * the singular, the singular alone for a reader), the record's query, Gravar, Excluir with confirmation, 'Voltar', the states before the form
 * can show (no permission, loading, load error: `gate`), the common props of RegisterForm and the page (tabs
 * 'Cadastro' and the related lists) with the delete dialog and the notice. The generic detail and every custom view build on it, so they differ
 * only in their fields and sections.
 */
export function useRecordEditor<T extends RegisterRecord = RegisterRecord>(
  def: RegisterDef,
  id: string,
  options: RecordEditorOptions<T>,
) {
  const { usuario } = useSession();
  const { abilities, parse } = options;
  const mode: 'create' | 'edit' = id === 'novo' ? 'create' : 'edit';
  const singular = labelFor(def.singular, usuario.externo);
  // Who may only read a record is not told they edit it: the title is the singular ('Empresa').
  const title =
    mode === 'create' ? `Adicionar ${singular}` : abilities.canWrite ? `Editar ${singular}` : singular;
  // Kept here, not in the form: it outlives the switch from 'novo' to the new record's address.
  const [notice, setNotice] = useState<string | null>(null);
  const back = useBackToList(options.listName ?? def.name);
  // The record's step up in the page's trail: its register's list, as 'Voltar' finds it.
  const parent = { label: labelFor(def.title, usuario.externo), to: back.to };
  const remove = useDeleteRecord(def, back.back);
  const save = useSave(def, id, options.onNotice ?? setNotice, options.pathOf);
  // A file register's chosen file (SPEC §4), sent with the next save; a new record needs one.
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const record = useQuery({
    ...recordQueries.detail(def, id),
    select: (data): T => (parse ? parse(data) : (data as T)),
    enabled: mode === 'edit',
  });
  const data = record.data;

  let gate: ReactElement | null = null;
  if (mode === 'create' && !abilities.canCreate) gate = <NoPermissionPage />;
  else if (mode === 'edit' && record.isPending) gate = <DetailLoading title={title} parent={parent} />;
  else if (mode === 'edit' && record.isError) {
    gate = <DetailLoadError title={title} parent={parent} error={record.error} onBack={back.back} />;
  }

  const audit = auditOf(data);
  // What a file register's upload area shows and does; the area itself comes with that register's form only
  // (register-file-detail.tsx), so the other forms do not download it.
  const fileArea: UploadAreaProps | undefined = def.file && {
    label: def.file.label,
    accept: def.file.accept,
    file,
    onChange: (chosen) => {
      setFile(chosen);
      if (chosen) setFileMissing(false);
    },
    current: (data as { arquivo?: StoredFileInfo } | undefined)?.arquivo ?? null,
    error: fileMissing ? UPLOAD_MESSAGES.missingFile : null,
    disabled: !abilities.canWrite || save.isPending,
    progress: save.progress,
    onCancel: save.cancel,
  };

  const formProps = {
    // Editing, the record's code decides the rule of some fields (an address parameter's value).
    schema: (schemas) =>
      mode === 'create' ? schemas.createSchemaOf(def) : schemas.updateSchemaOf(def, codeOf(def, data)),
    defaultValues: initialValues(def, mode, data),
    // SPEC §2.3: some registers show no last-edit date.
    audit: audit && (def.noEditDate ? { ...audit, editadoEm: undefined } : audit),
    canWrite: abilities.canWrite,
    saving: save.isPending,
    errors: [...save.errors, ...remove.errors],
    onSubmit: (parsed) => {
      if (def.file && mode === 'create' && !file) {
        setFileMissing(true);
        return;
      }
      // Once saved, the chosen file is the stored one.
      save.submit(toPayload(def, parsed), file, () => setFile(null));
    },
    onBack: back.back,
    onDelete: mode === 'edit' && abilities.canDelete ? () => remove.ask(id) : undefined,
  } satisfies Partial<RegisterFormProps>;

  /**
   * The page: 'Cadastro' with `form` and, when editing, a custom view's own tabs (cliente: 'Página pública') and
   * a tab per related list of the definition.
   */
  const page = (form: ReactNode, ownTabs: readonly DetailTab[] = []) => {
    const tabs: DetailTab[] = [{ label: 'Cadastro', content: form }];
    if (mode === 'edit') tabs.push(...ownTabs, ...relatedTabs(def, data, usuario.externo));
    return (
      <>
        <DetailFrame title={title} parent={parent} tabs={tabs} />
        {remove.dialog}
        {!options.onNotice && <Notice message={notice} onClose={() => setNotice(null)} />}
      </>
    );
  };

  return {
    mode,
    title,
    parent,
    data,
    gate,
    /** A reloaded record starts the form afresh with the saved values. */
    formKey: `${id}:${data?.dhedicao ?? ''}:${record.dataUpdatedAt}`,
    formProps,
    /** A file register's upload area (SPEC §4), for the form's `fileArea`. */
    fileArea,
    page,
  };
}
