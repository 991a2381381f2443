import { sql } from 'drizzle-orm';
import type { ContatoInput } from '@prix/shared/onde-comprar';
import { queryRows, type Db } from '../db/client.js';

/** São Paulo's IBGE code: the enquiries of the tests come from there. */
export const SAO_PAULO = '3550308';
/** Km per degree of latitude on the 6,371 km sphere: a partner `km` north of a place is that far from it. */
const KM_POR_GRAU = (Math.PI * 6371) / 180;

/** Hides every company's listing, so only the partners a test places are candidates. */
export async function hideAllListings(db: Db): Promise<void> {
  await db.execute(sql`insert into cliente_pagina (cliente_id, visivel) select id, false from cliente
    on conflict (cliente_id) do update set visivel = false`);
}

/** The position of a municipality. */
export async function positionOf(db: Db, municipio = SAO_PAULO): Promise<{ lat: number; lon: number }> {
  const [row] = await queryRows<{ lat: number; lon: number }>(
    db,
    sql`select lat, lon from municipio where id = ${municipio}`,
  );
  return { lat: Number(row!.lat), lon: Number(row!.lon) };
}

/**
 * A listed partner `km` north of São Paulo: class `classe` (250 and above hold SITE: listed as reseller),
 * partnership types `tipos` (OT…: a workshop). Made visible again when it existed (the demo companies).
 */
export async function placePartner(
  db: Db,
  id: string,
  options: { km: number; classe?: string; tipos?: string[]; email?: string | null },
): Promise<void> {
  const origem = await positionOf(db);
  const lat = origem.lat + options.km / KM_POR_GRAU;
  const email = options.email === undefined ? `contato@${id.toLowerCase()}.com.br` : options.email;
  await db.execute(sql`insert into cliente (id, nome, classe_id, estado_id, municipio_id, latitude, longitude, emailprop)
    values (${id}, ${`Parceiro ${id}`}, ${options.classe ?? '250'}, 'SP', ${SAO_PAULO}, ${lat}, ${origem.lon}, ${email})
    on conflict (id) do update set classe_id = excluded.classe_id, latitude = excluded.latitude,
      longitude = excluded.longitude, inativo = false`);
  await db.execute(sql`delete from cliente_tipoparceria where cliente_id = ${id}`);
  for (const tipo of options.tipos ?? ['REV'])
    await db.execute(
      sql`insert into cliente_tipoparceria (cliente_id, tipoparceria_id) values (${id}, ${tipo})`,
    );
  await db.execute(sql`delete from cliente_pagina where cliente_id = ${id}`);
}

/** A valid enquiry from São Paulo, shown 10 s ago. */
export const enquiry = (over: Partial<ContatoInput> = {}): ContatoInput => ({
  nome: 'Joana Cliente',
  email: 'joana@cliente.com.br',
  telefone: '+55 (11) 3333-4444',
  municipio: SAO_PAULO,
  interesse: 'compra',
  linha: 'comercial',
  mensagem: 'Preciso de uma balança para o meu mercado.',
  consentimento: true,
  tempo: 10_000,
  ...over,
});

export interface ContatoState {
  id: number;
  uuid: string;
  status: string;
  cliente_id: string | null;
  oferta_id: number | null;
  prazo: Date | string | null;
  resultado: string | null;
}

/** The newest enquiry's state. */
export async function lastContato(db: Db): Promise<ContatoState> {
  const [row] = await queryRows<ContatoState>(
    db,
    sql`select id, uuid, status, cliente_id, oferta_id, prazo, resultado from contato order by id desc limit 1`,
  );
  return row!;
}

export async function contatoState(db: Db, uuid: string): Promise<ContatoState> {
  const [row] = await queryRows<ContatoState>(
    db,
    sql`select id, uuid, status, cliente_id, oferta_id, prazo, resultado from contato where uuid = ${uuid}`,
  );
  return row!;
}

/** The enquiry's events as `tipo:cliente` (partner id or '-'), in order. */
export async function eventsOf(db: Db, contatoId: number): Promise<string[]> {
  const rows = await queryRows<{ tipo: string; cliente_id: string | null }>(
    db,
    sql`select tipo, cliente_id from contato_evento where contato_id = ${contatoId} order by id`,
  );
  return rows.map((r) => `${r.tipo}:${r.cliente_id ?? '-'}`);
}
