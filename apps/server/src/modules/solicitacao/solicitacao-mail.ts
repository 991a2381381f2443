import { sql } from 'drizzle-orm';
import { ROTULOS_CAMPOS, tituloFormulario, type StatusSolicitacao } from '@prix/shared/solicitacao';
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

function fieldLines(dados: Record<string, unknown>): [string, string][] {
  return Object.entries(dados)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => [ROTULOS_CAMPOS[k] ?? k, String(v)]);
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
  link: string;
}): QueuedMail {
  const titulo = tituloFormulario(input.formulario);
  const lines = fieldLines(input.dados);
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
  link: string;
}): QueuedMail {
  const titulo = tituloFormulario(input.formulario);
  const text = [
    `Sua solicitação nº ${input.numero} (${titulo}) agora está: ${input.status}.`,
    ...(input.comentario ? ['', `Comentário da Prix: ${input.comentario}`] : []),
    '',
    `Acompanhe em ${input.link}`,
  ].join('\n');
  const html = `<p>Sua solicitação nº ${input.numero} (${escapeHtml(titulo)}) agora está: <strong>${escapeHtml(input.status)}</strong>.</p>
${input.comentario ? `<p>Comentário da Prix: ${escapeHtml(input.comentario)}</p>` : ''}
<p><a href="${escapeHtml(input.link)}">Acompanhar a solicitação</a></p>`;
  return {
    to: input.to,
    subject: `Solicitação nº ${input.numero}: ${input.status}`,
    text,
    html,
  };
}
