import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { z } from 'zod';
import { AuditCard, type Audit } from '../detail/audit-card';
import { DetailActions } from '../detail/detail-actions';
import { ErrorBox } from '../detail/error-box';
import { SectionCard } from '../detail/section-card';
import { FieldInput, isWide } from './field-input';
import { isVisible, type FormValues, type PlannedField } from './field-plan';

interface RegisterFormProps {
  /** The fields of 'Informações básicas' (planFields). */
  readonly plan: readonly PlannedField[];
  /** createSchema / updateSchema: its messages show on the fields, its output is what `onSubmit` gets. */
  readonly schema: z.ZodType;
  readonly defaultValues: FormValues;
  /** The 'Modificação' card, when editing. */
  readonly audit?: Audit;
  readonly canWrite: boolean;
  readonly saving: boolean;
  /** The server's messages of the last failed save or delete. */
  readonly errors: readonly string[];
  readonly onSubmit: (payload: FormValues) => void;
  readonly onBack: () => void;
  readonly onDelete?: () => void;
}

/**
 * The 'Cadastro' tab of a register: 'Informações básicas', validated with the definition's schema (the
 * server's own messages, shown on each field), 'Modificação' when editing, the server's errors and the buttons.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { plan, schema, audit, canWrite } = props;
  const { control, handleSubmit } = useForm<FormValues>({
    defaultValues: props.defaultValues,
    resolver: zodResolver(schema as z.ZodType<FormValues, FormValues>) as Resolver<FormValues>,
    mode: 'onTouched',
  });
  const values = useWatch({ control });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cadastro"
      onSubmit={handleSubmit((parsed) => props.onSubmit(parsed))}
    >
      <SectionCard title="Informações básicas">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
          {plan
            .filter((planned) => isVisible(planned.field, values))
            .map((planned) => (
              <Box
                key={planned.name}
                sx={{ gridColumn: isWide(planned) ? '1 / -1' : undefined, minWidth: 0 }}
              >
                <FieldInput planned={planned} control={control} />
              </Box>
            ))}
        </Box>
      </SectionCard>
      {audit && <AuditCard audit={audit} />}
      <ErrorBox errors={props.errors} sx={{ mt: 2 }} />
      <DetailActions
        onBack={props.onBack}
        canSave={canWrite}
        saving={props.saving}
        onDelete={props.onDelete}
      />
    </Box>
  );
}
