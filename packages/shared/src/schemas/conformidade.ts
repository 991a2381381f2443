import { z } from '../zod-setup.js';
import { CHECKLIST_ONBOARDING } from '../candidatura.js';

/**
 * Training compliance and the onboarding checklist (decision 0047): read by the trainings' report and by
 * GET /api/home, whose schema (programa.ts) imports this module alone. Re-exported by '@prix/shared/candidatura'.
 */

/** A partner's compliance (GET /api/treinamentos/conformidade[/{clienteId}]): the /home tile and the report. */
export const conformidadeSchema = z.object({
  clienteId: z.string(),
  emDia: z.number(),
  total: z.number(),
  conforme: z.boolean(),
  tipos: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      /** Who completed it, with the date and until when it is valid (null: does not expire). */
      concluintes: z.array(z.object({ nome: z.string(), em: z.string(), validaAte: z.string().nullable() })),
      emDia: z.boolean(),
    }),
  ),
});
export type Conformidade = z.infer<typeof conformidadeSchema>;
/** GET /api/home's onboarding checklist, during a partner's first ONBOARDING_DIAS days; null afterwards. */
export const checklistOnboardingSchema = z
  .object({
    ate: z.string(),
    itens: z.array(
      z.object({
        id: z.enum(Object.keys(CHECKLIST_ONBOARDING) as [keyof typeof CHECKLIST_ONBOARDING]),
        rotulo: z.string(),
        feito: z.boolean(),
      }),
    ),
  })
  .nullable();
export type ChecklistOnboarding = z.infer<typeof checklistOnboardingSchema>;
