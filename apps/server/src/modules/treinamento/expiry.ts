import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AVISO_VENCIMENTO_DIAS } from '@prix/shared/candidatura';
import { PAGE } from '@prix/shared/pages';
import { queryRows } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import type { QueuedMail } from '../../plugins/jobs.js';
import type { NightlyJob } from '../../plugins/nightly-job.js';
import { hojeEmBrasilia } from './compliance.js';

/** The nightly job of the durable queue that e-mails partners about completions about to expire. */
export const AVISO_JOB = 'treinamentos-aviso-vencimento';
/** It runs at 3 o'clock, Brasília, each night. */
export const AVISO_NOTURNO: NightlyJob = { name: AVISO_JOB, hour: 3, keyPrefix: 'aviso' };

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export interface AvisoVencimento {
  to: string;
  parceiro: string;
  itens: { pessoa: string; treinamento: string; validaAte: string }[];
  link: string;
}

/** 'Treinamentos a vencer': who, which training, until when, and where the partner sees the rest. */
export function avisoVencimentoMail(aviso: AvisoVencimento): QueuedMail {
  const lines = aviso.itens.map((i) => `${i.treinamento}: ${i.pessoa}, válido até ${brDate(i.validaAte)}`);
  const text = [
    `Olá, ${aviso.parceiro}.`,
    '',
    `Estes treinamentos obrigatórios da sua equipe vencem nos próximos ${AVISO_VENCIMENTO_DIAS} dias:`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    'Refaça-os na plataforma de treinamento para a empresa continuar em dia com o programa.',
    `Veja a situação dos treinamentos da empresa no portal: ${aviso.link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(aviso.parceiro)}.</p>
<p>Estes treinamentos obrigatórios da sua equipe vencem nos próximos ${AVISO_VENCIMENTO_DIAS} dias:</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>Refaça-os na plataforma de treinamento para a empresa continuar em dia com o programa.</p>
<p><a href="${escapeHtml(aviso.link)}">Ver a situação dos treinamentos no portal</a></p>`;
  return {
    to: aviso.to,
    subject:
      aviso.itens.length === 1
        ? `Treinamento a vencer: ${aviso.itens[0]!.treinamento}`
        : `${aviso.itens.length} treinamentos a vencer`,
    text,
    html,
  };
}

/**
 * E-mails each partner once about its team's completions expiring within AVISO_VENCIMENTO_DIAS (decision
 * 0047): the completions are claimed (`aviso_vencimento_em`, rows locked and skipped by a concurrent run) and
 * the e-mails queued in the same transaction, so a run repeated, or two at once, never sends one twice. Only a
 * completion that matters is warned about: an active person's, of a training type one of their active
 * companies must have done, with no later completion of the same type valid longer. The partner's address is
 * its owner's e-mail (emailprop), else its active owners' (cargo Proprietário), else its responsible's.
 * Returns the number of e-mails queued.
 */
export async function avisarVencimentos(app: FastifyInstance, hoje = hojeEmBrasilia()): Promise<number> {
  const queued = await app.database.db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`with devidos as (
            select k.id from treinamento_conclusao k
            join usuario u on u.id = k.usuario_id and not u.inativo
            where k.aviso_vencimento_em is null and k.valido_ate is not null
              and k.valido_ate >= ${hoje}::date
              and k.valido_ate <= ${hoje}::date + ${AVISO_VENCIMENTO_DIAS}::int
              and not exists (
                select 1 from treinamento_conclusao n
                where n.usuario_id = k.usuario_id and n.tipotreinamento_id = k.tipotreinamento_id
                  and n.id <> k.id and (n.valido_ate is null or n.valido_ate > k.valido_ate))
            for update of k skip locked
          )
          update treinamento_conclusao k set aviso_vencimento_em = now()
          from devidos where k.id = devidos.id
          returning k.id`,
    );
    if (!claimed.length) return 0;
    const rows = await queryRows<{
      cliente_id: string;
      parceiro: string;
      para: string | null;
      pessoa: string;
      treinamento: string;
      valida_ate: string;
    }>(
      tx,
      sql`with avisados as (
            select k.* from treinamento_conclusao k
            where k.id in (select jsonb_array_elements_text(${JSON.stringify(claimed.map((c) => String(c.id)))}::jsonb)::int)
          ), exigidos as (
            select ct.cliente_id, tt.tipotreinamento_id
            from cliente_tipoparceria ct
            join tipoparceria tp on tp.id = ct.tipoparceria_id and not tp.inativo
            join tipoparceria_tipotreinamento tt on tt.tipoparceria_id = ct.tipoparceria_id
            union
            select cliente_id, tipotreinamento_id from cliente_tipotreinamento
          )
          select c.id as cliente_id, c.nome as parceiro,
            coalesce(nullif(btrim(c.emailprop), ''),
              (select string_agg(o.email, ',' order by o.email) from usuario_cliente oc
                join usuario o on o.id = oc.usuario_id
                where oc.cliente_id = c.id and o.cargo_id = 'PROPRIETARIO' and not o.inativo
                  and o.email is not null),
              r.email) as para,
            u.nomecompleto as pessoa, t.nome as treinamento, a.valido_ate::text as valida_ate
          from avisados a
          join usuario u on u.id = a.usuario_id
          join tipotreinamento t on t.id = a.tipotreinamento_id and not t.inativo
          join usuario_cliente uc on uc.usuario_id = a.usuario_id
          join cliente c on c.id = uc.cliente_id and not c.inativo
          join exigidos e on e.cliente_id = c.id and e.tipotreinamento_id = a.tipotreinamento_id
          left join usuario r on r.id = c.usuario_resp_id
          order by c.id, a.valido_ate, t.nome, u.nomecompleto`,
    );
    const byCompany = new Map<string, AvisoVencimento>();
    for (const r of rows) {
      if (!r.para) continue;
      let aviso = byCompany.get(r.cliente_id);
      if (!aviso) {
        aviso = { to: r.para, parceiro: r.parceiro, itens: [], link: `${app.config.publicUrl}${PAGE.home}` };
        byCompany.set(r.cliente_id, aviso);
      }
      aviso.itens.push({ pessoa: r.pessoa, treinamento: r.treinamento, validaAte: r.valida_ate });
    }
    for (const aviso of byCompany.values()) await app.jobs.enqueueMail(avisoVencimentoMail(aviso), tx);
    return byCompany.size;
  });
  if (queued) app.jobs.wake();
  return queued;
}
