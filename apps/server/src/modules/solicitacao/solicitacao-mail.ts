import { sql } from 'drizzle-orm';
import { formatBrlTexto as formatBrl, formatCnpj, isoDateToDisplay } from '@prix/shared';
import {
  formatChaveNfe,
  ROTULOS_CAMPOS,
  tituloFormulario,
  type NfeComprovacao,
  type StatusSolicitacao,
} from '@prix/shared/solicitacao';
import { escapeHtml } from '../../lib/html.js';
import { queryRows, type Db } from '../../db/client.js';
import type { QueuedMail, StoredAttachment } from '../../plugins/jobs.js';

/** The parameter (register 'Parâmetros') holding the back office's address for benefit requests. */
export const PARAM_EMAIL_BACKOFFICE = 'EMAIL_BENEFICIOS';

/** The back office's address: the parameter, else the support address of the configuration. */
export async function backOfficeAddress(db: Db, fallback: string): Promise<string> {
  const [row] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor from parametro where id = ${PARAM_EMAIL_BACKOFFICE} and not inativo`,
  );
  const first = row?.valor?.split(/[\s,;]+/).find((v) => v.includes('@'));
  return first ?? fallback;
}

/** The fields typed as days travel as 'yyyy-mm-dd' and are read as dd/mm/aaaa. */
const DIAS = new Set(['periodoInicio', 'periodoFim']);

function fieldLines(dados: Record<string, unknown>): [string, string][] {
  return Object.entries(dados)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => [ROTULOS_CAMPOS[k] ?? k, DIAS.has(k) ? isoDateToDisplay(String(v)) : String(v)]);
}

/** A redemption's NF-e in one line, as staff read it in the e-mail. */
export function nfeLine(nfe: NfeComprovacao): string {
  return (
    `NF-e nº ${nfe.numero} série ${nfe.serie} de ${isoDateToDisplay(nfe.emissao)}, ` +
    `${nfe.emitente.nome} (${formatCnpj(nfe.emitente.cnpj)}), valor total ${formatBrl(nfe.valorTotal)}; ` +
    `chave ${formatChaveNfe(nfe.chave)}${nfe.origem === 'danfe' ? ' (dados digitados do DANFE)' : ''}`
  );
}

/** The back office's notice of a new request, with every field and the files attached. */
export function newRequestMail(input: {
  to: string;
  numero: number;
  formulario: string;
  cliente: { id: string; nome: string };
  solicitante: string;
  dados: Record<string, unknown>;
  attachments: StoredAttachment[];
  /** A redemption's NF-e and how many photos of the activity came with it (they stay in the portal). */
  nfe?: NfeComprovacao | null;
  fotos?: number;
  link: string;
}): QueuedMail {
  const titulo = tituloFormulario(input.formulario);
  const lines = fieldLines(input.dados);
  if (input.nfe) {
    lines.push(['Comprovante', nfeLine(input.nfe)]);
    lines.push(['Fotos da ação', `${input.fotos ?? 0} arquivo(s), no portal`]);
  }
  const text = [
    `Nova solicitação nº ${input.numero}: ${titulo}`,
    `Parceiro: ${input.cliente.nome} (${input.cliente.id})`,
    `Enviada por: ${input.solicitante}`,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    input.attachments.length
      ? `Anexos: ${input.attachments.map((a) => a.filename).join(', ')}`
      : 'Sem anexos.',
    `Acompanhe em ${input.link}`,
  ].join('\n');
  const html = `<p><strong>Nova solicitação nº ${input.numero}: ${escapeHtml(titulo)}</strong></p>
<p>Parceiro: ${escapeHtml(input.cliente.nome)} (${escapeHtml(input.cliente.id)})<br>Enviada por: ${escapeHtml(input.solicitante)}</p>
<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(input.link)}">Abrir a solicitação no portal</a></p>`;
  return {
    to: input.to,
    subject: `Solicitação nº ${input.numero}: ${titulo} — ${input.cliente.nome}`,
    text,
    html,
    attachments: input.attachments,
  };
}

/** The partner's notice of a status change (an e-mail on each change). */
export function statusMail(input: {
  to: string;
  numero: number;
  formulario: string;
  status: StatusSolicitacao;
  comentario: string | null;
  /** What a redemption's review decided: the amount approved of the amount asked, the payment. */
  valores?: { pedido: number; aprovado: number } | null;
  pagamento?: { data: string; referencia: string } | null;
  link: string;
}): QueuedMail {
  const titulo = tituloFormulario(input.formulario);
  const pendencia = input.status === 'Pendência';
  const detalhes = [
    ...(input.valores
      ? [
          input.valores.aprovado < input.valores.pedido
            ? `Valor aprovado: ${formatBrl(input.valores.aprovado)} dos ${formatBrl(input.valores.pedido)} pedidos.`
            : `Valor aprovado: ${formatBrl(input.valores.aprovado)}.`,
        ]
      : []),
    ...(input.pagamento
      ? [`Pago em ${isoDateToDisplay(input.pagamento.data)}; referência: ${input.pagamento.referencia}.`]
      : []),
  ];
  const comentario = input.comentario
    ? `${pendencia ? 'O que a Prix pede' : 'Comentário da Prix'}: ${input.comentario}`
    : null;
  const chamada = pendencia
    ? `Responda pelo portal, com os arquivos pedidos: ${input.link}`
    : `Acompanhe em ${input.link}`;
  const text = [
    pendencia
      ? `A Prix precisa de mais informações para analisar a sua solicitação nº ${input.numero} (${titulo}).`
      : `Sua solicitação nº ${input.numero} (${titulo}) agora está: ${input.status}.`,
    ...detalhes,
    ...(comentario ? ['', comentario] : []),
    '',
    chamada,
  ].join('\n');
  const html = `<p>${
    pendencia
      ? `A Prix precisa de mais informações para analisar a sua solicitação nº ${input.numero} (${escapeHtml(titulo)}).`
      : `Sua solicitação nº ${input.numero} (${escapeHtml(titulo)}) agora está: <strong>${escapeHtml(input.status)}</strong>.`
  }</p>
${detalhes.map((d) => `<p>${escapeHtml(d)}</p>`).join('\n')}
${comentario ? `<p>${escapeHtml(comentario)}</p>` : ''}
<p><a href="${escapeHtml(input.link)}">${pendencia ? 'Responder pelo portal' : 'Acompanhar a solicitação'}</a></p>`;
  return {
    to: input.to,
    subject: `Solicitação nº ${input.numero}: ${input.status}`,
    text,
    html,
  };
}

/** The back office's notice that a partner answered a pending item, with the files sent. */
export function respostaMail(input: {
  to: string;
  numero: number;
  formulario: string;
  cliente: { id: string; nome: string };
  autor: string;
  texto: string;
  /** The files' names: they stay in the portal (up to 20 MB each), where the link leads. */
  arquivos: string[];
  link: string;
}): QueuedMail {
  const titulo = tituloFormulario(input.formulario);
  const arquivos = input.arquivos.length
    ? `Arquivos (no portal): ${input.arquivos.join(', ')}`
    : 'Sem arquivos.';
  const text = [
    `Resposta à pendência da solicitação nº ${input.numero}: ${titulo}`,
    `Parceiro: ${input.cliente.nome} (${input.cliente.id})`,
    `Enviada por: ${input.autor}`,
    '',
    ...(input.texto ? [input.texto, ''] : []),
    arquivos,
    `Analise em ${input.link}`,
  ].join('\n');
  const html = `<p><strong>Resposta à pendência da solicitação nº ${input.numero}: ${escapeHtml(titulo)}</strong></p>
<p>Parceiro: ${escapeHtml(input.cliente.nome)} (${escapeHtml(input.cliente.id)})<br>Enviada por: ${escapeHtml(input.autor)}</p>
${input.texto ? `<p>${escapeHtml(input.texto).replace(/\n/g, '<br>')}</p>` : ''}
<p>${escapeHtml(arquivos)}</p>
<p><a href="${escapeHtml(input.link)}">Abrir a solicitação no portal</a></p>`;
  return {
    to: input.to,
    subject: `Solicitação nº ${input.numero}: resposta à pendência — ${input.cliente.nome}`,
    text,
    html,
  };
}
