import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import * as data from './data.js';
import * as reg from './registers-data.js';
import { demoBilling } from './faturamento-data.js';
import { seedDemoClicks } from './cliques.js';
import { seedContatos } from './contatos.js';
import { seedPrivacidade } from './privacidade-data.js';
import { seedIntegracoes } from './integracoes-data.js';
import { solicitacoesDemo } from './solicitacoes-data.js';
import { diaAtras, nfeDemoRow } from './comprovacoes.js';
import { faqEntries } from './faq-data.js';
import {
  coordenadasDemo,
  empresaSemMunicipioDemo,
  municipiosDemo,
  paginasDemo,
  parceirosDemo,
} from './onde-comprar-data.js';

import { conclusoesDemo, criacaoDemo } from './treinamentos-data.js';
import { historicoClasseDemo } from './classe-historico-data.js';
import { sanitizeRichText } from '@prix/shared/rich-text-sanitize';
import { SYSTEM_AUTHOR } from '../registers/register-sql.js';

const SEED_USER = SYSTEM_AUTHOR.id;
const audit = { uscriacao: SEED_USER };

/** Inserts rows that are not there yet; what exists is left exactly as it is. */
async function put<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length) await tx.insert(table).values(rows).onConflictDoNothing();
}

/**
 * The programme's reference data (SPEC §3, §6, §9): countries, states, languages, genders, the parameters with
 * their defaults, the six classes with their benefits and values, partnership and training types, the
 * permission keys and the base profiles and job titles, the FAQ's programme rules. What a production start
 * writes on an empty database; no people, companies, billing, clicks, files, requests or banners.
 * Idempotent: a row already there is left exactly as it is.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await put(
      tx,
      t.pais,
      reg.paises.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.estado,
      reg.estadosBrasil.map(([id, nome]) => ({ paisId: 'BR', id, nome })),
    );
    await put(
      tx,
      t.idioma,
      reg.idiomas.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.genero,
      reg.generos.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.parametro,
      reg.parametros.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.classe,
      data.classes.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.tipoparceria,
      data.tiposparceria.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.tipotreinamento,
      reg.tiposTreinamento.map((c) => ({ ...c, ...audit })),
    );
    await put(
      tx,
      t.tipoparceriaTipotreinamento,
      Object.entries(reg.treinamentosPorTipo).flatMap(([tipoparceriaId, ids]) =>
        ids.map((tipotreinamentoId) => ({ tipoparceriaId, tipotreinamentoId })),
      ),
    );
    await put(
      tx,
      t.tipoparceriacomplementar,
      reg.tiposParceriaComplementar.map(({ id, nome }) => ({ id, nome, ...audit })),
    );
    await put(
      tx,
      t.tipoparceriacomplementarTipoparceria,
      reg.tiposParceriaComplementar.flatMap((c) =>
        c.tipos.map((tipoparceriaId) => ({ tipoparceriacomplementarId: c.id, tipoparceriaId })),
      ),
    );
    await put(
      tx,
      t.beneficio,
      reg.beneficios.map(({ id, nome }) => ({ id, nome, ...audit })),
    );
    await put(
      tx,
      t.classeBeneficio,
      reg.beneficios.flatMap((b) =>
        data.classes
          .filter((c) => Number(c.id) >= b.desde)
          .map((c) => ({
            classeId: c.id,
            beneficioId: b.id,
            valorBeneficio: b.valores?.[c.id] ?? null,
            uscreation: SEED_USER,
          })),
      ),
    );
    await put(
      tx,
      t.permissao,
      data.permissoes.map(({ id, referencia, nome, externa }) => ({
        id,
        referencia,
        nome,
        externa,
        ...audit,
      })),
    );
    await put(
      tx,
      t.permissaoTipoparceria,
      data.permissoes.flatMap((p) =>
        p.tipos.map((tipoparceriaId) => ({ permissaoId: p.id, tipoparceriaId })),
      ),
    );
    await put(
      tx,
      t.permissaoClasse,
      data.permissoes.flatMap((p) => p.classes.map((classeId) => ({ permissaoId: p.id, classeId }))),
    );
    const permissaoIdByKey = new Map(data.permissoes.map((p) => [p.referencia, p.id]));
    await put(
      tx,
      t.perfil,
      data.perfis.map(({ id, nome }) => ({ id, nome, ...audit })),
    );
    await put(
      tx,
      t.perfilPermissao,
      data.perfis.flatMap((p) =>
        p.keys.map((k) => ({ perfilId: p.id, permissaoId: permissaoIdByKey.get(k)! })),
      ),
    );

    await put(
      tx,
      t.cargo,
      data.cargos.map(({ id, nome }) => ({ id, nome, ...audit })),
    );
    for (const c of data.cargos.filter((c) => c.cargoSupId)) {
      await tx.update(t.cargo).set({ cargoSupId: c.cargoSupId }).where(eq(t.cargo.id, c.id));
    }
    await put(
      tx,
      t.cargoPerfil,
      data.cargos.flatMap((c) => c.perfis.map((perfilId) => ({ cargoId: c.id, perfilId }))),
    );

    await put(
      tx,
      t.faq,
      faqEntries.map((f, i) => ({
        id: `FAQ${String(i + 1).padStart(6, '0')}`,
        assunto: f.assunto,
        pergunta: f.pergunta,
        resposta: sanitizeRichText(f.resposta),
        ordem: String(f.ordem),
        ...audit,
      })),
    );
  });
}

/**
 * The demo: branches, people, partner companies with their billing, class history and training completions, clicks, requests and
 * enquiries from the public locator (the
 * documents, images and banners are `seedContent`'s). Over the reference data; idempotent like it.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await put(
      tx,
      t.filial,
      data.filiais.map((c) => ({ ...c, ...audit })),
    );

    await put(
      tx,
      t.usuario,
      data.usuarios.map((u) => ({
        id: u.id,
        nome: u.nome,
        sobrenome: u.sobrenome,
        email: u.email,
        externo: u.externo,
        login: u.login ?? null,
        cargoId: u.cargoId ?? null,
        filialId: u.filialId ?? null,
        incompleto: u.incompleto ?? false,
        cpf: u.cpf ?? null,
        telefone: u.telefone ?? null,
        celular: u.celular ?? null,
        ...audit,
      })),
    );
    for (const u of data.usuarios.filter((u) => u.usuarioSupId)) {
      await tx.update(t.usuario).set({ usuarioSupId: u.usuarioSupId }).where(eq(t.usuario.id, u.id));
    }
    await put(
      tx,
      t.usuarioPerfil,
      data.usuarios.flatMap((u) => (u.perfis ?? []).map((perfilId) => ({ usuarioId: u.id, perfilId }))),
    );

    await put(
      tx,
      t.cliente,
      data.clientes.map(({ tipos: _tipos, ...c }) => ({
        ...c,
        municipioId: municipiosDemo[c.id],
        ...coordenadasDemo[c.id],
        dhcriacao: criacaoDemo(new Date())[c.id],
        ...audit,
      })),
    );
    await put(
      tx,
      t.clienteTipoparceria,
      data.clientes.flatMap((c) => c.tipos.map((tipoparceriaId) => ({ clienteId: c.id, tipoparceriaId }))),
    );
    // 'Onde comprar': partners in other states (no users), and the public listings.
    await put(
      tx,
      t.cliente,
      parceirosDemo.map(({ tipos: _tipos, ...c }) => ({ ...c, usuarioRespId: '10000003', ...audit })),
    );
    await put(
      tx,
      t.clienteTipoparceria,
      parceirosDemo.flatMap((c) => c.tipos.map((tipoparceriaId) => ({ clienteId: c.id, tipoparceriaId }))),
    );
    await put(
      tx,
      t.clientePagina,
      paginasDemo.map((p) => ({ ...p, ...audit })),
    );
    const { tipos: semMunicipioTipos, ...semMunicipio } = empresaSemMunicipioDemo;
    await put(tx, t.cliente, [{ ...semMunicipio, usuarioRespId: '10000003', ...audit }]);
    await put(
      tx,
      t.clienteTipoparceria,
      semMunicipioTipos.map((tipoparceriaId) => ({ clienteId: semMunicipio.id, tipoparceriaId })),
    );
    await put(tx, t.faturamento, demoBilling(new Date()));
    // The class history (decisions 0028, 0053): the company screen's card and 'Meu desempenho''s 'desde'. Only
    // for companies without any: a history is never rewritten.
    const comHistorico = new Set(
      (await tx.selectDistinct({ id: t.classeHistorico.clienteId }).from(t.classeHistorico)).map((r) => r.id),
    );
    await put(
      tx,
      t.classeHistorico,
      historicoClasseDemo(new Date()).filter((h) => !comHistorico.has(h.clienteId)),
    );
    await put(
      tx,
      t.usuarioCliente,
      data.usuarios.flatMap((u) => (u.clientes ?? []).map((clienteId) => ({ usuarioId: u.id, clienteId }))),
    );
    await put(
      tx,
      t.treinamentoConclusao,
      conclusoesDemo(new Date()).map((c) => ({ ...c, origem: 'demo', ...audit })),
    );
    await seedDemoClicks(tx);
    await seedSolicitacoes(tx);
    await seedContatos(tx);
    await seedPrivacidade(tx);
    await seedIntegracoes(tx);
  });
}

/**
 * The demo's billing brought up to the current month on a database that holds the demo (made by an earlier
 * start, months or a year ago): its companies, known by code and CNPJ, get the months they lack, so the
 * reports and the yearly reclassification, which reads last year, find them. What is there stays.
 */
export async function bringDemoBillingUpToDate(db: Db, today = new Date()): Promise<number> {
  const demo = [...data.clientes, ...parceirosDemo].map((c) => ({ id: c.id, cnpj: c.cnpj }));
  const present = await db
    .select({ id: t.cliente.id, cnpj: t.cliente.cnpj })
    .from(t.cliente)
    .where(
      inArray(
        t.cliente.id,
        demo.map((c) => c.id),
      ),
    );
  const ours = new Set(
    present.filter((p) => demo.some((c) => c.id === p.id && c.cnpj === p.cnpj)).map((p) => p.id),
  );
  const rows = demoBilling(today).filter((r) => ours.has(r.clienteId));
  if (!rows.length) return 0;
  const added = await db
    .insert(t.faturamento)
    .values(rows)
    .onConflictDoNothing()
    .returning({ clienteId: t.faturamento.clienteId });
  return added.length;
}

/** Reference data and the demo: `npm start` on an empty database outside production, `npm run seed -- --demo`. */
export async function seed(db: Db): Promise<void> {
  await seedReference(db);
  await seedDemo(db);
}

/** The demo requests, only on a database without any (they have no natural key to skip by). */
async function seedSolicitacoes(tx: Db): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(t.solicitacao);
  if ((row?.n ?? 0) > 0) return;
  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  for (const demo of solicitacoesDemo) {
    const moves = demo.historico.filter((h) => h.para);
    const [created] = await tx
      .insert(t.solicitacao)
      .values({
        formulario: demo.formulario,
        clienteId: demo.clienteId,
        usuarioId: demo.usuarioId,
        status: moves.at(-1)?.para ?? 'Recebida',
        dados: demo.periodo
          ? {
              ...demo.dados,
              periodoInicio: diaAtras(demo.periodo[0], now),
              periodoFim: diaAtras(demo.periodo[1], now),
            }
          : demo.dados,
        valor: demo.valor === undefined ? null : demo.valor.toFixed(2),
        valorAprovado: demo.valorAprovado === undefined ? null : demo.valorAprovado.toFixed(2),
        pagoEm: demo.pagamento ? diaAtras(demo.pagamento.diasAtras, now) : null,
        pagamentoReferencia: demo.pagamento?.referencia ?? null,
        dhcriacao: daysAgo(demo.diasAtras),
        dhedicao: moves.length > 1 ? daysAgo(moves.at(-1)!.diasAtras) : null,
      })
      .returning({ id: t.solicitacao.id });
    // A redemption's NF-e (decision 0055); its files are written with the file storage (seed/comprovacoes.ts).
    const nfe = nfeDemoRow(demo, created!.id, now);
    if (nfe) await tx.insert(t.resgateNfe).values(nfe);
    let status: string | null = null;
    await tx.insert(t.solicitacaoEvento).values(
      demo.historico.map((h) => {
        const event = {
          solicitacaoId: created!.id,
          tipo: h.para ? 'status' : 'comentario',
          statusDe: h.para ? status : null,
          statusPara: h.para ?? null,
          texto: h.comentario ?? null,
          usuarioId: h.usuarioId,
          dhcriacao: daysAgo(h.diasAtras),
        };
        if (h.para) status = h.para;
        return event;
      }),
    );
  }
}

/** Whether the database holds partner companies (the demo seed refuses to run over a production's). */
export async function holdsPartners(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.cliente);
  return (row?.n ?? 0) > 0;
}

/** True when the database has never been seeded (no users at all). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.usuario);
  return (row?.n ?? 0) === 0;
}
