import {
  INTERESSES,
  LINHAS_PRODUTO,
  type InteresseContato,
  type LinhaProduto,
} from '@prix/shared/onde-comprar';
import { escapeHtml } from '../../lib/html.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';
import type { QueuedMail } from '../../plugins/jobs.js';

/** What the e-mails say of an enquiry: the visitor's words, as typed (escaped in the HTML). */
export interface ContatoMailData {
  uuid: string;
  nome: string;
  municipio: string;
  uf: string;
  interesse: string;
  linha: string;
  mensagem: string;
}

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: REPORT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** '10/11/2026 às 14:00' (Brasília). */
export const formatPrazo = (d: Date) => dataHora.format(d).replace(', ', ' às ');

const interesseDe = (c: ContatoMailData) =>
  INTERESSES[c.interesse as InteresseContato]?.rotulo ?? c.interesse;
const linhaDe = (c: ContatoMailData) => LINHAS_PRODUTO[c.linha as LinhaProduto] ?? c.linha;

/** The enquiry's lines, without the visitor's contact (a partner sees it only once it accepts). */
function resumoLinhas(c: ContatoMailData): [string, string][] {
  return [
    ['Cliente', c.nome],
    ['Cidade', `${c.municipio} – ${c.uf}`],
    ['Interesse', interesseDe(c)],
    ['Linha de produto', linhaDe(c)],
    ['Mensagem', c.mensagem],
  ];
}
const textLines = (lines: [string, string][]) => lines.map(([k, v]) => `${k}: ${v}`);
const htmlList = (lines: [string, string][]) =>
  `<ul>${lines
    .map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v).replaceAll('\n', '<br>')}</li>`)
    .join('')}</ul>`;

/** The partner's notice of an enquiry offered to it, with the deadline and the link to 'Oportunidades'. */
export function offerMail(input: {
  to: string;
  parceiro: string;
  contato: ContatoMailData;
  prazo: Date;
  link: string;
}): QueuedMail {
  const { contato, prazo } = input;
  const lines = resumoLinhas(contato);
  const text = [
    `Olá, ${input.parceiro}.`,
    '',
    'Um cliente da sua região pediu contato pelo Onde comprar do site da Prix, e ele foi encaminhado à sua empresa:',
    '',
    ...textLines(lines),
    '',
    `Aceite ou recuse até ${formatPrazo(prazo)} (2 dias úteis). Sem resposta até lá, o contato vai para outro parceiro.`,
    `Os dados de contato do cliente aparecem quando você aceitar: ${input.link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(input.parceiro)}.</p>
<p>Um cliente da sua região pediu contato pelo Onde comprar do site da Prix, e ele foi encaminhado à sua empresa:</p>
${htmlList(lines)}
<p>Aceite ou recuse até <strong>${escapeHtml(formatPrazo(prazo))}</strong> (2 dias úteis). Sem resposta até lá, o contato vai para outro parceiro.</p>
<p><a href="${escapeHtml(input.link)}">Abrir em Oportunidades</a> — os dados de contato do cliente aparecem quando você aceitar.</p>`;
  return {
    to: input.to,
    subject: `Novo contato de cliente: ${interesseDe(contato)} em ${contato.municipio} – ${contato.uf}`,
    text,
    html,
  };
}

/** A partner's contact as the visitor's e-mail lists it. */
export interface ParceiroContato {
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  email: string | null;
  endereco: string | null;
}

/** The visitor's notice that a partner accepted the enquiry, naming the partner and how to reach it. */
export function acceptedMail(input: {
  to: string;
  visitante: string;
  parceiro: ParceiroContato;
  contato: ContatoMailData;
}): QueuedMail {
  const p = input.parceiro;
  const lines: [string, string][] = [
    ['Parceiro', p.nome],
    ...(p.telefone ? [['Telefone', p.telefone] as [string, string]] : []),
    ...(p.whatsapp ? [['WhatsApp', p.whatsapp] as [string, string]] : []),
    ...(p.email ? [['E-mail', p.email] as [string, string]] : []),
    ...(p.endereco ? [['Endereço', p.endereco] as [string, string]] : []),
  ];
  const text = [
    `Olá, ${input.visitante}.`,
    '',
    `O parceiro autorizado Prix ${p.nome} aceitou o seu contato (${interesseDe(input.contato)}, ${linhaDe(input.contato)}) e vai procurar você em breve. Se preferir, fale com ele:`,
    '',
    ...textLines(lines),
    '',
    'Você recebeu este e-mail porque pediu contato no Onde comprar do site da Prix. Para revogar a autorização e pedir a exclusão dos seus dados, escreva ao e-mail de privacidade da Prix indicado na política de privacidade.',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(input.visitante)}.</p>
<p>O parceiro autorizado Prix <strong>${escapeHtml(p.nome)}</strong> aceitou o seu contato (${escapeHtml(interesseDe(input.contato))}, ${escapeHtml(linhaDe(input.contato))}) e vai procurar você em breve. Se preferir, fale com ele:</p>
${htmlList(lines)}
<p>Você recebeu este e-mail porque pediu contato no Onde comprar do site da Prix. Para revogar a autorização e pedir a exclusão dos seus dados, escreva ao e-mail de privacidade da Prix indicado na política de privacidade.</p>`;
  return { to: input.to, subject: `${p.nome} vai atender o seu contato — Prix`, text, html };
}

/** Staff's notice of an enquiry no partner is left for: they reassign it or answer it themselves. */
export function staffMail(input: {
  to: string;
  contato: ContatoMailData;
  motivo: string;
  link: string;
}): QueuedMail {
  const lines = resumoLinhas(input.contato);
  const text = [
    `Um contato de cliente ficou sem parceiro: ${input.motivo}`,
    '',
    ...textLines(lines),
    '',
    `Reatribua a um parceiro ou atenda pela equipe: ${input.link}`,
  ].join('\n');
  const html = `<p>Um contato de cliente ficou sem parceiro: ${escapeHtml(input.motivo)}</p>
${htmlList(lines)}
<p><a href="${escapeHtml(input.link)}">Abrir o contato</a> para reatribuir a um parceiro ou atender pela equipe.</p>`;
  return {
    to: input.to,
    subject: `Contato de cliente sem parceiro: ${input.contato.municipio} – ${input.contato.uf}`,
    text,
    html,
  };
}
