import type { FastifyInstance } from 'fastify';
import { PAGE } from '@prix/shared/pages';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../plugins/mail.js';

export interface Invitee {
  nome: string;
  email: string;
}

/**
 * The invitation e-mail (SPEC §4): who the person is, where to sign in and with which address. Built once
 * here, sent directly on creation and by 'Reenviar e-mail de convite' (`sendInvitation`), or queued in the
 * transaction that creates the person (`app.jobs.enqueueMail(invitationMail(…), tx)`, an approved application).
 */
export function invitationMail(
  config: Pick<Config, 'publicUrl' | 'suporteEmail'>,
  invitee: Invitee,
): Omit<MailMessage, 'attachments'> {
  const link = `${config.publicUrl}${PAGE.login}`;
  const text = [
    `Olá, ${invitee.nome}!`,
    '',
    'Você foi convidado(a) para o Portal de Parceiros Prix.',
    `Para entrar, acesse ${link} e use o e-mail ${invitee.email}.`,
    '',
    `Dúvidas: ${config.suporteEmail}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(invitee.nome)}!</p>
<p>Você foi convidado(a) para o <strong>Portal de Parceiros Prix</strong>.</p>
<p><a href="${escapeHtml(link)}">Acessar o portal</a> e entrar com o e-mail ${escapeHtml(invitee.email)}.</p>
<p>Dúvidas: ${escapeHtml(config.suporteEmail)}</p>`;
  return { to: invitee.email, subject: 'Convite para o Portal de Parceiros Prix', text, html };
}

/** Sends the invitation now. Resolves false (and logs) when the mail could not be sent. */
export async function sendInvitation(app: FastifyInstance, invitee: Invitee): Promise<boolean> {
  try {
    await app.mail.send(invitationMail(app.config, invitee));
    return true;
  } catch (error) {
    app.log.error({ err: error, to: invitee.email }, 'falha ao enviar o convite');
    return false;
  }
}
