import { z } from '../zod-setup.js';
import { optionalText as optional, requiredText as required, text } from './form-text.js';
import { contactMessages, isValidCelular, isValidTelefone } from '../format/contact.js';
import { isSafeWebPage } from '../format/address.js';
import { isSiglaUf } from '../format/ufs.js';
import {
  INTERESSES_IDS,
  LIMITES_ONDE_COMPRAR as L,
  LINHAS_PRODUTO_IDS,
  RESULTADOS_CONTATO_IDS,
  PRAZOS_CONTATO_IDS,
  STATUS_CONTATO_IDS,
  TIPOS_PARCEIRO_PUBLICO_IDS,
} from '../onde-comprar.js';

/**
 * 'Onde comprar' (decision 0046): the schemas of the public locator, the enquiry form, the partner's public
 * listing, 'Oportunidades' and the staff's enquiry pages. The form and its route validate with the same schema.
 */
export * from '../onde-comprar.js';
/** The phone mask helpers (format/masks' telefone and celular) the enquiry form formats its phone with. */
export { formatCelular, formatTelefone, isValidCelular } from '../format/contact.js';

const email = (label = 'o e-mail') => required(label, L.email).pipe(z.email('Informe um e-mail válido.'));
const telefone = (label = 'o telefone') =>
  required(label, L.telefone).refine(
    (v) => isValidTelefone(v) || isValidCelular(v),
    contactMessages.telefone,
  );
const celular = (label = 'o WhatsApp') =>
  required(label, L.telefone).refine(isValidCelular, contactMessages.celular);
const site = () =>
  text('o site', L.site).refine(
    (v) => v === '' || isSafeWebPage(v),
    'Site inválido: informe um endereço que comece com https://, como https://www.exemplo.com.br',
  );

/** A state filter: one of the 27 abbreviations, in any case. */
const ufSchema = z
  .string()
  .refine(isSiglaUf, 'Estado inválido: use a sigla, como SP.')
  .transform((v) => v.toUpperCase());

/** An IBGE municipality code: seven digits. */
export const codigoIbgeSchema = z
  .union([z.string(), z.number()], { error: 'Informe a cidade.' })
  .transform(String)
  .refine((v) => /^\d{7}$/.test(v), 'Cidade inválida: escolha uma cidade da lista.');

// ---------------------------------------------------------------------------------------------- municipalities

/** GET /api/publico/municipios?busca= (at least 2 letters; accents and case ignored). */
export const municipiosQuerySchema = z.object({
  busca: text('a cidade', L.busca).min(2, 'Digite ao menos 2 letras da cidade.'),
  uf: ufSchema.optional(),
});
export const municipioSchema = z.object({
  /** IBGE code, 7 digits. */
  id: z.string(),
  nome: z.string(),
  uf: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Municipio = z.infer<typeof municipioSchema>;
export const municipiosResponseSchema = z.object({ municipios: z.array(municipioSchema) });
export type MunicipiosResponse = z.infer<typeof municipiosResponseSchema>;

// ------------------------------------------------------------------------------------------------ the locator

const coordenada = (label: string, limite: number) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(String(v).trim().replace(',', '.'));
    if (String(v).trim() === '' || !Number.isFinite(n) || Math.abs(n) > limite) {
      ctx.addIssue({ code: 'custom', message: `${label} fora do intervalo: entre -${limite} e ${limite}.` });
      return z.NEVER;
    }
    return n;
  });

/**
 * GET /api/publico/parceiros: near a municipality (`municipio`, IBGE code) or a position (`lat` and `lon`);
 * `tipo` and `uf` filter; `page` from 1. Without a place, the listed partners by state and name.
 */
export const parceirosQuerySchema = z
  .object({
    municipio: codigoIbgeSchema.optional(),
    lat: coordenada('Latitude', 90).optional(),
    lon: coordenada('Longitude', 180).optional(),
    tipo: z
      .enum(TIPOS_PARCEIRO_PUBLICO_IDS, { error: 'Tipo inválido: use revenda ou assistencia.' })
      .optional(),
    uf: ufSchema.optional(),
    page: z.coerce
      .number({ error: 'Página inválida.' })
      .int('Página inválida.')
      .min(1, 'Página inválida.')
      .max(1000, 'Página inválida.')
      .default(1),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'Informe latitude e longitude juntas.',
    path: ['lat'],
  });
export type ParceirosQuery = z.infer<typeof parceirosQuerySchema>;

export const parceiroPublicoSchema = z.object({
  uuid: z.string(),
  nome: z.string(),
  /** Class name ('Prix 250'); the badge. */
  classe: z.string().nullable(),
  /** Both kinds when a partner is a reseller and a workshop. */
  tipos: z.array(z.enum(TIPOS_PARCEIRO_PUBLICO_IDS)),
  endereco: z.string(),
  municipio: z.string(),
  uf: z.string(),
  cep: z.string().nullable(),
  telefone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  horario: z.string().nullable(),
  descricao: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** From the searched place; null without one. */
  distanciaKm: z.number().nullable(),
  comoChegar: z.string(),
});
export type ParceiroPublico = z.infer<typeof parceiroPublicoSchema>;
export const parceirosResponseSchema = z.object({
  parceiros: z.array(parceiroPublicoSchema),
  total: z.number(),
  page: z.number(),
  /** The searched place, as the page names it ('São Paulo – SP', 'sua localização'). */
  origem: z.object({ nome: z.string(), lat: z.number(), lon: z.number() }).nullable(),
});
export type ParceirosResponse = z.infer<typeof parceirosResponseSchema>;

// -------------------------------------------------------------------------------------------- the enquiry form

/**
 * POST /api/publico/contato. `parceiro` (a result's uuid) asks for that partner first; `website` is the hidden
 * field people never fill; `tempo` is how long the form was open before it was sent (ms, measured by the page
 * with its own monotonic clock, so a visitor whose computer clock is off is never refused).
 */
export const contatoSchema = z.object({
  nome: required('o nome', L.nome),
  email: email(),
  telefone: telefone(),
  municipio: codigoIbgeSchema,
  interesse: z.enum(INTERESSES_IDS, { error: 'Escolha o interesse: compra ou assistência técnica.' }),
  linha: z.enum(LINHAS_PRODUTO_IDS, { error: 'Escolha a linha de produto.' }),
  mensagem: required('a mensagem', L.mensagem),
  consentimento: z.literal(true, { error: 'Para enviar, autorize o uso dos seus dados.' }),
  parceiro: z.string().uuid('Parceiro inválido.').optional(),
  website: z.string().max(200).optional(),
  tempo: z.number().int().min(0).optional(),
});
export type ContatoInput = z.input<typeof contatoSchema>;
export type Contato = z.infer<typeof contatoSchema>;
export const contatoRespostaSchema = z.object({ mensagem: z.string() });

// ------------------------------------------------------------------------------ the partner's public listing

/** GET/PUT /api/cliente/{clientId}/pagina-publica: what the locator shows of the company. */
export const paginaPublicaSchema = z.object({
  visivel: z.boolean(),
  nomePublico: optional('o nome público', L.nomePublico),
  telefone: telefone()
    .nullish()
    .or(z.literal('').transform(() => null)),
  whatsapp: celular()
    .nullish()
    .or(z.literal('').transform(() => null)),
  email: email('o e-mail')
    .nullish()
    .or(z.literal('').transform(() => null)),
  site: site()
    .nullish()
    .transform((v) => (v ? v : null)),
  horario: optional('o horário de atendimento', L.horario),
  descricao: optional('a descrição', L.descricao),
});
export type PaginaPublicaInput = z.input<typeof paginaPublicaSchema>;
export type PaginaPublica = z.infer<typeof paginaPublicaSchema>;
/** The listing as stored (plain values: the answer's schema checks what is sent, it transforms nothing). */
export const paginaPublicaRespostaSchema = z.object({
  visivel: z.boolean(),
  nomePublico: z.string().nullable(),
  telefone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  horario: z.string().nullable(),
  descricao: z.string().nullable(),
  /** Whether the company appears on the locator now, and why not when it does not. */
  listado: z.boolean(),
  motivos: z.array(z.string()),
  suspensa: z.boolean(),
  motivoSuspensao: z.string().nullable(),
});
export type PaginaPublicaResposta = z.infer<typeof paginaPublicaRespostaSchema>;
/** PUT /api/cliente/{clientId}/pagina-publica/suspensao (staff): suspend with a reason, or lift it. */
export const suspensaoSchema = z.object({
  suspensa: z.boolean(),
  motivo: optional('o motivo', L.motivo),
});

// ----------------------------------------------------------------------------------- enquiries: partner, staff

export const eventoContatoSchema = z.object({
  tipo: z.string(),
  em: z.string(),
  /** The partner concerned (offered to, declined by…), and who acted when a person did. */
  parceiro: z.string().nullable(),
  autor: z.string().nullable(),
  detalhe: z.string().nullable(),
});
export const contatoResumoSchema = z.object({
  uuid: z.string(),
  recebidoEm: z.string(),
  nome: z.string(),
  municipio: z.string(),
  uf: z.string(),
  interesse: z.enum(INTERESSES_IDS),
  linha: z.enum(LINHAS_PRODUTO_IDS),
  status: z.enum(STATUS_CONTATO_IDS),
  resultado: z.enum(RESULTADOS_CONTATO_IDS).nullable(),
  /** The partner it is offered to or was accepted by. */
  parceiro: z.string().nullable(),
  /** While offered: the answer's deadline (ISO). */
  prazo: z.string().nullable(),
});
export type ContatoResumo = z.infer<typeof contatoResumoSchema>;
/** The partner sees the visitor's contact only once it accepted. */
export const contatoDetalheSchema = contatoResumoSchema.extend({
  mensagem: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  historico: z.array(eventoContatoSchema),
});
export type ContatoDetalhe = z.infer<typeof contatoDetalheSchema>;
export const contatosListaSchema = z.object({
  contatos: z.array(contatoResumoSchema),
  total: z.number(),
  page: z.number(),
});
export type ContatosLista = z.infer<typeof contatosListaSchema>;

/** POST /api/oportunidades/{uuid}/recusa. */
export const recusaSchema = z.object({ motivo: required('o motivo da recusa', L.motivo) });
/** PUT /api/oportunidades/{uuid}/resultado. */
export const resultadoSchema = z.object({
  resultado: z.enum(RESULTADOS_CONTATO_IDS, {
    error: 'Escolha o resultado: vendido, não vendido ou em andamento.',
  }),
});
/** POST /api/contatos/{uuid}/reatribuicao (staff): offer it to this company now. */
export const reatribuicaoSchema = z.object({
  parceiro: z.string({ error: 'Escolha o parceiro.' }).min(1, 'Escolha o parceiro.'),
  motivo: optional('o motivo', L.motivo),
});
/** GET /api/contatos (staff) filters. */
export const contatosQuerySchema = z.object({
  status: z.enum(STATUS_CONTATO_IDS, { error: 'Situação inválida.' }).optional(),
  uf: ufSchema.optional(),
  busca: text('a busca', L.busca).optional(),
  /** 'vencendo': offered, the partner's answer due within OFERTA_VENCENDO_HORAS. */
  prazo: z.enum(PRAZOS_CONTATO_IDS, { error: 'Prazo inválido: vencendo.' }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** GET /api/contatos/relatorio?agrupar=parceiro|uf|classe&dtInit=&dtEnd= (yyyy-MM-dd), and its export. */
export const AGRUPAMENTOS_RELATORIO_CONTATOS = {
  parceiro: 'Parceiro',
  uf: 'Estado',
  classe: 'Classe',
} as const;
export const relatorioContatosQuerySchema = z.object({
  agrupar: z
    .enum(Object.keys(AGRUPAMENTOS_RELATORIO_CONTATOS) as ['parceiro', 'uf', 'classe'], {
      error: 'Agrupamento inválido: parceiro, uf ou classe.',
    })
    .default('parceiro'),
  dtInit: z.iso.date('Data inicial inválida.').optional(),
  dtEnd: z.iso.date('Data final inválida.').optional(),
});
export const relatorioContatosLinhaSchema = z.object({
  grupo: z.string(),
  oferecidos: z.number(),
  aceitos: z.number(),
  recusados: z.number(),
  expirados: z.number(),
  /** Accepted over offered, 0–1; null with no offer. */
  taxaAceite: z.number().nullable(),
  /** Median hours from an offer to its answer; null with no answer. */
  medianaRespostaHoras: z.number().nullable(),
  vendidos: z.number(),
  naoVendidos: z.number(),
  emAndamento: z.number(),
});
export type RelatorioContatosLinha = z.infer<typeof relatorioContatosLinhaSchema>;
export const relatorioContatosSchema = z.object({ linhas: z.array(relatorioContatosLinhaSchema) });
export type RelatorioContatos = z.infer<typeof relatorioContatosSchema>;

/** GET /api/cliente/sem-municipio (staff): companies whose city matched no municipality. */
export const semMunicipioSchema = z.object({
  clientes: z.array(
    z.object({
      id: z.string(),
      uuid: z.string(),
      nome: z.string(),
      cidade: z.string().nullable(),
      uf: z.string().nullable(),
    }),
  ),
});
export type SemMunicipio = z.infer<typeof semMunicipioSchema>;
