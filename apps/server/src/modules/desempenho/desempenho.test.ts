import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA_HEADER } from '@prix/shared';
import type { Desempenho, RelatorioDesempenho } from '@prix/shared/desempenho';
import { metaClasse } from '@prix/shared/faturamento';
import type { ReclassificacaoPreview } from '@prix/shared/reclassificacao';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { readCsv, readXlsx } from '../../testing/spreadsheets.js';
import { hojeEmBrasilia } from '../treinamento/compliance.js';
import { desempenhoOf } from './desempenho.js';
import { relatorioDesempenho } from './relatorio-desempenho.js';

/** The year so far, as the portal counts it (Brasília). */
const YEAR = Number(hojeEmBrasilia().slice(0, 4));
const MONTH = Number(hojeEmBrasilia().slice(5, 7));

/**
 * Each bound of SPEC §9 exactly and one cent above it, and the level January's reclassification gives (decision
 * 0028: 'up to' includes the bound). Companies E00…E10 sit at Prix 100 in Acre with this year's billing at one
 * bound and last December's at R$ 999.999,00 (which only the co-op fund reads).
 */
const BOUNDS: [number, number][] = [
  [0, 10],
  [50_000, 10],
  [50_000.01, 50],
  [100_000, 50],
  [100_000.01, 100],
  [250_000, 100],
  [250_000.01, 250],
  [500_000, 250],
  [500_000.01, 500],
  [1_000_000, 500],
  [1_000_000.01, 1000],
];
const code = (i: number) => `E${String(i).padStart(2, '0')}`;

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.leitura = await sessionCookieFor(t, '10000002');
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  who.fernanda = await sessionCookieFor(t, 'EXT0002');
  who.gabriela = await sessionCookieFor(t, 'EXT0004');
  const db = t.database.db;
  for (const [i, [value]] of BOUNDS.entries()) {
    const id = code(i);
    await db.execute(sql`insert into cliente (id, nome, classe_id, estado_id)
      values (${id}, ${`Desempenho ${id}`}, '100', 'AC')`);
    await db.execute(sql`insert into faturamento (cliente_id, periodo, produtos, servicos) values
      (${id}, ${`${YEAR}-01-01`}, ${value.toFixed(2)}, 9999),
      (${id}, ${`${YEAR - 1}-12-01`}, 999999, 0)`);
  }
}, 60_000);
afterAll(() => t.close());

const desempenho = async (id: string, cookie = who.admin!) => {
  const answer = await call('GET', `/api/desempenho/${id}`, cookie);
  return answer as { status: number; body: Desempenho & { errors?: string[] } };
};
const relatorio = async (query: string, cookie = who.admin!) =>
  (await call('GET', `/api/desempenho/relatorio?${query}`, cookie)) as {
    status: number;
    body: RelatorioDesempenho & { errors?: string[] };
  };

describe('the projected class (decision 0028’s rule, if the year ended today)', () => {
  it('gives at each bound the class of SPEC §9: up to the bound stays, one cent more moves up', async () => {
    for (const [i, [value, nivel]] of BOUNDS.entries()) {
      const { status, body } = await desempenho(code(i));
      expect(status, String(value)).toBe(200);
      expect(body.faturamento.acumulado, String(value)).toBe(value);
      expect(body.faturamento.projetada, String(value)).toEqual({ nivel, nome: `Prix ${nivel}` });
      expect(body.faturamento.tendencia, String(value)).toBe(
        nivel > 100 ? 'sobe' : nivel < 100 ? 'desce' : 'mantem',
      );
    }
  });

  it('is the class the reclassification would apply to this year’s billing: one rule for both', async () => {
    const preview = (await call('GET', `/api/reclassificacao?ano=${YEAR}`, who.admin!))
      .body as unknown as ReclassificacaoPreview;
    for (const [i, [value, nivel]] of BOUNDS.entries()) {
      const linha = preview.linhas.find((l) => l.id === code(i))!;
      expect(linha.classeNova.id, String(value)).toBe(String(nivel));
      expect((await desempenho(code(i))).body.faturamento.projetada.nivel, String(value)).toBe(nivel);
    }
  });

  it('says what is left to keep the class and to reach the next, each bound passed by one cent', async () => {
    const at = async (i: number) => (await desempenho(code(i))).body.faturamento;
    // Prix 100: kept above R$ 100.000,00; Prix 250 above R$ 250.000,00.
    expect((await at(3)).manter).toEqual({ limite: 100_000, faltam: 0.01 });
    expect((await at(4)).manter).toEqual({ limite: 100_000, faltam: 0 });
    expect((await at(1)).manter).toEqual({ limite: 100_000, faltam: 50_000.01 });
    expect((await at(5)).proxima).toEqual({
      nivel: 250,
      nome: 'Prix 250',
      limite: 250_000,
      faltam: 0.01,
      percentual: 1,
    });
    expect((await at(6)).proxima).toMatchObject({ nivel: 250, limite: 250_000, faltam: 0 });
    expect((await at(0)).proxima).toMatchObject({ faltam: 250_000.01, percentual: 0 });
  });
});

describe('Meu desempenho of one company', () => {
  it('tells since when it holds its class, and the class it held at the end of last year, from the history', async () => {
    const db = t.database.db;
    await db.execute(
      sql`insert into cliente (id, nome, classe_id, estado_id) values ('H01', 'Histórico', '250', 'RR')`,
    );
    await db.execute(sql`insert into classe_historico (cliente_id, origem, ano, classe_de, classe_para, faturamento, usuario_id, dhcriacao) values
      ('H01', 'cadastro', null, null, '10', null, '10000001', make_date(${YEAR - 3}::int, 3, 15) + interval '15 hours'),
      ('H01', 'reclassificacao', ${YEAR - 2}, '10', '100', 180000, '10000001', make_date(${YEAR - 1}::int, 1, 10) + interval '15 hours'),
      ('H01', 'cadastro', null, '100', '250', null, '10000001', make_date(${YEAR}::int, 1, 1) + interval '15 hours')`);
    const { body } = await desempenho('H01');
    expect(body.classe.atual).toEqual({ id: '250', nome: 'Prix 250' });
    expect(body.classe.desde).toEqual({
      em: new Date(Date.UTC(YEAR, 0, 1, 15)).toISOString(),
      origem: 'cadastro',
    });
    expect(body.classe.anoAnterior).toEqual({ id: '100', nome: 'Prix 100' });

    // A class the history does not account for (changed outside the portal): no 'since'.
    await db.execute(sql`update cliente set classe_id = '500' where id = 'H01'`);
    const after = (await desempenho('H01')).body;
    expect(after.classe.desde).toBeNull();
    expect(after.classe.anoAnterior).toEqual({ id: '100', nome: 'Prix 100' });

    // Without any history the company has held its class throughout.
    await db.execute(sql`insert into cliente (id, nome, classe_id) values ('H02', 'Sem histórico', '50')`);
    const none = (await desempenho('H02')).body;
    expect(none.classe.desde).toBeNull();
    expect(none.classe.anoAnterior).toEqual({ id: '50', nome: 'Prix 50' });
    expect(none.faturamento).toMatchObject({ acumulado: 0, projetada: { nivel: 10 }, tendencia: 'desce' });
  });

  it('lists the twelve months of this year against last year, this year only up to the current month', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into cliente (id, nome, classe_id) values ('M01', 'Meses', '10')`);
    await db.execute(sql`insert into faturamento (cliente_id, periodo, produtos, servicos) values
      ('M01', ${`${YEAR}-01-01`}, 1000.5, 70), ('M01', ${`${YEAR - 1}-01-01`}, 800, 0),
      ('M01', ${`${YEAR - 1}-12-01`}, 500, 0), ('M01', ${`${YEAR - 2}-12-01`}, 999, 0)`);
    const { body } = await desempenho('M01');
    expect(body.ano).toBe(YEAR);
    expect(body.mes).toBe(MONTH);
    expect(body.meses).toHaveLength(12);
    expect(body.meses[0]).toEqual({ mes: 1, atual: 1000.5, anterior: 800 });
    expect(body.meses[11]).toEqual({ mes: 12, atual: MONTH === 12 ? 0 : null, anterior: 500 });
    expect(body.meses.filter((m) => m.atual !== null)).toHaveLength(MONTH);
  });

  it('shows the co-op fund, the enquiries and the trainings as their own pages and reports count them', async () => {
    const { body } = await desempenho('100234');
    const verba = await call('GET', '/api/verba-marketing-cooperado?cliente=100234', who.admin!);
    expect(body.verba).toEqual(verba.body.verba);
    const contatos = await call(
      'GET',
      `/api/contatos/relatorio?agrupar=parceiro&dtInit=${YEAR}-01-01`,
      who.admin!,
    );
    const linha = (
      contatos.body.linhas as {
        grupo: string;
        oferecidos: number;
        aceitos: number;
        vendidos: number;
        taxaAceite: number | null;
        medianaRespostaHoras: number | null;
      }[]
    ).find((l) => l.grupo.endsWith('(100234)'));
    expect(body.contatos).toEqual({
      recebidos: linha?.oferecidos ?? 0,
      aceitos: linha?.aceitos ?? 0,
      vendidos: linha?.vendidos ?? 0,
      taxaAceite: linha?.taxaAceite ?? null,
      medianaRespostaHoras: linha?.medianaRespostaHoras ?? null,
    });
    const conformidade = await call('GET', '/api/treinamentos/conformidade/100234', who.admin!);
    expect(body.treinamentos).toEqual({
      emDia: conformidade.body.emDia,
      total: conformidade.body.total,
      conforme: conformidade.body.conforme,
    });
    // The demo reseller's class came with last January's reclassification (seed/classe-historico-data.ts).
    expect(body.classe.desde).toEqual({
      em: new Date(Date.UTC(YEAR - 1, 0, 8, 15)).toISOString(),
      origem: 'reclassificacao',
    });
  });

  it('counts the fund from last year’s products at the class rate (Prix 100: 0,75%)', async () => {
    // R$ 999.999,00 × 0,75% = R$ 7.499,99.
    expect((await desempenho(code(0))).body.verba).toMatchObject({
      verbaAnual: 7499.99,
      disponivel: 7499.99,
    });
  });
});

describe('who sees which company', () => {
  it('a partner sees its current company, never another: another code is 404', async () => {
    const own = await call('GET', '/api/desempenho', who.marcos!);
    expect(own.status).toBe(200);
    expect((own.body as unknown as Desempenho).empresa.id).toBe('100234');
    expect((await desempenho('100234', who.marcos)).status).toBe(200);
    for (const other of ['200117', code(0), 'NAOEXISTE'])
      expect((await desempenho(other, who.marcos)).status, other).toBe(404);
    // The employees hold the page's key too.
    expect((await call('GET', '/api/desempenho', who.fernanda!)).status).toBe(200);
  });

  it('a partner of two companies sees only the one chosen in the switcher', async () => {
    const as = async (url: string, index: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: who.gabriela!, [EMPRESA_HEADER]: index },
      });
      return { status: r.statusCode, body: r.body };
    };
    const second = await as('/api/desempenho', '1');
    expect(second.status).toBe(200);
    expect(second.body).toContain('"id":"200117"');
    expect((await as('/api/desempenho/200117', '1')).status).toBe(200);
    expect((await as('/api/desempenho/100234', '1')).status).toBe(404);
    expect((await as('/api/desempenho/200117', '0')).status).toBe(404);
  });

  it('staff read any partner with the report’s key; without it, 403; without a code, 400', async () => {
    expect((await desempenho('200117')).status).toBe(200);
    expect((await desempenho('NAOEXISTE')).status).toBe(404);
    expect((await desempenho('100234', who.leitura)).status).toBe(403);
    expect((await call('GET', '/api/desempenho', who.leitura!)).status).toBe(403);
    const none = await call('GET', '/api/desempenho', who.admin!);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['Escolha o parceiro cujo desempenho deseja ver.']);
  });
});

describe('the staff report of every partner', () => {
  /** Nearest bound of Prix 100's band (R$ 100.000,00 and R$ 250.000,00), as a share of it; then by name. */
  const ORDER = ['E03', 'E05', 'E06', 'E04', 'E02', 'E01', 'E00', 'E07', 'E08', 'E09', 'E10'];

  it('pages every partner of the filters, the closest to a change of class first', async () => {
    const ritmoNivel = metaClasse(YEAR, Math.round((100_000 * 12 * 100) / MONTH) / 100).nivel;
    const ritmoTendencia = ritmoNivel > 100 ? 'sobe' : ritmoNivel < 100 ? 'desce' : 'mantem';
    const first = await relatorio('uf=AC');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ano: YEAR, total: 11, page: 1 });
    expect(first.body.linhas.map((l) => l.clienteId)).toEqual(ORDER.slice(0, 10));
    const second = await relatorio('uf=ac&page=2');
    expect(second.body.linhas.map((l) => l.clienteId)).toEqual(ORDER.slice(10));
    expect((await relatorio('uf=AC&page=3')).body).toMatchObject({ total: 11, linhas: [] });
    expect(first.body.linhas[0]).toEqual({
      clienteId: 'E03',
      nome: 'Desempenho E03',
      uf: 'AC',
      classe: { id: '100', nome: 'Prix 100' },
      acumulado: 100_000,
      proxima: { nivel: 250, nome: 'Prix 250', limite: 250_000, percentual: 0.4 },
      projetada: { nivel: 50, nome: 'Prix 50' },
      tendencia: 'desce',
      // At the pace of this year's months begun (the billing is January's): by the bounds' table.
      ritmo: { projetada: { nivel: ritmoNivel, nome: `Prix ${ritmoNivel}` }, tendencia: ritmoTendencia },
      verbaDisponivel: 7499.99,
    });
  });

  it('filters by class, state and projected change', async () => {
    const ids = async (query: string) => (await relatorio(query)).body.linhas.map((l) => l.clienteId);
    expect(await ids('uf=AC&tendencia=sobe')).toEqual(['E06', 'E07', 'E08', 'E09', 'E10']);
    expect(await ids('uf=AC&tendencia=desce')).toEqual(['E03', 'E02', 'E01', 'E00']);
    expect(await ids('uf=AC&tendencia=mantem')).toEqual(['E05', 'E04']);
    expect((await relatorio('uf=AC&classe=100')).body.total).toBe(11);
    expect((await relatorio('uf=AC&classe=250')).body.total).toBe(0);
    // The demo's partners are there too, each once.
    const all = await relatorio('classe=250');
    expect(all.body.linhas.map((l) => l.clienteId)).toContain('100234');
  });

  it('measures each partner against its own class’s band; a class outside SPEC §9’s six comes last', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into classe (id, nome) values ('ESP', 'Especial')`);
    const companies: [string, string, number][] = [
      ['AP1', '10', 49_000], // 2% below R$ 50.000,00
      ['AP2', '1000', 3_000_000], // 200% above R$ 1.000.000,00, the bound that keeps Prix 1000
      ['AP3', 'ESP', 0], // no band
      ['AP4', '500', 990_000], // 1% below R$ 1.000.000,00
    ];
    for (const [id, classe, value] of companies) {
      await db.execute(
        sql`insert into cliente (id, nome, classe_id, estado_id) values (${id}, ${id}, ${classe}, 'AP')`,
      );
      await db.execute(
        sql`insert into faturamento (cliente_id, periodo, produtos) values (${id}, ${`${YEAR}-01-01`}, ${value})`,
      );
    }
    const { body } = await relatorio('uf=AP');
    expect(body.linhas.map((l) => [l.clienteId, l.tendencia, l.projetada.nivel])).toEqual([
      ['AP4', 'mantem', 500],
      ['AP1', 'mantem', 10],
      ['AP2', 'mantem', 1000],
      ['AP3', null, 10],
    ]);
    expect(body.linhas[2]!.proxima).toBeNull();
    expect(body.linhas[3]!.classe).toEqual({ id: 'ESP', nome: 'Especial' });
  });

  it('refuses bad filters with 400 and is the staff’s only', async () => {
    for (const bad of ['uf=XX', 'tendencia=talvez', 'page=0', 'classe=12345'])
      expect((await relatorio(bad)).status, bad).toBe(400);
    expect((await relatorio('uf=XX')).body.errors?.join()).toContain('Estado inválido');
    expect((await relatorio('', who.marcos)).status).toBe(403);
    expect((await relatorio('', who.leitura)).status).toBe(403);
  });

  it('exports the whole filtered report in its order (CSV and XLSX), streamed in batches', async () => {
    const download = async (url: string, cookie = who.admin!) => {
      const r = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      return { status: r.statusCode, data: r.rawPayload, type: r.headers['content-type'] };
    };
    const csv = readCsv((await download('/api/desempenho/relatorio/exportar?formato=csv&uf=AC')).data);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toEqual([
      'Código',
      'Parceiro',
      'Estado',
      'Classe',
      'Faturamento no ano',
      'Próxima classe',
      '% da próxima classe',
      'Classe projetada',
      'Projeção',
      'Classe no ritmo atual',
      'Projeção no ritmo atual',
      'Saldo da verba',
    ]);
    const rows = csv.lines.slice(1).filter((l) => l.length > 1);
    expect(rows.map((l) => l[0])).toEqual(ORDER);
    expect(rows[0]!.slice(7, 9)).toEqual(['Prix 50', 'Desce']);
    const sheet = await readXlsx(
      (await download('/api/desempenho/relatorio/exportar?formato=xlsx&uf=AC&tendencia=sobe')).data,
    );
    expect(sheet.rows.map((r) => r[0])).toEqual(
      ORDER.filter((id) => ['E06', 'E07', 'E08', 'E09', 'E10'].includes(id)),
    );
    expect(sheet.rows[0]![4]).toBe(250_000.01);
    expect((await download('/api/desempenho/relatorio/exportar?formato=csv', who.marcos)).status).toBe(403);
    expect((await download('/api/desempenho/relatorio/exportar?formato=pdf')).status).toBe(400);
  });

  it('pages and exports more companies than one batch of the export (5 000), with none twice or missing', async () => {
    await t.database.db.execute(sql`insert into cliente (id, nome, classe_id, estado_id)
      select 'L' || lpad(g::text, 5, '0'), 'Lote ' || lpad(g::text, 5, '0'), '10', 'RO'
      from generate_series(1, 5005) g`);
    const page = await relatorio('uf=RO&page=501');
    expect(page.body.total).toBe(5005);
    expect(page.body.linhas.map((l) => l.clienteId)).toEqual([
      'L05001',
      'L05002',
      'L05003',
      'L05004',
      'L05005',
    ]);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/desempenho/relatorio/exportar?formato=csv&uf=RO',
      headers: { cookie: who.admin! },
    });
    const ids = readCsv(r.rawPayload)
      .lines.slice(1)
      .filter((l) => l.length > 1)
      .map((l) => l[0]);
    expect(ids).toHaveLength(5005);
    expect(new Set(ids).size).toBe(5005);
    expect(ids[5004]).toBe('L05005');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cliente where estado_id = 'RO'`,
    );
    expect(count!.n).toBe(5005);
  });
});

describe('the projection at the pace so far (decision 0053, amended): the months begun, the current one whole', () => {
  // Prix 250 companies in Roraima, billed in January of this year only.
  const RITMO: [string, number][] = [
    ['R01', 40_000],
    ['R02', 125_000],
    ['R03', 125_000.01],
    ['R04', 100_000.01],
  ];
  beforeAll(async () => {
    for (const [id, value] of RITMO) {
      await t.database.db.execute(sql`insert into cliente (id, nome, classe_id, estado_id)
        values (${id}, ${`Ritmo ${id}`}, '250', 'RR')`);
      await t.database.db.execute(sql`insert into faturamento (cliente_id, periodo, produtos, servicos)
        values (${id}, ${`${YEAR}-01-01`}, ${value.toFixed(2)}, 0)`);
    }
  });
  const ritmo = async (id: string, hoje: string) =>
    (await desempenhoOf(t.database.db, id, hoje))!.faturamento;

  it('multiplies January by 12 from its first day to its last, halves it from 1 February, is the year in December', async () => {
    for (const hoje of [`${YEAR}-01-01`, `${YEAR}-01-31`]) {
      const f = await ritmo('R01', hoje);
      // If the year ended today, R$ 40.000,00 is Prix 10; at January's pace, R$ 480.000,00 keeps Prix 250.
      expect(f.projetada.nivel, hoje).toBe(10);
      expect(f.tendencia, hoje).toBe('desce');
      expect(f.ritmo, hoje).toEqual({
        meses: 1,
        anualizado: 480_000,
        projetada: { nivel: 250, nome: 'Prix 250' },
        tendencia: 'mantem',
      });
    }
    expect((await ritmo('R01', `${YEAR}-02-01`)).ritmo).toEqual({
      meses: 2,
      anualizado: 240_000,
      projetada: { nivel: 100, nome: 'Prix 100' },
      tendencia: 'desce',
    });
    for (const hoje of [`${YEAR}-12-01`, `${YEAR}-12-31`]) {
      const f = await ritmo('R01', hoje);
      expect(f.ritmo, hoje).toEqual({
        meses: 12,
        anualizado: 40_000,
        projetada: f.projetada,
        tendencia: 'desce',
      });
    }
  });

  it('turns the month at midnight in Brasília, not in UTC', () => {
    expect(hojeEmBrasilia(new Date(`${YEAR}-02-01T02:59:59Z`))).toBe(`${YEAR}-01-31`);
    expect(hojeEmBrasilia(new Date(`${YEAR}-02-01T03:00:00Z`))).toBe(`${YEAR}-02-01`);
  });

  it('rounds the pace to the cent and applies the same bounds: up to the bound stays, one cent more moves up', async () => {
    // June: six months begun. R$ 125.000,00 × 12 / 6 is the Prix 250 bound itself; one cent more passes it.
    expect((await ritmo('R02', `${YEAR}-06-15`)).ritmo).toMatchObject({
      anualizado: 250_000,
      projetada: { nivel: 100 },
      tendencia: 'desce',
    });
    expect((await ritmo('R03', `${YEAR}-06-15`)).ritmo).toMatchObject({
      anualizado: 250_000.02,
      projetada: { nivel: 250 },
      tendencia: 'mantem',
    });
    // July: R$ 100.000,01 × 12 / 7 = 171.428,588… → R$ 171.428,59.
    expect((await ritmo('R04', `${YEAR}-07-31`)).ritmo.anualizado).toBe(171_428.59);
  });

  it('is in the staff report and its export beside the literal projection, whose filter it does not change', async () => {
    const q = { classe: '250', uf: 'RR', tendencia: undefined, page: 1 };
    const report = await relatorioDesempenho(t.database.db, q, `${YEAR}-02-10`);
    const r01 = report.linhas.find((l) => l.clienteId === 'R01')!;
    expect(r01.projetada.nivel).toBe(10);
    expect(r01.ritmo).toEqual({ projetada: { nivel: 100, nome: 'Prix 100' }, tendencia: 'desce' });
    const desce = await relatorioDesempenho(t.database.db, { ...q, tendencia: 'desce' }, `${YEAR}-01-10`);
    // In January R01's pace keeps its class, but the filter reads the year so far: every one goes down.
    expect(desce.linhas.map((l) => l.clienteId).sort()).toEqual(['R01', 'R02', 'R03', 'R04']);

    const csv = readCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/desempenho/relatorio/exportar?formato=csv&uf=RR',
          headers: { cookie: who.admin! },
        })
      ).rawPayload,
    );
    expect(csv.lines[0]?.slice(7, 11)).toEqual([
      'Classe projetada',
      'Projeção',
      'Classe no ritmo atual',
      'Projeção no ritmo atual',
    ]);
  });
});
