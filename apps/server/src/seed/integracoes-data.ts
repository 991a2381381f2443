import { sql } from 'drizzle-orm';
import { PERM } from '@prix/shared';
import { newIntegrationToken } from '../auth/integration-token.js';
import type { Db } from '../db/client.js';

/**
 * The demo's integrations (decision 0054): the ERP sending billing every night for the last two weeks, one call
 * refused for a bad row; the e-learning's token, never used yet; an old one revoked. Their tokens are random and
 * thrown away: a demo viewer creates or rotates one to see it.
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
}
