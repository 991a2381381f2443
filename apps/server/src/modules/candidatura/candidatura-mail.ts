import { sql } from 'drizzle-orm';
import { STATUS_CANDIDATURA, TIPOS_CANDIDATURA, type TipoCandidatura } from '@prix/shared/core/candidatura';
import { queryRows, type Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import type { QueuedMail } from '../../plugins/jobs.js';

/** The parameter holding the staff's address for applications (the enquiries' team address too). */
export const PARAM_EMAIL_EQUIPE = 'EMAIL_MARKETING';

/** Staff's address: the parameter's first address, else the support address. */
export async function staffAddress(db: Db, fallback: string): Promise<string> {
  const [row] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor from parametro where id = ${PARAM_EMAIL_EQUIPE} and not inativo`,
  );
  return row?.valor?.split(/[\s,;]+/).find((v) => v.includes('@')) ?? fallback;
}

const paragraphs = (lines: string[]) =>
  lines.map((l) => `<p>${escapeHtml(l).replaceAll('\n', '<br>')}</p>`).join('\n');
const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** The applicant's receipt, with the private status address (sent once: only its hash is stored). */
export function recebidaMail(input: {
  to: string;
  nome: string;
  razaoSocial: string;
  endereco: string;
}): QueuedMail {
  const lines = [
    `Olá, ${input.nome}!`,
    `Recebemos a candidatura de ${input.razaoSocial} ao Programa de Parceiros Prix. A equipe da Prix vai analisá-la e responder por e-mail.`,
    'Acompanhe a situação e, se pedirmos, envie documentos pelo endereço abaixo. Ele é pessoal: não o compartilhe.',
  ];
  return {
    to: input.to,
    subject: 'Recebemos sua candidatura ao Programa de Parceiros Prix',
    text: [...lines, input.endereco].join('\n\n'),
    html: `${paragraphs(lines)}\n${link(input.endereco, 'Acompanhar a candidatura')}`,
  };
}

/** Staff's notice of a new application or of documents sent by the applicant. */
export function equipeMail(input: {
  to: string;
  assunto: 'nova' | 'documento';
  razaoSocial: string;
  cnpj: string;
  tipo: string;
  link: string;
}): QueuedMail {
  const tipo = TIPOS_CANDIDATURA[input.tipo as TipoCandidatura]?.rotulo ?? input.tipo;
  const subject =
    input.assunto === 'nova'
      ? `Nova candidatura a parceiro: ${input.razaoSocial}`
      : `Documentos enviados na candidatura de ${input.razaoSocial}`;
  const lines = [
    input.assunto === 'nova'
      ? 'Uma empresa se candidatou ao Programa de Parceiros Prix.'
      : 'O candidato enviou os documentos pedidos: a candidatura voltou para análise.',
    `Empresa: ${input.razaoSocial}\nCNPJ: ${input.cnpj}\nTipo de parceria: ${tipo}`,
  ];
  return {
    to: input.to,
    subject,
    text: [...lines, input.link].join('\n\n'),
    html: `${paragraphs(lines)}\n${link(input.link, 'Abrir a candidatura')}`,
  };
}

/**
 * The applicant's notice of staff's decision: documents or data asked (pendência) or refused, with the message.
 * The status address is not in it: only its hash is stored, so it points to the receipt e-mail that carried it.
 */
export function decisaoMail(input: {
  to: string;
  nome: string;
  razaoSocial: string;
  status: 'pendencia' | 'recusada';
  mensagem: string;
}): QueuedMail {
  const pendencia = input.status === 'pendencia';
  const lines = [
    `Olá, ${input.nome}!`,
    pendencia
      ? `A análise da candidatura de ${input.razaoSocial} precisa de algo mais:`
      : `A candidatura de ${input.razaoSocial} ao Programa de Parceiros Prix não foi aprovada. Motivo:`,
    input.mensagem,
    pendencia
      ? 'Envie o que falta pelo endereço de acompanhamento da candidatura, o do e-mail "Recebemos sua candidatura ao Programa de Parceiros Prix".'
      : 'Obrigado pelo interesse na Prix.',
  ];
  return {
    to: input.to,
    subject: `Candidatura de ${input.razaoSocial}: ${STATUS_CANDIDATURA[input.status]}`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
