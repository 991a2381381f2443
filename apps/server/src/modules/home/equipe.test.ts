import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERM, PORTAL_TIME_ZONE } from '@prix/shared';
import type { HomeEquipe } from '@prix/shared/programa';
import { queryRows, type Db } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { SAO_PAULO } from '../../testing/contatos.js';
import { staffWithKeys } from '../../testing/staff-with-keys.js';
import { EQUIPE_TILES, momentOf } from './equipe-tiles.js';

/**
 * The staff's /home (GET /api/home/equipe): each tile's figures on data the test lays out, the tiles a person
 * gets by the keys of the lists they link to (and nothing worked out for the others), each tile agreeing with its
 * list's filter, the review time's edge in working days, and the figures kept until a table they read changes.
 */

let t: TestApp;
let db: Db;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

/** An instant given as Brasília's wall clock (UTC−3, no daylight saving since 2019). */
const br = (wall: string) => new Date(`${wall}-03:00`);
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in Brasília + `days`, 'yyyy-mm-dd'. */
const dia = (days = 0) => dayFormat.format(new Date(Date.now() + days * DAY));
const HOJE = dia();
const ANO = Number(HOJE.slice(0, 4));
const MES = Number(HOJE.slice(5, 7));

// The three partners left active (with one the test adds): a Prix 10, a Prix 100 and a Prix 250.
const A = '100234';
const B = '200117';
const C = '300103';

const iso = (d: Date) => d.toISOString();

async function solicitacao(formulario: string, cliente: string, status: string, em: Date, valor?: number) {
  await db.execute(sql`insert into solicitacao (formulario, cliente_id, status, dados, valor, dhcriacao)
    values (${formulario}, ${cliente}, ${status}, '{}'::jsonb, ${valor ?? null}, ${iso(em)}::timestamptz)`);
}

let cnpjs = 0;
async function candidatura(status: string, recebida: Date, decidida: Date | null = null) {
  const n = String(++cnpjs).padStart(2, '0');
  await db.execute(sql`insert into candidatura (recebida_em, status, cnpj, cnpj_raiz, razao_social, cep, rua,
      numero, bairro, uf, municipio_id, telefone, tipo, contato_nome, contato_email, contato_celular, token_hash,
      consentimento_versao, consentimento_em, decidida_em)
    values (${iso(recebida)}::timestamptz, ${status}, ${`99.888.7${n}/0001-00`}, ${`998887${n}`},
      ${`Candidata ${n} Ltda`}, '01310-200', 'Rua A', '1', 'Centro', 'SP', ${SAO_PAULO}, '+55 (11) 3333-4444',
      'revenda', 'Contato', ${`c${n}@example.com`}, '+55 (11) 99999-0000', ${`token-${n}`}, '2026-11',
      now(), ${decidida ? iso(decidida) : null}::timestamptz)`);
}

async function contato(
  status: string,
  options: { cliente?: string; prazo?: Date; resultado?: string; recebido?: Date } = {},
) {
  await db.execute(sql`insert into contato (recebido_em, nome, email, telefone, municipio_id, lat, lon, interesse,
      linha, mensagem, status, cliente_id, prazo, resultado, consentimento_versao, consentimento_em)
    values (${iso(options.recebido ?? ago(3_600_000))}::timestamptz, 'Joana', 'joana@cliente.com.br',
      '+55 (11) 3333-4444', ${SAO_PAULO}, -23.55, -46.63, 'compra', 'comercial', 'Uma balança.', ${status},
      ${options.cliente ?? null}, ${options.prazo ? iso(options.prazo) : null}::timestamptz,
      ${options.resultado ?? null}, '2026-11', now())`);
}

async function privacidade(status: string, prazo: string | null) {
  await db.execute(sql`insert into solicitacao_privacidade (tipo, status, usuario_id, mensagem, prazo)
    values ('acesso', ${status}, '10000002', 'Quero meus dados.', ${prazo}::date)`);
}

const wipe = (...tables: string[]) =>
  Promise.all(tables.map((table) => db.execute(sql`delete from ${sql.identifier(table)}`)));

/** The data each tile counts, laid out so every figure is known. */
async function arrange() {
  // The partners: three demo companies, one whose city matched no municipality and one abroad; the rest inactive.
  await db.execute(sql`update cliente set inativo = true where id not in (${A}, ${B}, ${C})`);
  await db.execute(sql`update cliente set classe_id = case id when ${A} then '10' when ${B} then '100' else '250' end
    where id in (${A}, ${B}, ${C})`);
  await db.execute(sql`insert into cliente (id, nome, classe_id, estado_id, cidade) values
    ('SM1', 'Sem Cidade Ltda', '10', 'SP', 'Cidade Inventada')`);
  await db.execute(sql`insert into cliente (id, nome, classe_id, estado_id, cidade, inativo) values
    ('SM2', 'Inativa Sem Cidade Ltda', '10', 'SP', 'Outra Inventada', true)`);
  await db.execute(sql`insert into cliente (id, nome, classe_id, pais_id, cidade) values
    ('SM3', 'Estrangeira SA', '10', 'AR', 'Rosario')`);

  // Billing: this year A 60 000 (→ Prix 50, up), B none (→ Prix 10, down), C 300 000 (stays at 250); last year
  // the co-op fund's base: B 40 000 at 0,75 % = 300, C 200 000 at 1,00 % = 2 000 (A, Prix 10, has no fund).
  await wipe('faturamento');
  const billing = (cliente: string, periodo: string, produtos: number) =>
    db.execute(
      sql`insert into faturamento (cliente_id, periodo, produtos) values (${cliente}, ${periodo}::date, ${produtos})`,
    );
  await billing(A, `${ANO}-01-01`, 60_000);
  await billing(C, `${ANO}-01-01`, 300_000);
  await billing(A, `${ANO - 1}-01-01`, 50_000);
  await billing(B, `${ANO - 1}-01-01`, 40_000);
  await billing(C, `${ANO - 1}-01-01`, 200_000);
  // December of last year: counted against this year only once this year has reached December.
  await billing(A, `${ANO - 1}-12-01`, 999);

  await wipe('solicitacao_evento', 'solicitacao_anexo');
  await wipe('solicitacao');
  await solicitacao('feira-eventos', A, 'Recebida', ago(DAY));
  await solicitacao('equipamentos', B, 'Recebida', ago(40 * DAY));
  await solicitacao('material-comunicacao', A, 'Em análise', ago(40 * DAY));
  await solicitacao('resgate-verba-marketing-cooperado', C, 'Em análise', ago(60_000), 300);
  await solicitacao('resgate-verba-marketing-cooperado', C, 'Aprovada', ago(60_000), 500);
  await solicitacao('resgate-verba-marketing-cooperado', B, 'Paga', ago(60_000), 100);
  await solicitacao('equipamentos', A, 'Recusada', ago(60 * DAY));

  await wipe('candidatura_evento', 'candidatura_documento');
  await wipe('candidatura');
  await candidatura('recebida', ago(DAY));
  await candidatura('recebida', ago(30 * DAY));
  await candidatura('pendencia', ago(30 * DAY));
  await candidatura('aprovada', ago(30 * DAY), ago(20 * DAY));

  await wipe('contato_evento');
  await wipe('contato');
  await contato('equipe');
  await contato('oferecido', { cliente: C, prazo: new Date(Date.now() + 2 * 3_600_000) });
  await contato('oferecido', { cliente: C, prazo: new Date(Date.now() + 30 * 3_600_000) });
  await contato('encerrado', { cliente: A, resultado: 'vendido' });
  await contato('aceito', { cliente: A, resultado: 'em_andamento' });
  await contato('encerrado', {
    cliente: A,
    resultado: 'nao_vendido',
    recebido: br(`${ANO - 1}-06-01T12:00:00`),
  });

  await wipe('solicitacao_privacidade');
  await privacidade('recebida', dia(-1));
  await privacidade('em_atendimento', dia(-3));
  await privacidade('recebida', dia(0));
  await privacidade('recebida', dia(5));
  await privacidade('em_atendimento', dia(6));
  await privacidade('respondida', dia(-1));
  await privacidade('aguardando_confirmacao', null);

  // Trainings: A and B must do one type; someone of A's team did it, nobody of B's. C and SM1 must do nothing.
  await db.execute(sql`delete from cliente_tipoparceria where cliente_id in (${A}, ${B}, ${C}, 'SM1')`);
  await db.execute(sql`delete from cliente_tipotreinamento where cliente_id in (${A}, ${B}, ${C}, 'SM1')`);
  await wipe('treinamento_conclusao');
  const [tipo] = await queryRows<{ id: string }>(
    db,
    sql`select id from tipotreinamento where not inativo order by id limit 1`,
  );
  for (const cliente of [A, B])
    await db.execute(
      sql`insert into cliente_tipotreinamento (cliente_id, tipotreinamento_id) values (${cliente}, ${tipo!.id})`,
    );
  await db.execute(sql`insert into treinamento_conclusao (usuario_id, tipotreinamento_id, concluido_em, origem)
    values ('EXT0001', ${tipo!.id}, ${dia(-10)}::date, 'teste')`);
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  call = apiCaller(t);
  who.ana = await sessionCookieFor(t, '10000001'); // administrator: every key
  who.lucas = await sessionCookieFor(t, '10000002'); // staff, read-only profile: no list's key
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // a partner
  await arrange();
});
afterAll(() => t.close());

const equipe = async (cookie: string) => {
  const answer = await call('GET', '/api/home/equipe', cookie);
  expect(answer.status).toBe(200);
  return answer.body as HomeEquipe;
};

describe('GET /api/home/equipe', () => {
  it('counts what waits in each queue and sums the channel, as laid out', async () => {
    const months = Array.from({ length: MES }, (_, i) => ({
      mes: i + 1,
      atual: i === 0 ? 360_000 : 0,
      anterior: i === 0 ? 290_000 : i === 11 ? 999 : 0,
    }));
    expect(await equipe(who.ana!)).toEqual({
      solicitacoes: { recebidas: 2, atrasadas: 2 },
      resgates: { emAnalise: { quantidade: 1, valor: 300 }, aPagar: { quantidade: 1, valor: 500 } },
      candidaturas: { recebidas: 2, atrasadas: 2 },
      contatos: { comEquipe: 1, vencendo: 1 },
      privacidade: { atrasadas: 2, vencendo: 2, noPrazo: 1 },
      semMunicipio: { empresas: 1 },
      classes: {
        ano: ANO,
        porClasse: [
          // A, and the two added at Prix 10 that are active (SM1, SM3).
          { id: '10', nome: 'Prix 10', parceiros: 3 },
          { id: '100', nome: 'Prix 100', parceiros: 1 },
          { id: '250', nome: 'Prix 250', parceiros: 1 },
        ],
        sobem: 1,
        descem: 1,
      },
      faturamento: {
        ano: ANO,
        meses: months,
        atual: 360_000,
        anterior: MES === 12 ? 290_999 : 290_000,
      },
      verba: {
        ano: ANO,
        parceiros: 2,
        verbaAnual: 2_300,
        solicitado: 300,
        aprovado: 500,
        pago: 100,
        disponivel: 1_700,
      },
      contatosGanhos: { ano: ANO, vendidos: 1, naoVendidos: 0, emAndamento: 1 },
      treinamentos: { conformes: 1, pendentes: 1 },
    });
  });

  it('each queue tile counts what its link’s filtered list lists', async () => {
    const total = async (url: string) => {
      const answer = await call('GET', url, who.ana!);
      expect(answer.status, url).toBe(200);
      return answer.body.total;
    };
    expect(await total('/api/solicitacao?status=Recebida')).toBe(2);
    expect(await total('/api/solicitacao?prazo=atrasadas')).toBe(2);
    expect(await total('/api/solicitacao?prazo=abertas')).toBe(4);
    const aPagar = '/api/solicitacao?formulario=resgate-verba-marketing-cooperado&status=Aprovada';
    expect(await total(aPagar)).toBe(1);
    expect(await total('/api/solicitacao?formulario=resgate-verba-marketing-cooperado&prazo=abertas')).toBe(
      1,
    );
    expect(await total('/api/candidaturas?status=recebida')).toBe(2);
    expect(await total('/api/candidaturas?prazo=atrasadas')).toBe(2);
    // The list's own flag agrees with its filter.
    const late = await call('GET', '/api/candidaturas?prazo=atrasadas', who.ana!);
    expect((late.body.candidaturas as { atrasada: boolean }[]).every((c) => c.atrasada)).toBe(true);
    expect(await total('/api/contatos?status=equipe')).toBe(1);
    expect(await total('/api/contatos?prazo=vencendo')).toBe(1);
    expect(await total('/api/privacidade/solicitacoes?prazo=atrasadas')).toBe(2);
    expect(await total('/api/privacidade/solicitacoes?prazo=vencendo')).toBe(2);
    expect(await total('/api/privacidade/solicitacoes?prazo=no_prazo')).toBe(1);
    const semMunicipio = await call('GET', '/api/cliente/sem-municipio', who.ana!);
    expect(semMunicipio.body.clientes).toHaveLength(1);
    // A filter value the lists do not know is a 400 in Portuguese, never a 500.
    expect((await call('GET', '/api/solicitacao?prazo=ontem', who.ana!)).status).toBe(400);
    expect((await call('GET', '/api/contatos?prazo=ontem', who.ana!)).status).toBe(400);
  });

  it('a redemption in Pendência waits for the partner: not for Prix, yet still asked of the fund', async () => {
    await solicitacao('resgate-verba-marketing-cooperado', C, 'Pendência', ago(40 * DAY), 200);
    try {
      const figures = await equipe(who.ana!);
      // Staff's side (STATUS_AGUARDANDO_PRIX): neither waiting for analysis nor late.
      expect(figures.resgates?.emAnalise).toEqual({ quantidade: 1, valor: 300 });
      expect(figures.solicitacoes?.atrasadas).toBe(2);
      const abertas = await call(
        'GET',
        '/api/solicitacao?formulario=resgate-verba-marketing-cooperado&prazo=abertas',
        who.ana!,
      );
      expect(abertas.body.total).toBe(1);
      // The fund's side (STATUS_EM_ABERTO): undecided, so its amount is requested, not spent.
      expect(figures.verba).toMatchObject({ solicitado: 500, aprovado: 500, pago: 100, disponivel: 1_700 });
    } finally {
      await db.execute(sql`delete from solicitacao where status = 'Pendência'`);
    }
  });

  it('gives each staff member only the tiles of the lists they may open, working out no other', async () => {
    const staff = await staffWithKeys(t, '10000091');
    const spies = Object.values(EQUIPE_TILES).map((tile) => vi.spyOn(tile, 'load'));
    try {
      await staff.holdOnly([PERM.privacidade.encarregado]);
      expect(await equipe(staff.cookie)).toEqual({ privacidade: { atrasadas: 2, vencendo: 2, noPrazo: 1 } });
      // The privacy tile may come from the cache; no other was even worked out.
      const worked = Object.keys(EQUIPE_TILES).filter((_, i) => spies[i]!.mock.calls.length > 0);
      expect(worked.filter((name) => name !== 'privacidade')).toEqual([]);

      await staff.holdOnly([PERM.solicitacao.gerenciar, PERM.treinamento.relatorio]);
      expect(Object.keys(await equipe(staff.cookie)).sort()).toEqual([
        'resgates',
        'solicitacoes',
        'treinamentos',
        'verba',
      ]);
      await staff.holdOnly([PERM.candidatura.analisar, PERM.ondeComprar.gerenciar]);
      expect(Object.keys(await equipe(staff.cookie)).sort()).toEqual([
        'candidaturas',
        'contatos',
        'contatosGanhos',
        'semMunicipio',
      ]);
      await staff.holdOnly([PERM.classe.reclassificar, PERM.relatorio.faturamento]);
      expect(Object.keys(await equipe(staff.cookie)).sort()).toEqual(['classes', 'faturamento']);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Staff without any list's key get an empty home; a partner is refused.
    expect(await equipe(who.lucas!)).toEqual({});
    expect((await call('GET', '/api/home/equipe', who.marcos!)).status).toBe(403);
  });

  it('keeps a tile’s figures until a table it read changes', async () => {
    const load = vi.spyOn(EQUIPE_TILES.semMunicipio, 'load');
    try {
      expect((await equipe(who.ana!)).semMunicipio).toEqual({ empresas: 1 });
      expect((await equipe(who.ana!)).semMunicipio).toEqual({ empresas: 1 });
      expect(load.mock.calls.length).toBeLessThanOrEqual(1);
      const before = load.mock.calls.length;
      await db.execute(
        sql`insert into cliente (id, nome, estado_id, cidade) values ('SM4', 'Mais Uma Ltda', 'RJ', 'Lugar')`,
      );
      expect((await equipe(who.ana!)).semMunicipio).toEqual({ empresas: 2 });
      expect(load.mock.calls.length).toBe(before + 1);
    } finally {
      load.mockRestore();
      await db.execute(sql`delete from cliente where id = 'SM4'`);
    }
  });
});

describe('overdue at the edge of the review time (SPEC §9: 10 working days)', () => {
  // Wednesday 18 November 2026, 10:00 in Brasília. Ten working days before it is Wednesday 4 November at 10:00
  // (the 15th, a holiday, is a Sunday that year; the 2nd, All Souls, is further back); eleven is Tuesday the 3rd.
  const now = br('2026-11-18T10:00:00');
  const eleven = br('2026-11-03T10:00:00');
  const justAfter = new Date(eleven.getTime() + 1);
  const ten = br('2026-11-04T10:00:00');

  const counts = async (tile: 'solicitacoes' | 'candidaturas', rows: (em: Date) => Promise<void>) => {
    for (const em of [eleven, justAfter, ten]) await rows(em);
    return EQUIPE_TILES[tile].load(db, momentOf(now));
  };

  it('a benefit request is overdue from the 11th working day, to the millisecond', async () => {
    await wipe('solicitacao');
    const figures = await counts('solicitacoes', (em) => solicitacao('equipamentos', A, 'Recebida', em));
    expect(figures).toEqual({ recebidas: 3, atrasadas: 1 });
  });

  it('an application too, by the same rule', async () => {
    await wipe('candidatura');
    const figures = await counts('candidaturas', (em) => candidatura('recebida', em));
    expect(figures).toEqual({ recebidas: 3, atrasadas: 1 });
  });

  it('a request received on a day off counts from the next working day', async () => {
    // Received Saturday 31 October at 23:00: Monday 2 November is All Souls, so the count starts on Tuesday the 3rd
    // and the 18th at 10:00 has seen 11 working days; received Tuesday the 3rd at 10:00:00.001, 10.
    await wipe('solicitacao');
    await solicitacao('equipamentos', A, 'Recebida', br('2026-10-31T23:00:00'));
    await solicitacao('equipamentos', A, 'Recebida', justAfter);
    expect(await EQUIPE_TILES.solicitacoes.load(db, momentOf(now))).toEqual({ recebidas: 2, atrasadas: 1 });
  });
});
