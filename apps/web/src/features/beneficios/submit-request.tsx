import { sendForm } from '../../lib/api-client';
import { TextInput } from '../../components/text-input';

export interface SubmitAnswer {
  inserted: true;
  uuid: string;
  numero: number;
}

const answer = { parse: (data: unknown) => data as SubmitAnswer };

/** A benefit form's multipart body (SPEC §7): the fields as JSON in `json`, then each file in its part. */
export function submitRequest(
  path: string,
  body: { json: Record<string, unknown>; files: [string, File][] },
): Promise<SubmitAnswer> {
  const form = new FormData();
  form.append('json', JSON.stringify(body.json));
  for (const [part, file] of body.files) form.append(part, file, file.name);
  return sendForm('POST', path, form, { schema: answer });
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
