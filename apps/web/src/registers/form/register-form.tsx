import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { z } from 'zod';
import { MSG } from '@prix/shared/core';
import { lazyPart, whenIdle } from '../../lib/lazy-part';
import { AuditCard, type Audit } from '../detail/audit-card';
import { DetailActions } from '../detail/detail-actions';
import { ErrorBox } from '../../components/error-box';
import { SectionCard } from '../detail/section-card';
import { FieldInput, isWide } from './field-input';
import { isVisible, type FormValues, type PlannedField } from './field-plan';
import type { FormSchemas } from './form-validation';

/*
 * zod and the schemas (~25 kB brotli) validate a field that is left and the form that is sent; painting the
 * form needs none of it. They are a part fetched once the form has painted (decision 0037), awaited by the
 * resolver if someone is quicker than that.
 */
const validation = lazyPart(() => import('./form-validation'));

/** Fetches the validation's chunk (tests and the budget check load it with the form). */
export const loadFormValidation = validation.load;

/** Picks the form's schema among the shared ones (createSchemaOf(def), meuPerfilSchema…), once they are here. */
export type SchemaChoice = (schemas: FormSchemas) => z.ZodType;

/** A resolver that waits for the validation's chunk, then validates with the chosen schema. */
function useLazyResolver(schema: SchemaChoice): Resolver<FormValues> {
  const chosen = useRef(schema);
  chosen.current = schema;
  useEffect(() => whenIdle(validation.fetch), []);
  return useCallback<Resolver<FormValues>>(async (values, context, options) => {
    let loaded;
    try {
      loaded = await validation.load();
    } catch {
      // Offline when it was needed: nothing is sent, the form says why, and the next try fetches it again.
      return { values: {}, errors: { root: { type: 'rede', message: MSG.rede } } };
    }
    return loaded.resolverOf(chosen.current(loaded.formSchemas))(values, context, options);
  }, []);
}

export interface RegisterFormProps {
  /** The fields of 'Informações básicas' (planFields). */
  readonly plan: readonly PlannedField[];
  /** createSchemaOf / updateSchemaOf…: its messages show on the fields, its output is what `onSubmit` gets. */
  readonly schema: SchemaChoice;
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
  const { control, handleSubmit, setValue, formState } = useForm<FormValues>({
    defaultValues: props.defaultValues,
    resolver: useLazyResolver(schema),
    mode: 'onTouched',
  });
  const offline = formState.errors.root?.message;
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
      <ErrorBox errors={offline ? [...props.errors, offline] : props.errors} sx={{ mt: 2 }} />
      <DetailActions onBack={props.onBack} canSave={canWrite} saving={props.saving} onDelete={props.onDelete}>
        {props.actions}
      </DetailActions>
    </Box>
  );
}
