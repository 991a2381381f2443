import { sql } from 'drizzle-orm';
import {
  CONFIRMACAO_PRIVACIDADE_DIAS,
  LEMBRETE_PRIVACIDADE_DIA,
  TIPOS_SOLICITACAO_PRIVACIDADE,
  type TipoSolicitacaoPrivacidade,
} from '@prix/shared/core/privacidade';
import { queryRows, type Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import type { QueuedMail } from '../../plugins/jobs.js';

/** The parameter holding the data protection officer's address (reference data; the support address else). */
export const PARAM_EMAIL_ENCARREGADO = 'EMAIL_ENCARREGADO';

/** The officer's address: the parameter's first address, else the support address. */
export async function officerAddress(db: Db, fallback: string): Promise<string> {
  const [row] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor from parametro where id = ${PARAM_EMAIL_ENCARREGADO} and not inativo`,
  );
  return row?.valor?.split(/[\s,;]+/).find((v) => v.includes('@')) ?? fallback;
}

const tipoDe = (tipo: string) => TIPOS_SOLICITACAO_PRIVACIDADE[tipo as TipoSolicitacaoPrivacidade] ?? tipo;
/** '2026-12-13' → '13/12/2026'. */
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const paragraphs = (lines: string[]) =>
  lines.map((l) => `<p>${escapeHtml(l).replaceAll('\n', '<br>')}</p>`).join('\n');

/** The visitor's confirmation link: the request counts (and its clock starts) once they open it. */
export function confirmacaoMail(input: { to: string; nome: string; tipo: string; link: string }): QueuedMail {
  const intro = [
    `Olá, ${input.nome}.`,
    `Recebemos pelo site da Prix uma solicitação sobre os seus dados pessoais (${tipoDe(input.tipo)}) em nome deste e-mail.`,
    `Para confirmar que foi você, abra o link abaixo em até ${CONFIRMACAO_PRIVACIDADE_DIAS} dias. A Prix responde em até 15 dias a partir da confirmação (LGPD, art. 19).`,
  ];
  const fim =
    'Se não foi você, ignore este e-mail: sem a confirmação, nada será feito e a solicitação é descartada.';
  return {
    to: input.to,
    subject: 'Confirme a sua solicitação sobre dados pessoais',
    text: [...intro, input.link, fim].join('\n\n'),
    html: `${paragraphs(intro)}
<p><a href="${escapeHtml(input.link)}">Confirmar a solicitação</a></p>
${paragraphs([fim])}`,
  };
}

/** The answer to a person's request, as the officer wrote it. */
export function respostaMail(input: {
  to: string;
  nome: string;
  tipo: string;
  resposta: string;
}): QueuedMail {
  const intro = [
    `Olá, ${input.nome}.`,
    `Esta é a resposta da Prix à sua solicitação sobre dados pessoais (${tipoDe(input.tipo)}):`,
  ];
  const fim =
    'Se tiver alguma dúvida, responda a este e-mail ou faça uma nova solicitação em Privacidade, no portal.';
  return {
    to: input.to,
    subject: `Resposta à sua solicitação: ${tipoDe(input.tipo)}`,
    text: [...intro, input.resposta, fim].join('\n\n'),
    html: `${paragraphs(intro)}
<blockquote>${paragraphs([input.resposta])}</blockquote>
${paragraphs([fim])}`,
  };
}

/** What the officer is told of a request: who made it, what about, its due date and its page. */
interface AvisoAoEncarregado {
  to: string;
  titular: string;
  tipo: string;
  prazo: string;
  link: string;
}

function avisoAoEncarregado(input: AvisoAoEncarregado, subject: string, primeira: string): QueuedMail {
  const lines = [primeira, `O prazo legal de resposta termina em ${dataBr(input.prazo)} (LGPD, art. 19).`];
  return {
    to: input.to,
    subject,
    text: [...lines, `Abrir a solicitação: ${input.link}`].join('\n\n'),
    html: `${paragraphs(lines)}
<p><a href="${escapeHtml(input.link)}">Abrir a solicitação</a></p>`,
  };
}

/** A request received (a person's at once, a visitor's once confirmed): the officer hears of it then. */
export function novaSolicitacaoMail(input: AvisoAoEncarregado): QueuedMail {
  return avisoAoEncarregado(
    input,
    `Nova solicitação LGPD: responder até ${dataBr(input.prazo)} (${tipoDe(input.tipo)})`,
    `Chegou uma solicitação de ${input.titular} sobre dados pessoais (${tipoDe(input.tipo)}).`,
  );
}

/** Day LEMBRETE_PRIVACIDADE_DIA of a request's clock: the officer is reminded of its due date. */
export function lembreteMail(input: AvisoAoEncarregado): QueuedMail {
  return avisoAoEncarregado(
    input,
    `Prazo LGPD: responder até ${dataBr(input.prazo)} (${tipoDe(input.tipo)})`,
    `A solicitação de ${input.titular} (${tipoDe(input.tipo)}) chegou ao ${LEMBRETE_PRIVACIDADE_DIA}º dia sem resposta.`,
  );
}
