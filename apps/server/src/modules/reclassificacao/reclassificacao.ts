import { sql } from 'drizzle-orm';
import type { HistoricoClasse } from '@prix/shared';
import { nivelDaClasse } from '@prix/shared/programa';
import {
  nivelPorFaturamento,
  reclassificacaoMessages,
  type ReclassificacaoLinha,
  type ReclassificacaoPreview,
} from '@prix/shared/reclassificacao';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';

interface PartnerRow {
  id: string;
  nome: string;
  classe_id: string | null;
  classe_nome: string | null;
  faturamento: string;
}

/** The active classes by level ('Prix 250' → 250): the register names them, the rule speaks in levels. */
async function classesByLevel(db: Db): Promise<Map<number, { id: string; nome: string }>> {
  const rows = await queryRows<{ id: string; nome: string }>(
    db,
    sql`select id, nome from classe where not inativo order by id`,
  );
  const byLevel = new Map<number, { id: string; nome: string }>();
  for (const row of rows) {
    const level = nivelDaClasse(row.nome);
    if (level !== null && !byLevel.has(level)) byLevel.set(level, row);
  }
  return byLevel;
}

/**
 * The statement of the preview: every active partner with its current class and the year's net billing.
 * `lock` takes the partners' rows for update.
 */
export const previewSql = (ano: number, lock = false) =>
  sql`select c.id, c.nome, c.classe_id, k.nome as classe_nome,
        coalesce((select sum(f.produtos) from faturamento f
                  where f.cliente_id = c.id
                    and f.periodo >= make_date(${ano}::int, 1, 1)
                    and f.periodo < make_date(${ano}::int + 1, 1, 1)), 0)::text as faturamento
      from cliente c left join classe k on k.id = c.classe_id
      where not c.inativo
      order by c.nome, c.id
      ${lock ? sql`for update of c` : sql``}`;

/**
 * Every active partner with its current class, the year's net billing (products, decision 0024) and the class
 * that billing gives. `lock` takes the partners' rows for update, so two administrators applying at once
 * cannot both write a history row for the same change.
 */
export async function previewReclassification(
  db: Db,
  ano: number,
  lock = false,
): Promise<ReclassificacaoPreview> {
  const classes = await classesByLevel(db);
  const partners = await queryRows<PartnerRow>(db, previewSql(ano, lock));
  const linhas: ReclassificacaoLinha[] = partners.map((p) => {
    const faturamento = Number(p.faturamento);
    const nivel = nivelPorFaturamento(faturamento);
    const nova = classes.get(nivel);
    if (!nova) throw new HttpError(409, reclassificacaoMessages.classeAusente(nivel));
    return {
      id: p.id,
      nome: p.nome,
      classeAtual: p.classe_id ? { id: p.classe_id, nome: p.classe_nome ?? p.classe_id } : null,
      classeNova: nova,
      faturamento,
      muda: p.classe_id !== nova.id,
    };
  });
  return { ano, linhas, mudancas: linhas.filter((l) => l.muda).length };
}

/** A partner's class changes, newest first, with the names of the classes and of who applied them. */
export async function classHistory(db: Db, clienteId: string): Promise<HistoricoClasse[]> {
  const rows = await queryRows<{
    ano: number;
    classe_de: string | null;
    classe_para: string;
    faturamento: string;
    usuario: string | null;
    dhcriacao: Date | string;
  }>(
    db,
    sql`select h.ano, coalesce(de.nome, h.classe_de) as classe_de, coalesce(para.nome, h.classe_para) as classe_para,
          h.faturamento::text, u.nomecompleto as usuario, h.dhcriacao
        from classe_historico h
        left join classe de on de.id = h.classe_de
        left join classe para on para.id = h.classe_para
        left join usuario u on u.id = h.usuario_id
        where h.cliente_id = ${clienteId}
        order by h.id desc`,
  );
  return rows.map((r) => ({
    ano: Number(r.ano),
    classeDe: r.classe_de,
    classePara: r.classe_para,
    faturamento: Number(r.faturamento),
    usuario: r.usuario,
    dhcriacao: new Date(r.dhcriacao).toISOString(),
  }));
}
