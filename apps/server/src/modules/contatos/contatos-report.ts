import { sql, type SQL } from 'drizzle-orm';
import type { RelatorioContatosLinha } from '@prix/shared/onde-comprar';
import { queryRows, type Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

export interface RelatorioContatosFiltros {
  agrupar: 'parceiro' | 'uf' | 'classe';
  dtInit?: string;
  dtEnd?: string;
  /** One partner's figures only ('Meu desempenho'). */
  clienteId?: string;
}

/** Brasília's day `date` (yyyy-mm-dd) starts at this instant; `plusDays` for the day after an end date. */
const dayStart = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${REPORT_TIME_ZONE})`;

function period(column: SQL, f: RelatorioContatosFiltros, partner: SQL): SQL {
  const parts: SQL[] = f.clienteId ? [sql`${partner} = ${f.clienteId}`] : [];
  if (f.dtInit) parts.push(sql`${column} >= ${dayStart(f.dtInit)}`);
  if (f.dtEnd) parts.push(sql`${column} < ${dayStart(f.dtEnd, 1)}`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The group of a partner's row: the partner (listing name and code), its state or its class. */
const GRUPO: Record<RelatorioContatosFiltros['agrupar'], SQL> = {
  parceiro: sql`coalesce(nullif(trim(pp.nome_publico), ''), pc.nome) || ' (' || pc.id || ')'`,
  uf: sql`coalesce(pm.uf::text, nullif(trim(pc.estado_id), ''), 'Sem estado')`,
  classe: sql`coalesce(cl.nome, 'Sem classe')`,
};

/** The report's statement (what contatosReport runs; /home's count of enquiries won reads it too). */
export const contatosReportSql = (f: RelatorioContatosFiltros): SQL =>
  sql`with ofertas as (
      select o.cliente_id, a.tipo as resposta,
        case when a.tipo in ('aceito', 'recusado')
          then extract(epoch from (a.em - o.em)) / 3600.0 end as horas
      from contato_evento o
        left join contato_evento a on a.oferta_id = o.id and a.tipo in ('aceito', 'recusado', 'expirado')
      where o.tipo = 'oferecido' and o.cliente_id is not null ${period(sql`o.em`, f, sql`o.cliente_id`)}
    ),
    resultados as (
      select c.cliente_id, c.resultado from contato c
      where c.cliente_id is not null and c.status in ('aceito', 'encerrado') and c.resultado is not null
        ${period(sql`c.recebido_em`, f, sql`c.cliente_id`)}
    ),
    linhas as (
      select cliente_id, true as oferta, resposta, horas, null::text as resultado from ofertas
      union all
      select cliente_id, false, null, null, resultado from resultados
    )
    select ${GRUPO[f.agrupar]} as grupo,
      count(*) filter (where l.oferta)::int as oferecidos,
      count(*) filter (where l.resposta = 'aceito')::int as aceitos,
      count(*) filter (where l.resposta = 'recusado')::int as recusados,
      count(*) filter (where l.resposta = 'expirado')::int as expirados,
      percentile_cont(0.5) within group (order by l.horas) as mediana,
      count(*) filter (where l.resultado = 'vendido')::int as vendidos,
      count(*) filter (where l.resultado = 'nao_vendido')::int as nao_vendidos,
      count(*) filter (where l.resultado = 'em_andamento')::int as em_andamento
    from linhas l
      join cliente pc on pc.id = l.cliente_id
      left join cliente_pagina pp on pp.cliente_id = pc.id
      left join municipio pm on pm.id = pc.municipio_id
      left join classe cl on cl.id = pc.classe_id
    group by 1
    order by 2 desc, 1`;

/**
 * The staff report (decision 0046's consequences): per partner, state or class of the partner, the offers made
 * in the period (by the offer's day in Brasília) and what became of them — accepted, declined, expired, the
 * acceptance rate (accepted over offered), the median hours from an offer to its answer (accepted or declined)
 * — and the outcomes of the enquiries received in the period that the partner accepted. With `clienteId`, one
 * partner's row alone ('Meu desempenho' reads the same figures as the report).
 */
export async function contatosReport(db: Db, f: RelatorioContatosFiltros): Promise<RelatorioContatosLinha[]> {
  const rows = await queryRows<{
    grupo: string;
    oferecidos: number;
    aceitos: number;
    recusados: number;
    expirados: number;
    mediana: number | string | null;
    vendidos: number;
    nao_vendidos: number;
    em_andamento: number;
  }>(db, contatosReportSql(f));
  return rows.map((r) => ({
    grupo: r.grupo,
    oferecidos: r.oferecidos,
    aceitos: r.aceitos,
    recusados: r.recusados,
    expirados: r.expirados,
    taxaAceite: r.oferecidos ? r.aceitos / r.oferecidos : null,
    medianaRespostaHoras: r.mediana === null ? null : Number(r.mediana),
    vendidos: r.vendidos,
    naoVendidos: r.nao_vendidos,
    emAndamento: r.em_andamento,
  }));
}
