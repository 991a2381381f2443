import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classeBeneficio } from '@prix/shared/core';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { DetailFrame } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { Notice } from '../../components/notice';
import type { FormValues, PlannedField } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { registerKeys } from '../../lib/register-keys';
import { recordCalls, recordQueries } from '../record-queries';
import { useBackToList } from '../use-back';

const source = { name: classeBeneficio.name, apiPath: classeBeneficio.apiPath } as const;
const RIGHTS = { ...classeBeneficio, permission: classeBeneficio.permissions[0], editOnly: true };
const fields = classeBeneficio.fields;

/** One benefit's value for one class (classe-beneficio.view.tsx), fetched with the form's code. */
export function ClasseBeneficioDetail() {
  const { classeId = '', beneficioId = '' } = useParams();
  const id = `${encodeURIComponent(classeId)}/${encodeURIComponent(beneficioId)}`;
  const { permissions } = useSession();
  const { canWrite } = registerAbilities(permissions, RIGHTS);
  const title = canWrite ? 'Editar Benefício por classe' : 'Benefício por classe';
  const back = useBackToList(source.name);
  const parent = { label: classeBeneficio.title, to: back.to };
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const record = useQuery(
    recordQueries.detail(source, id, 'GET /api/classe-beneficio/:classeId/:beneficioId'),
  );
  const save = useMutation({
    mutationFn: (payload: FormValues) => recordCalls.update(source, id, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: registerKeys.root });
      setNotice('Registro atualizado com sucesso');
    },
  });

  if (record.isPending) return <DetailLoading title={title} parent={parent} />;
  if (record.isError)
    return <DetailLoadError title={title} parent={parent} error={record.error} onBack={back.back} />;
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
      schema={(schemas) => schemas.classeBeneficioUpdateSchema}
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
      <DetailFrame title={title} parent={parent} tabs={[{ label: 'Cadastro', content: form }]} />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
