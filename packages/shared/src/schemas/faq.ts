import { z } from '../zod-setup.js';

/** GET /api/faq: the active questions, grouped by subject, in order (SPEC §2.2 /faq). */
export const faqResponseSchema = z.object({
  assuntos: z.array(
    z.object({
      assunto: z.string(),
      perguntas: z.array(
        z.object({
          uuid: z.string(),
          pergunta: z.string(),
          /** Sanitised HTML (decision 0021); the page sanitises it again before showing it. */
          resposta: z.string(),
        }),
      ),
    }),
  ),
  /** Where partners write with a question the page does not answer (parameter EMAIL_MARKETING). */
  contato: z.string().nullable(),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;
