import { sql } from 'drizzle-orm';
import { PERM } from '@prix/shared';
import { newIntegrationToken } from '../auth/integration-token.js';
import { newWebhookSecret } from '../modules/webhook/webhook-outbox.js';
import type { Db } from '../db/client.js';

/**
 * The demo's integrations (decision 0054): the ERP sending billing every night for the last two weeks, one call
 * refused for a bad row; the e-learning's token, never used yet; an old one revoked; the CRM, whose webhook of
 * 'Onde comprar' enquiries delivered for a week, failed once and was paused by staff (a paused webhook sends
 * nothing, so the demo never calls the CRM's address). Their tokens and secrets are random and thrown away: a
 * demo viewer creates or rotates one to see it.
 */
export async function seedIntegracoes(db: Db): Promise<void> {
  const demo = [
    {
      nome: 'ERP Prix – faturamento',
      chaves: [PERM.faturamento.importar],
      dias: 300,
      revogada: false,
      usos: 14,
    },
    {
      nome: 'E-learning – conclusões',
      chaves: [PERM.treinamento.importar],
      dias: 180,
      revogada: false,
      usos: 0,
    },
    {
      nome: 'CRM – contatos de clientes',
      chaves: [PERM.ondeComprar.gerenciar],
      dias: 240,
      revogada: false,
      usos: 0,
    },
    {
      nome: 'ERP antigo (desativado)',
      chaves: [PERM.faturamento.importar],
      dias: 30,
      revogada: true,
      usos: 2,
    },
  ];
  for (const d of demo) {
    const secret = newIntegrationToken();
    const chaves = sql`array[${sql.join(
      d.chaves.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]`;
    await db.execute(sql`
      with nova as (
        insert into integracao (nome, chaves, expira_em, dono_id, revogada_em, uscriacao, dhcriacao)
        values (${d.nome}, ${chaves}, now() + make_interval(days => ${d.dias}), '10000001',
          ${d.revogada ? sql`now() - interval '20 days'` : sql`null`}, '10000001', now() - interval '40 days')
        returning id
      ), segredo as (
        insert into integracao_segredo (integracao_id, prefixo, hash)
        select id, ${secret.prefixo}, ${secret.hash} from nova
      )
      insert into integracao_chamada (integracao_id, metodo, rota, status, ip, em)
      select nova.id, 'PUT', '/api/integracao/faturamento', case when n = 3 then 400 else 200 end, '10.20.0.15',
        date_trunc('day', now()) - make_interval(days => n + ${d.revogada ? 21 : 0}) + interval '2 hours 5 minutes'
      from nova, generate_series(1, ${d.usos}) as n`);
    if (d.usos)
      await db.execute(sql`update integracao i set ultimo_uso_em = c.em, ultimo_uso_ip = c.ip
        from (select distinct on (integracao_id) integracao_id, em, ip from integracao_chamada order by integracao_id, em desc) c
        where c.integracao_id = i.id and i.nome = ${d.nome}`);
  }
  await seedCrmWebhook(db);
}

/** The CRM's webhook (decision 0056), paused by staff, with a week of deliveries: delivered, and one that failed. */
async function seedCrmWebhook(db: Db): Promise<void> {
  await db.execute(sql`
    with endpoint as (
      insert into webhook_endpoint (integracao_id, url, eventos, segredo, situacao, pausado_em, pausa_motivo, dhcriacao)
      select id, 'https://crm.prix.com.br/webhooks/portal', '{contato.recebido,contato.aceito,contato.encerrado}',
        ${newWebhookSecret()}, 'pausado', now() - interval '1 day',
        'Pausado pela equipe: o CRM está em manutenção até segunda-feira.', now() - interval '10 days'
      from integracao where nome = 'CRM – contatos de clientes'
      returning id
    )
    insert into webhook_entrega (endpoint_id, evento_id, evento, corpo, situacao, tentativas, codigo, erro,
      criada_em, ultima_tentativa_em)
    select endpoint.id, x.eid, x.evento,
      json_build_object('id', x.eid, 'evento', x.evento,
        'criadoEm', to_char(x.quando at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'dados', json_build_object('contato', gen_random_uuid()))::text,
      x.situacao, x.tentativas, x.codigo, x.erro, x.quando, x.quando
    from endpoint, (
      select gen_random_uuid() as eid, now() - make_interval(days => e.dias, hours => 3) as quando, e.*
      from (values
        ('contato.recebido', 'entregue', 1, 200, null, 8),
        ('contato.aceito', 'entregue', 1, 200, null, 7),
        ('contato.recebido', 'entregue', 2, 200, null, 5),
        ('contato.encerrado', 'entregue', 1, 204, null, 4),
        ('contato.recebido', 'falhou', 10, 503, 'O CRM respondeu 503 em todas as tentativas.', 3),
        ('contato.aceito', 'entregue', 1, 200, null, 2)
      ) as e(evento, situacao, tentativas, codigo, erro, dias)
    ) x`);
}
