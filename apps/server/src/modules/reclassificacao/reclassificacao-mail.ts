import { formatBrl as brl } from '@prix/shared/core';
import { escapeHtml } from '../../lib/html.js';
import type { QueuedMail } from '../../plugins/jobs.js';

/** The partner's notice that the yearly reclassification changed its class. */
export function classChangeMail(input: {
  to: string;
  cliente: string;
  ano: number;
  de: string | null;
  para: string;
  faturamento: number;
  link: string;
}): QueuedMail {
  const mudanca = input.de ? `de ${input.de} para ${input.para}` : `para ${input.para}`;
  const text = [
    `Olá, ${input.cliente}.`,
    '',
    `Na reclassificação anual do Programa de Parceiros Prix, sua empresa passou ${mudanca}, pelo faturamento líquido de ${brl(input.faturamento)} em compras de produtos e peças em ${input.ano}.`,
    '',
    `Veja os benefícios da sua classe em ${input.link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(input.cliente)}.</p>
<p>Na reclassificação anual do Programa de Parceiros Prix, sua empresa passou <strong>${escapeHtml(mudanca)}</strong>, pelo faturamento líquido de ${escapeHtml(brl(input.faturamento))} em compras de produtos e peças em ${input.ano}.</p>
<p><a href="${escapeHtml(input.link)}">Ver os benefícios da sua classe</a></p>`;
  return {
    to: input.to,
    subject: `Sua empresa agora é ${input.para} — Programa de Parceiros Prix`,
    text,
    html,
  };
}
