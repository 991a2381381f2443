import { z } from '../zod-setup.js';
import { registerRecordSchema } from '../registers/schemas.js';
import { ORIGENS_CLASSE_IDS, type OrigemClasse } from '../reclassificacao.js';

/**
 * What GET /api/cliente/{uuid} adds to a company's fields for each viewer (SPEC §3 Cliente): written by the
 * server (modules/cliente), read by the company screen. One schema, so the two cannot drift apart.
 */

const text = z.string().nullish();

/** A contact card: the responsible user at Prix, or that person's superior. */
export const clienteContatoSchema = z.object({
  nomecompleto: text,
  email: text,
  telefone: text,
  ramal: text,
  celular: text,
});
export type ClienteContato = z.infer<typeof clienteContatoSchema>;

/** A benefit of the company's class and its value there ('18%', '1,00%'; none for most). */
export const beneficioDaClasseSchema = z.object({
  id: z.string(),
  nome: z.string(),
  valor_beneficio: z.string().nullish(),
});
export type BeneficioDaClasse = z.infer<typeof beneficioDaClasseSchema>;

/** One change of a partner's class (decisions 0028 and 0053), newest first. */
export const historicoClasseSchema = z.object({
  /** What changed it: the yearly reclassification, a staff edit of the company, an application's approval. */
  origem: z.enum(ORIGENS_CLASSE_IDS as [OrigemClasse, ...OrigemClasse[]]),
  /** The reclassification's reference year; null for the other origins. */
  ano: z.number().nullable(),
  classeDe: z.string().nullable(),
  classePara: z.string(),
  /** The reference year's net billing that decided a reclassification, BRL; null for the other origins. */
  faturamento: z.number().nullable(),
  usuario: z.string().nullable(),
  dhcriacao: z.string(),
});
export type HistoricoClasse = z.infer<typeof historicoClasseSchema>;

export const clienteDetailExtrasSchema = z.object({
  /** The class's name (SPEC: else 'Não há categoria cadastrada.'). */
  classeNome: text,
  beneficios: z.array(beneficioDaClasseSchema).default([]),
  // Internal users only: the owner block from the ERP and the available benefit value in BRL (decision 0008).
  codigoprop: text,
  nomeprop: text,
  emailprop: text,
  telefoneprop: text,
  ramalprop: text,
  celularprop: text,
  benefitResultFinal: z.number().nullish(),
  /** Partners only: their contacts at Prix. */
  contatos: z
    .object({ responsavel: clienteContatoSchema.nullable(), superior: clienteContatoSchema.nullable() })
    .optional(),
  /** The name of the company's municipality (`municipio` is its IBGE code); null without one. */
  municipioNome: text,
  /** The company's class changes, newest first (decisions 0028 and 0053). */
  historicoClasse: z.array(historicoClasseSchema).default([]),
});
export type ClienteDetailExtras = z.infer<typeof clienteDetailExtrasSchema>;

/** GET /api/cliente/{uuid} whole: the record and what the server adds (read unchecked by the company screen). */
export const clienteRecordSchema = registerRecordSchema.extend(clienteDetailExtrasSchema.shape);
export type ClienteRecord = z.infer<typeof clienteRecordSchema>;
