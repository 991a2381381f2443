import { z } from '../zod-setup.js';
import { checklistOnboardingSchema, conformidadeSchema } from './conformidade.js';

// The schemas of the programme's answers (GET /api/home, the co-op fund); the programme itself, without zod, is in
// ../programa.ts, re-exported here.
export * from '../programa.js';

// ---------------------------------------------------------------------------------------------------------------
// GET /api/home

const text = z.string().nullable();

/** The co-op fund (VMC) ledger of a company for a year (decision 0027, one rule with benefitResultFinal). */
export const verbaCooperadaSchema = z.object({
  /** The class's rate as the register keeps it ('1,00%'). */
  taxa: z.string(),
  /** The year of the fund. */
  ano: z.number(),
  /** The year whose purchases make the fund (the previous calendar year). */
  anoBase: z.number(),
  /** Product purchases of that year, BRL. */
  compras: z.number(),
  /** Accrued: compras × taxa, BRL. */
  verbaAnual: z.number(),
  /** Open redemption requests of the year (Recebida, Em análise), BRL. */
  solicitado: z.number(),
  /** Approved redemptions not yet paid, BRL. */
  aprovado: z.number(),
  /** Paid redemptions, BRL. */
  pago: z.number(),
  /** verbaAnual − aprovado − pago, never below zero, BRL. */
  disponivel: z.number(),
});
export type VerbaCooperada = z.infer<typeof verbaCooperadaSchema>;

/** GET /api/verba-marketing-cooperado: a partner's fund for a year and that year's redemption requests. */
export const extratoVerbaSchema = z.object({
  empresa: z.object({ id: z.string(), nome: z.string() }),
  /** The years that can be asked for (newest first). */
  anos: z.array(z.number()),
  verba: verbaCooperadaSchema.nullable(),
  resgates: z.array(
    z.object({
      uuid: z.string(),
      numero: z.number(),
      status: z.string(),
      valor: z.number(),
      /** The amount approved (the whole or a part), once approved. */
      valorAprovado: z.number().nullable(),
      dhcriacao: z.string(),
      /** Its proof (decision 0055): the activity, the supplier's NF-e and how many photos; null before it. */
      comprovacao: z
        .object({
          atividade: z.string().nullable(),
          nfe: z.object({ numero: z.number(), serie: z.number(), emitente: z.string() }).nullable(),
          fotos: z.number(),
        })
        .nullable(),
      /** The payment's day (yyyy-mm-dd) and reference, once paid. */
      pagamento: z.object({ data: z.string(), referencia: z.string() }).nullable(),
    }),
  ),
});
export type ExtratoVerba = z.infer<typeof extratoVerbaSchema>;

/** A quick button whose address is configuration (parametro), not code. */
export const atalhoExternoSchema = z.object({
  id: z.enum(['simulador', 'canalOta', 'boleto']),
  url: z.string(),
});
export type AtalhoExterno = z.infer<typeof atalhoExternoSchema>;

export const homeSchema = z.object({
  /** The current company of an external user; null for internal users (and partners without one). */
  empresa: z
    .object({
      /** The ERP code. */
      id: z.string(),
      nome: z.string(),
      /** Address lines, ready to show ('Avenida Paulista, 1500 — Conjunto 42', 'Bela Vista · São Paulo/SP', 'CEP 01310-200'). */
      endereco: z.array(z.string()),
      classe: z.object({ nome: z.string(), imagem: text }).nullable(),
      /** The responsible person at Prix (RPS). */
      rps: z.object({ nome: z.string(), email: text, celular: text, whatsapp: text }).nullable(),
      /** Tiles: present only with the benefit and the key (SPEC §6 'Metric tiles'). */
      metricas: z.object({
        marketingCooperado: verbaCooperadaSchema.nullable(),
        showroom: z.object({ desconto: z.string() }).nullable(),
      }),
    })
    .nullable(),
  /** External quick buttons this viewer may use, with their configured addresses. */
  atalhos: z.array(atalhoExternoSchema),
  /** SPEC §6: the training button, only for users with the e-learning login (acessosfsf). */
  treinamento: z.boolean(),
  /**
   * The current company's mandatory trainings (decision 0047: the tile 'Treinamentos obrigatórios: 2 de 3 em
   * dia'); null for internal users and for a company without any mandatory training type.
   */
  treinamentos: conformidadeSchema.nullable().optional(),
  /** The onboarding checklist during the company's first ONBOARDING_DIAS days; null afterwards and for staff. */
  checklist: checklistOnboardingSchema.optional(),
});
export type HomeInfo = z.infer<typeof homeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/home/equipe: the staff's /home

const contagem = z.number().int().min(0);
/** How many, and their amount in BRL. */
const quantiaSchema = z.object({ quantidade: contagem, valor: z.number() });
/** A tile: absent for who lacks the key of the list it links to, null when its figures could not be worked out. */
const tile = <T extends z.ZodType>(figures: T) => figures.nullable().optional();

export const homeEquipeSchema = z.object({
  /** Benefit requests (beneficio.gerenciar): received, and open past SPEC §9's 10 working days. */
  solicitacoes: tile(z.object({ recebidas: contagem, atrasadas: contagem })),
  /** Co-op fund redemptions waiting for a decision (Recebida, Em análise) and approved, to pay. */
  resgates: tile(z.object({ emAnalise: quantiaSchema, aPagar: quantiaSchema })),
  /** Applications (candidaturas.analisar): received, and undecided past 10 working days. */
  candidaturas: tile(z.object({ recebidas: contagem, atrasadas: contagem })),
  /** Enquiries (contatos.gerenciar): with no partner ('Com a equipe Prix'), offers about to expire. */
  contatos: tile(z.object({ comEquipe: contagem, vencendo: contagem })),
  /** Privacy requests (privacidade.encarregado) open, by days left on the legal clock. */
  privacidade: tile(z.object({ atrasadas: contagem, vencendo: contagem, noPrazo: contagem })),
  /** Companies whose city matched no municipality (contatos.gerenciar). */
  semMunicipio: tile(z.object({ empresas: contagem })),
  /**
   * Active partners by current class, and how many the reclassification of this year's billing so far would
   * move up or down (classe.reclassificar).
   */
  classes: tile(
    z.object({
      ano: z.number(),
      porClasse: z.array(z.object({ id: z.string().nullable(), nome: z.string(), parceiros: contagem })),
      sobem: contagem,
      descem: contagem,
    }),
  ),
  /** Net billing (products) of this year's months so far against last year's same months (relatorio.faturamento). */
  faturamento: tile(
    z.object({
      ano: z.number(),
      meses: z.array(
        z.object({ mes: z.number().int().min(1).max(12), atual: z.number(), anterior: z.number() }),
      ),
      atual: z.number(),
      anterior: z.number(),
    }),
  ),
  /** The channel's co-op fund this year: every partner's ledger added up (beneficio.gerenciar). */
  verba: tile(
    z.object({
      ano: z.number(),
      parceiros: contagem,
      verbaAnual: z.number(),
      solicitado: z.number(),
      aprovado: z.number(),
      pago: z.number(),
      disponivel: z.number(),
    }),
  ),
  /** The outcomes of the enquiries received this year, as the enquiries' report counts them (contatos.gerenciar). */
  contatosGanhos: tile(
    z.object({ ano: z.number(), vendidos: contagem, naoVendidos: contagem, emAndamento: contagem }),
  ),
  /** Partners with mandatory trainings, compliant or not (relatorio.treinamentos). */
  treinamentos: tile(z.object({ conformes: contagem, pendentes: contagem })),
});
export type HomeEquipe = z.infer<typeof homeEquipeSchema>;
export type HomeEquipeTile = keyof HomeEquipe;
