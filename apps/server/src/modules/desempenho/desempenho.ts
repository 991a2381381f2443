import { sql } from 'drizzle-orm';
import { LIMITES_CLASSE } from '@prix/shared/faturamento';
import type { Desempenho } from '@prix/shared/desempenho';
import { queryRows, type Db } from '../../db/client.js';
import { coopFundFigures } from '../cliente/benefit-balance.js';
import { contatosReport } from '../contatos/contatos-report.js';
import { classFacts } from '../reclassificacao/classe-historico.js';
import { classesByLevel } from '../reclassificacao/reclassificacao.js';
import { complianceOfCompany, hojeEmBrasilia } from '../treinamento/compliance.js';
import { anoCorrente, positionPage, type AnoCorrente, type Posicao } from './posicao.js';

const cents = (value: number) => Math.round(value * 100) / 100;
/** What is left to pass `bound` (by one cent, decision 0024), 0 once passed. */
const leftToPass = (bound: number, net: number) => Math.max(0, cents(bound - net + 0.01));

type ClassesByLevel = Awaited<ReturnType<typeof classesByLevel>>;
/** A level and its class's name in the register ('Prix 250'), or the programme's name for it. */
export const levelRef = (classes: ClassesByLevel, nivel: number) => ({
  nivel,
  nome: classes.get(nivel)?.nome ?? `Prix ${nivel}`,
});
/** The level above `nivel` in SPEC §9, null at the top. */
export const nextLevel = (nivel: number): number | null =>
  LIMITES_CLASSE[LIMITES_CLASSE.findIndex((l) => l.nivel === nivel) + 1]?.nivel ?? null;

/**
 * The billing part of a position: against the bound that keeps the class and the one that reaches the next;
 * the class if the year ended today, and at the pace of the months begun (`ritmoSql`).
 */
export function billingAgainstBounds(
  p: Posicao,
  classes: ClassesByLevel,
  { mes }: AnoCorrente,
): Desempenho['faturamento'] {
  const next = p.nivel_atual === null ? null : nextLevel(p.nivel_atual);
  return {
    acumulado: p.liquido,
    manter: p.acima === null ? null : { limite: p.acima, faltam: leftToPass(p.acima, p.liquido) },
    proxima:
      next === null || p.ate === null
        ? null
        : {
            ...levelRef(classes, next),
            limite: p.ate,
            faltam: leftToPass(p.ate, p.liquido),
            percentual: p.liquido / p.ate,
          },
    projetada: levelRef(classes, p.nivel_projetado),
    tendencia: p.tendencia,
    ritmo: {
      meses: mes,
      anualizado: p.ritmo,
      projetada: levelRef(classes, p.nivel_ritmo),
      tendencia: p.tendencia_ritmo,
    },
  };
}

/** January to December of `ano`: the month's net billing this year (up to `mes`) and last year. */
async function monthByMonth(
  db: Db,
  clienteId: string,
  ano: number,
  mes: number,
): Promise<Desempenho['meses']> {
  const rows = await queryRows<{ ano: number; mes: number; liquido: string }>(
    db,
    sql`select extract(year from periodo)::int as ano, extract(month from periodo)::int as mes,
          sum(produtos)::text as liquido
        from faturamento
        where cliente_id = ${clienteId}
          and periodo >= make_date(${ano}::int - 1, 1, 1) and periodo < make_date(${ano}::int + 1, 1, 1)
        group by 1, 2`,
  );
  const of = (year: number, month: number) =>
    Number(rows.find((r) => Number(r.ano) === year && Number(r.mes) === month)?.liquido ?? 0);
  return Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    atual: i + 1 <= mes ? of(ano, i + 1) : null,
    anterior: of(ano - 1, i + 1),
  }));
}

/**
 * 'Meu desempenho' of one company (decision 0053): its class and since when, the year so far against SPEC
 * §9's bounds and January's projection (the report's own query), the months against last year's, the co-op
 * fund (`coopFundFigures`), the enquiries of 'Onde comprar' (the staff report's figures) and the mandatory
 * trainings (`complianceOf`'s rule). Null when the code names no company.
 */
export async function desempenhoOf(
  db: Db,
  clienteId: string,
  hoje = hojeEmBrasilia(),
): Promise<Desempenho | null> {
  const corrente = anoCorrente(hoje);
  const { ano, mes } = corrente;
  const classes = await classesByLevel(db);
  const {
    rows: [p],
  } = await positionPage(db, corrente, classes, { clienteId }, { limit: 1, offset: 0 });
  if (!p) return null;
  const [facts, meses, verba, contatos, treinamentos, classNames] = await Promise.all([
    classFacts(db, p.id, p.classe_id, ano),
    monthByMonth(db, p.id, ano, mes),
    coopFundFigures(db, p.id, p.classe_id, ano),
    contatosReport(db, { agrupar: 'parceiro', clienteId: p.id, dtInit: `${ano}-01-01` }),
    complianceOfCompany(db, p.id, hoje),
    queryRows<{ id: string; nome: string }>(db, sql`select id, nome from classe`),
  ]);
  const classRef = (id: string | null) =>
    id === null ? null : { id, nome: classNames.find((c) => c.id === id)?.nome ?? id };
  const enquiries = contatos[0];
  return {
    empresa: { id: p.id, nome: p.nome },
    ano,
    mes,
    classe: {
      atual: classRef(p.classe_id),
      desde: facts.desde,
      anoAnterior: classRef(facts.classeNoInicio),
    },
    faturamento: billingAgainstBounds(p, classes, corrente),
    meses,
    verba,
    contatos: {
      recebidos: enquiries?.oferecidos ?? 0,
      aceitos: enquiries?.aceitos ?? 0,
      vendidos: enquiries?.vendidos ?? 0,
      taxaAceite: enquiries?.taxaAceite ?? null,
      medianaRespostaHoras: enquiries?.medianaRespostaHoras ?? null,
    },
    treinamentos: {
      emDia: treinamentos?.emDia ?? 0,
      total: treinamentos?.total ?? 0,
      conforme: treinamentos?.conforme ?? true,
    },
  };
}
