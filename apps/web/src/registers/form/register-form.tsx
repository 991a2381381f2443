import { useEffect, type ReactNode } from 'react';
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

export interface RegisterFormProps {
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
  /** A custom view's extra rule: whether a planned field shows with the current values (usuario). */
  readonly isShown?: (name: string, values: FormValues) => boolean;
  /** A custom view's extra rule: whether a planned field is locked with the current values. */
  readonly isLocked?: (name: string, values: FormValues) => boolean;
  /** Values a custom view forces from the current ones (usuario: training off without e-learning). */
  readonly adjust?: (values: FormValues) => FormValues | null;
  /** A file register's upload area (SPEC §4), below the fields of 'Informações básicas'. */
  readonly fileArea?: ReactNode;
  /** Shown below the fields of 'Informações básicas', given the current values. */
  readonly extra?: (values: FormValues) => ReactNode;
  /** Cards of a custom view between 'Informações básicas' and 'Modificação' (cliente: benefits, owner). */
  readonly sections?: ReactNode;
  /** Buttons of a custom view beside 'Gravar' (cliente: 'Alteração Cadastral'). */
  readonly actions?: ReactNode;
}

/** The two-column grid of a card's fields (one column on mobile). */
export const fieldGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 2.5,
} as const;

/**
 * The 'Cadastro' tab of a register: 'Informações básicas', validated with the definition's schema (the
 * server's own messages, shown on each field), 'Modificação' when editing, the server's errors and the buttons.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { plan, schema, audit, canWrite } = props;
  const { isShown, isLocked, adjust, extra } = props;
  const { control, handleSubmit, setValue } = useForm<FormValues>({
    defaultValues: props.defaultValues,
    resolver: zodResolver(schema as z.ZodType<FormValues, FormValues>) as Resolver<FormValues>,
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const forced = adjust?.(values) ?? null;
  useEffect(() => {
    if (!forced) return;
    for (const [name, value] of Object.entries(forced)) {
      setValue(name, value, { shouldDirty: true });
    }
  }, [forced, setValue]);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cadastro"
      onSubmit={handleSubmit((parsed) => props.onSubmit(parsed))}
    >
      <SectionCard title="Informações básicas">
        <Box sx={fieldGridSx}>
          {plan
            .filter((planned) => isVisible(planned.field, values))
            .filter((planned) => !isShown || isShown(planned.name, values))
            .map((planned) =>
              isLocked?.(planned.name, values) && !planned.readOnly
                ? { ...planned, readOnly: true }
                : planned,
            )
            .map((planned) => (
              <Box
                key={planned.name}
                sx={{ gridColumn: isWide(planned) ? '1 / -1' : undefined, minWidth: 0 }}
              >
                <FieldInput
                  planned={planned}
                  control={control}
                  dependency={planned.choices?.dependsOn && values[planned.choices.dependsOn]}
                />
              </Box>
            ))}
        </Box>
        {props.fileArea && <Box sx={{ mt: 2.5 }}>{props.fileArea}</Box>}
        {extra?.(values)}
      </SectionCard>
      {props.sections}
      {audit && <AuditCard audit={audit} />}
      <ErrorBox errors={props.errors} sx={{ mt: 2 }} />
      <DetailActions onBack={props.onBack} canSave={canWrite} saving={props.saving} onDelete={props.onDelete}>
        {props.actions}
      </DetailActions>
    </Box>
  );
}
