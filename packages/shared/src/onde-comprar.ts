/**
 * 'Onde comprar' (decision 0046): the public locator of listed partners and the customer enquiries routed to
 * them, without zod, so the public page's first download can use its words and rules. The schemas of its API
 * are in schemas/onde-comprar.ts ('@prix/shared/onde-comprar'), which re-exports all of this.
 */

/** The benefit (classe-beneficio) whose classes are listed as 'Revendas autorizadas': staff decide which. */
export const BENEFICIO_LISTAGEM = 'SITE';

/** A partnership type whose code contains this is a service workshop (OT, OTA, OTAF): 'Assistência técnica'. */
export const MARCA_OFICINA = 'OT';
export const isTipoOficina = (tipoparceriaId: string): boolean =>
  tipoparceriaId.toUpperCase().includes(MARCA_OFICINA);

/** The two kinds of listed partner a visitor filters by, with the headings the page shows. */
export const TIPOS_PARCEIRO_PUBLICO = {
  revenda: 'Revendas autorizadas',
  assistencia: 'Assistência técnica autorizada',
} as const;
export type TipoParceiroPublico = keyof typeof TIPOS_PARCEIRO_PUBLICO;
export const TIPOS_PARCEIRO_PUBLICO_IDS = Object.keys(TIPOS_PARCEIRO_PUBLICO) as TipoParceiroPublico[];

export const PARCEIROS_POR_PAGINA = 10;
/** Municipalities the autocomplete answers at most. */
export const MUNICIPIOS_POR_BUSCA = 10;

/** What the visitor wants, and which kind of partner an enquiry goes to. */
export const INTERESSES = {
  compra: { rotulo: 'Compra', tipo: 'revenda' },
  assistencia: { rotulo: 'Assistência técnica', tipo: 'assistencia' },
} as const satisfies Record<string, { rotulo: string; tipo: TipoParceiroPublico }>;
export type InteresseContato = keyof typeof INTERESSES;
export const INTERESSES_IDS = Object.keys(INTERESSES) as InteresseContato[];

/** The product lines an enquiry names (what the partner prepares before answering). */
export const LINHAS_PRODUTO = {
  comercial: 'Balanças comerciais',
  industrial: 'Balanças industriais',
  rodoviaria: 'Balanças rodoviárias',
  precisao: 'Balanças de precisão e laboratório',
  pecas: 'Peças e acessórios',
} as const;
export type LinhaProduto = keyof typeof LINHAS_PRODUTO;
export const LINHAS_PRODUTO_IDS = Object.keys(LINHAS_PRODUTO) as LinhaProduto[];

/**
 * Where an enquiry stands. `oferecido`: waiting for the partner it was offered to; `aceito`: a partner took it;
 * `equipe`: no eligible partner left, staff handle it; `encerrado`: the accepting partner recorded a final outcome.
 */
export const STATUS_CONTATO = {
  oferecido: 'Aguardando parceiro',
  aceito: 'Aceito',
  equipe: 'Com a equipe Prix',
  encerrado: 'Encerrado',
} as const;
export type StatusContato = keyof typeof STATUS_CONTATO;
export const STATUS_CONTATO_IDS = Object.keys(STATUS_CONTATO) as StatusContato[];

/** The outcome an accepting partner records. `vendido` and `nao_vendido` close the enquiry. */
export const RESULTADOS_CONTATO = {
  em_andamento: 'Em andamento',
  vendido: 'Vendido',
  nao_vendido: 'Não vendido',
} as const;
export type ResultadoContato = keyof typeof RESULTADOS_CONTATO;
export const RESULTADOS_CONTATO_IDS = Object.keys(RESULTADOS_CONTATO) as ResultadoContato[];

/** The history of an enquiry, one event per step (what staff read). */
export const EVENTOS_CONTATO = {
  recebido: 'Recebido',
  oferecido: 'Oferecido ao parceiro',
  aceito: 'Aceito',
  recusado: 'Recusado',
  expirado: 'Prazo expirado',
  sem_parceiro: 'Sem parceiro disponível: encaminhado à equipe',
  reatribuido: 'Reatribuído pela equipe',
  resultado: 'Resultado registrado',
} as const;
export type EventoContato = keyof typeof EVENTOS_CONTATO;

/** A partner answers an offered enquiry within this many working days (national holidays skipped). */
export const PRAZO_RESPOSTA_DIAS_UTEIS = 2;
/** An offer whose answer is due within this many hours is about to expire (staff's '?prazo=vencendo'). */
export const OFERTA_VENCENDO_HORAS = 24;
/** The staff's filter of enquiries by the offer's deadline. */
export const PRAZOS_CONTATO = {
  vencendo: `Oferta vence em até ${OFERTA_VENCENDO_HORAS} horas`,
} as const;
export type PrazoContato = keyof typeof PRAZOS_CONTATO;
export const PRAZOS_CONTATO_IDS = Object.keys(PRAZOS_CONTATO) as PrazoContato[];
/** Partners are compared in bands of this many km: within a band, a higher class wins (decision 0046). */
export const FAIXA_DISTANCIA_KM = 25;
/** The parameter that caps a partner's open (offered or accepted, not closed) enquiries; default below. */
export const PARAMETRO_LIMITE_CONTATOS = 'LIMITE_CONTATOS_ABERTOS';
export const LIMITE_CONTATOS_PADRAO = 5;

/** Bot protection of the public forms: a field people never see, and a form sent faster than this is refused. */
export { CAMPO_ARMADILHA, TEMPO_MINIMO_FORMULARIO_MS } from './public-form.js';

/** The consent a visitor gives when sending an enquiry (LGPD): purpose, who receives it, how to withdraw. */
export const CONSENTIMENTO_CONTATO_VERSAO = '2026-11';
export const CONSENTIMENTO_CONTATO =
  'Autorizo a Prix a usar meus dados (nome, e-mail, telefone, cidade e mensagem) para responder a este contato e a ' +
  'encaminhá-los a um parceiro autorizado da minha região, que poderá me procurar sobre este pedido. Posso revogar ' +
  'esta autorização e pedir a exclusão dos meus dados a qualquer momento pelo e-mail de privacidade da Prix ' +
  'indicado na política de privacidade.';

/** Field lengths of the public listing and of an enquiry (the schemas and the tables share them). */
export const LIMITES_ONDE_COMPRAR = {
  nomePublico: 100,
  telefone: 30,
  email: 100,
  site: 200,
  horario: 200,
  descricao: 500,
  nome: 100,
  mensagem: 2000,
  motivo: 500,
  busca: 60,
} as const;

/** An external map search of an address ('Como chegar'): no key, no script of theirs on our pages. */
export const comoChegarUrl = (endereco: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(endereco)}`;

/** Great-circle distance in km (haversine, Earth radius 6,371 km): the same figure the server's SQL gives. */
export function distanciaKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Text compared without accents and case ('São Paulo' = 'sao paulo'): the municipality search and matching. */
export const semAcentos = (texto: string): string =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** A distance as the page shows it: '3,2 km', '48 km'. */
export const formatDistancia = (km: number): string =>
  km < 10 ? `${km.toFixed(1).replace('.', ',')} km` : `${Math.round(km)} km`;
