import { sql } from 'drizzle-orm';
import {
  CONSENTIMENTO_CONTATO_VERSAO,
  INTERESSES,
  PRAZO_RESPOSTA_DIAS_UTEIS,
} from '@prix/shared/onde-comprar';
import { queryRows, type Db } from '../db/client.js';
import { addWorkingDays } from '../lib/working-days.js';
import { distanceKmSql, listedPartners } from '../modules/onde-comprar/listing.js';
import { formatPrazo } from '../modules/contatos/contato-mail.js';
import { contatosDemo, type ContatoDemo, type ParceiroDemo, type PassoDemo } from './contatos-data.js';

/**
 * The demo enquiries (contatos-data.ts), written as routing would have left them: the enquiry, its events and
 * its current state. Only on a database without any enquiry. The offers still open get their expiry job when
 * the server's queue starts (modules/contatos: every current offer is scheduled at start).
 */
export async function seedContatos(db: Db, now = new Date()): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contato`);
  if (existing!.n > 0) return;
  for (const demo of contatosDemo) await seedOne(db, demo, now);
}

async function resolve(
  db: Db,
  demo: ContatoDemo,
  parceiro: ParceiroDemo | undefined,
): Promise<string | null> {
  if (parceiro === undefined) return null;
  if (typeof parceiro === 'string') return parceiro;
  const [place] = await queryRows<{ lat: number; lon: number }>(
    db,
    sql`select lat, lon from municipio where id = ${demo.municipio}`,
  );
  if (!place) return null;
  const excluir = parceiro.proximo.length
    ? sql`and lp.id not in (${sql.join(
        parceiro.proximo.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select lp.id from ${listedPartners(INTERESSES[demo.interesse].tipo)} lp where true ${excluir}
        order by ${distanceKmSql(Number(place.lat), Number(place.lon))}, lp.id limit 1`,
  );
  return row?.id ?? null;
}

async function seedOne(db: Db, demo: ContatoDemo, now: Date): Promise<void> {
  const at = (p: PassoDemo) => new Date(now.getTime() - p.horasAtras * 3_600_000);
  // The partners of the steps; a step whose partner the demo lacks ends the story there (to staff).
  const passos: (PassoDemo & { clienteId: string | null })[] = [];
  for (const passo of demo.passos) {
    const clienteId = await resolve(db, demo, passo.parceiro);
    if (passo.parceiro !== undefined && !clienteId) {
      const last = passos.at(-1);
      if (last && (last.tipo === 'recusado' || last.tipo === 'expirado'))
        passos.push({ tipo: 'sem_parceiro', horasAtras: last.horasAtras, clienteId: null });
      break;
    }
    passos.push({ ...passo, clienteId });
  }
  const recebido = at(passos[0]!);
  const [place] = await queryRows<{ lat: number; lon: number }>(
    db,
    sql`select lat, lon from municipio where id = ${demo.municipio}`,
  );
  if (!place) return;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into contato (recebido_em, nome, email, telefone, municipio_id, lat, lon, interesse, linha, mensagem,
          status, consentimento_versao, consentimento_em, atualizado_em)
        values (${recebido.toISOString()}::timestamptz, ${demo.nome}, ${demo.email}, ${demo.telefone},
          ${demo.municipio}, ${place.lat}, ${place.lon}, ${demo.interesse}, ${demo.linha}, ${demo.mensagem},
          'equipe', ${CONSENTIMENTO_CONTATO_VERSAO}, ${recebido.toISOString()}::timestamptz,
          ${recebido.toISOString()}::timestamptz)
        returning id`,
  );
  const contatoId = row!.id;
  let state: {
    status: string;
    clienteId: string | null;
    ofertaId: number | null;
    prazo: Date | null;
  } = { status: 'equipe', clienteId: null, ofertaId: null, prazo: null };
  for (const passo of passos) {
    const em = at(passo);
    const prazo = passo.tipo === 'oferecido' ? addWorkingDays(em, PRAZO_RESPOSTA_DIAS_UTEIS) : null;
    const answers = passo.tipo === 'aceito' || passo.tipo === 'recusado' || passo.tipo === 'expirado';
    const [event] = await queryRows<{ id: number }>(
      db,
      sql`insert into contato_evento (contato_id, tipo, em, cliente_id, usuario_id, oferta_id, detalhe)
          values (${contatoId}, ${passo.tipo}, ${em.toISOString()}::timestamptz, ${passo.clienteId},
            ${passo.usuarioId ?? null}, ${answers ? state.ofertaId : null},
            ${prazo ? `Responder até ${formatPrazo(prazo)}` : (passo.detalhe ?? null)})
          returning id`,
    );
    if (passo.tipo === 'oferecido')
      state = { status: 'oferecido', clienteId: passo.clienteId, ofertaId: event!.id, prazo };
    else if (passo.tipo === 'aceito') state = { ...state, status: 'aceito', prazo: null };
    else if (passo.tipo === 'sem_parceiro')
      state = { status: 'equipe', clienteId: null, ofertaId: null, prazo: null };
  }
  const resultado = state.status === 'aceito' ? (demo.resultado ?? null) : null;
  const status = resultado === 'vendido' || resultado === 'nao_vendido' ? 'encerrado' : state.status;
  await db.execute(
    sql`update contato set status = ${status}, cliente_id = ${state.clienteId}, oferta_id = ${state.ofertaId},
          prazo = ${state.prazo?.toISOString() ?? null}::timestamptz, resultado = ${resultado},
          atualizado_em = ${at(passos.at(-1)!).toISOString()}::timestamptz
        where id = ${contatoId}`,
  );
}
