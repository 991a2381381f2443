import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CONSENTIMENTO_COOKIES_VERSAO,
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  type StatusSolicitacaoPrivacidade,
  type TipoSolicitacaoPrivacidade,
} from '@prix/shared/core/privacidade';
import { queryRows, type Db } from '../db/client.js';
import { diaEmBrasilia, somarDias } from '../modules/privacidade/prazo.js';

interface SolicitacaoDemo {
  tipo: TipoSolicitacaoPrivacidade;
  status: StatusSolicitacaoPrivacidade;
  /** A demo user's, else a visitor's [nome, email]. */
  usuarioId?: string;
  visitante?: [nome: string, email: string];
  mensagem: string;
  /** Days ago the clock started (received, or confirmed by the visitor). */
  diasAtras: number;
  /** Reminded at day 10 already. */
  lembrada?: boolean;
  resposta?: [texto: string, diasAtras: number | null];
}

/**
 * The demo's privacy requests (decision 0048), one in each status and clock state: one overdue, one due in 3
 * days (in progress), one a visitor confirmed, one answered, one a visitor has not confirmed yet.
 */
const SOLICITACOES: SolicitacaoDemo[] = [
  {
    tipo: 'correcao',
    status: 'recebida',
    usuarioId: 'EXT0001',
    mensagem: 'Meu CPF aparece com um dígito errado no cadastro. Podem corrigir?',
    diasAtras: PRAZO_RESPOSTA_PRIVACIDADE_DIAS + 3,
    lembrada: true,
  },
  {
    tipo: 'revogacao',
    status: 'em_atendimento',
    usuarioId: 'EXT0004',
    mensagem: 'Não quero mais receber e-mails sobre campanhas. Revogo o consentimento para esse uso.',
    diasAtras: PRAZO_RESPOSTA_PRIVACIDADE_DIAS - 3,
    lembrada: true,
    resposta: ['Pedido recebido: estamos conferindo com o marketing as listas de envio.', null],
  },
  {
    tipo: 'acesso',
    status: 'recebida',
    visitante: ['Helena Visitante', 'helena.visitante@exemplo.com.br'],
    mensagem: 'Fiz um contato pelo Onde comprar no ano passado. Quero saber quais dados meus vocês guardam.',
    diasAtras: 2,
  },
  {
    tipo: 'acesso',
    status: 'respondida',
    usuarioId: 'EXT0002',
    mensagem: 'Quais dados meus o portal guarda e com quem são compartilhados?',
    diasAtras: 20,
    lembrada: true,
    resposta: [
      'Enviamos a relação completa: nome, e-mail, empresa, acessos e cliques no portal. Os dados não são compartilhados com terceiros. Você também pode baixá-los em Privacidade, no portal.',
      12,
    ],
  },
  {
    tipo: 'anonimizacao',
    status: 'aguardando_confirmacao',
    visitante: ['Paulo Visitante', 'paulo.visitante@exemplo.com.br'],
    mensagem: 'Peço a exclusão dos dados do meu contato pelo site.',
    diasAtras: 1,
  },
];

/** The day `n` days before today, both in Brasília, at 10:00 there (Brasília keeps UTC−3 all year). */
const daysAgo = (n: number, now: Date) => new Date(`${somarDias(diaEmBrasilia(now), -n)}T13:00:00Z`);

/**
 * The demo's privacy requests and consents (decision 0048), only on a database without requests. The officer
 * Davi Dados (dpo@prix.com.br) receives the reminders in the demo. Consents: the demo enquiries' (as their
 * form recorded them) and the cookie notice acknowledged by two partner people.
 */
export async function seedPrivacidade(db: Db, now = new Date()): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from solicitacao_privacidade`,
  );
  if (existing!.n > 0) return;
  await db.execute(
    sql`update parametro set valor = 'dpo@prix.com.br' where id = 'EMAIL_ENCARREGADO' and valor = 'suporte@prix.com.br'`,
  );
  for (const s of SOLICITACOES) {
    const inicio = daysAgo(s.diasAtras, now);
    const visitante = s.visitante ?? null;
    const confirmada = visitante && s.status !== 'aguardando_confirmacao' ? inicio : null;
    const recebida = confirmada ? new Date(inicio.getTime() - 3_600_000) : inicio;
    const prazo =
      s.status === 'aguardando_confirmacao'
        ? null
        : somarDias(diaEmBrasilia(inicio), PRAZO_RESPOSTA_PRIVACIDADE_DIAS);
    const respondidaEm =
      s.resposta && s.resposta[1] !== null ? daysAgo(s.resposta[1], now).toISOString() : null;
    await db.execute(
      sql`insert into solicitacao_privacidade (tipo, status, usuario_id, nome, email, mensagem, recebida_em,
            confirmada_em, token_hash, prazo, lembrete_em, resposta, respondida_em, respondida_por)
          values (${s.tipo}, ${s.status}, ${s.usuarioId ?? null}, ${visitante?.[0] ?? null},
            ${visitante?.[1] ?? null}, ${s.mensagem}, ${recebida.toISOString()}::timestamptz,
            ${confirmada?.toISOString() ?? null}::timestamptz,
            ${visitante ? createHash('sha256').update(randomBytes(32)).digest('hex') : null},
            ${prazo}::date,
            ${s.lembrada ? new Date(inicio.getTime() + 10 * 86_400_000).toISOString() : null}::timestamptz,
            ${s.resposta?.[0] ?? null}, ${respondidaEm}::timestamptz,
            ${s.resposta ? '10000005' : null})`,
    );
  }
  await db.execute(
    sql`insert into consentimento (email, origem, versao, em)
        select c.email, 'contato', c.consentimento_versao, c.consentimento_em from contato c
        where not exists (select 1 from consentimento k where k.origem = 'contato' and lower(k.email) = lower(c.email))`,
  );
  for (const [usuarioId, diasAtras] of [
    ['EXT0001', 40],
    ['EXT0002', 25],
  ] as const)
    await db.execute(
      sql`insert into consentimento (usuario_id, origem, versao, em)
          values (${usuarioId}, 'cookies', ${CONSENTIMENTO_COOKIES_VERSAO}, ${daysAgo(diasAtras, now).toISOString()}::timestamptz)`,
    );
}
