import type { SubmissionAnswer } from '@prix/shared/solicitacao';
import { checkedByServer, sendForm } from '../../lib/api-client';
import { TextInput } from '../../components/text-input';

/** The two routes that receive a form: the benefit forms' and the registration change's. */
type SubmitPath = '/solicita-beneficio/upload' | '/solicita-beneficio/registration-change-form';

/** A benefit form's multipart body (SPEC §7): the fields as JSON in `json`, then each file in its part. */
export function submitRequest(
  path: SubmitPath,
  body: { json: Record<string, unknown>; files: [string, File][] },
): Promise<SubmissionAnswer> {
  const form = new FormData();
  form.append('json', JSON.stringify(body.json));
  for (const [part, file] of body.files) form.append(part, file, file.name);
  return sendForm('POST', path, form, { schema: checkedByServer(`POST /api${path}`) });
}

/** Staff have no company of their own: they name the partner (ERP code) a request is for. */
export function PartnerField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Código do parceiro (ERP)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      inputProps={{ maxLength: 10 }}
    />
  );
}
