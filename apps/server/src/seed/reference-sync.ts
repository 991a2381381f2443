import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { SYSTEM_AUTHOR } from '../registers/register-sql.js';
import * as data from './data.js';
import {
  parametros,
  tiposParceriaComplementar,
  tiposTreinamento,
  treinamentosPorTipo,
} from './registers-data.js';

const audit = { uscriacao: SYSTEM_AUTHOR.id };

/** What a start added to the reference data (each list empty when the database had it all). */
export interface ReferenceSync {
  keys: string[];
  parametros: string[];
  tiposTreinamento: string[];
  tiposParceriaComplementar: string[];
}

/**
 * The catalogue rows a release brings (training types, complementary partnership types) that the database
 * lacks, with their links to the partnership types only when the row is new to it: a link staff removed from
 * a type the database already had stays removed.
 */
async function addMissingCatalogueRows(
  tx: Db,
): Promise<Pick<ReferenceSync, 'tiposTreinamento' | 'tiposParceriaComplementar'>> {
  const tiposParceria = new Set(
    (await tx.select({ id: t.tipoparceria.id }).from(t.tipoparceria)).map((r) => r.id),
  );
  const treinamentos = (
    await tx
      .insert(t.tipotreinamento)
      .values(tiposTreinamento.map((c) => ({ ...c, ...audit })))
      .onConflictDoNothing()
      .returning({ id: t.tipotreinamento.id })
  ).map((r) => r.id);
  const obrigatorios = Object.entries(treinamentosPorTipo)
    .filter(([tipoparceriaId]) => tiposParceria.has(tipoparceriaId))
    .flatMap(([tipoparceriaId, ids]) =>
      ids
        .filter((id) => treinamentos.includes(id))
        .map((tipotreinamentoId) => ({ tipoparceriaId, tipotreinamentoId })),
    );
  if (obrigatorios.length)
    await tx.insert(t.tipoparceriaTipotreinamento).values(obrigatorios).onConflictDoNothing();
  const complementares = (
    await tx
      .insert(t.tipoparceriacomplementar)
      .values(tiposParceriaComplementar.map(({ id, nome }) => ({ id, nome, ...audit })))
      .onConflictDoNothing()
      .returning({ id: t.tipoparceriacomplementar.id })
  ).map((r) => r.id);
  const vinculos = tiposParceriaComplementar
    .filter((c) => complementares.includes(c.id))
    .flatMap((c) =>
      c.tipos
        .filter((tipoparceriaId) => tiposParceria.has(tipoparceriaId))
        .map((tipoparceriaId) => ({ tipoparceriacomplementarId: c.id, tipoparceriaId })),
    );
  if (vinculos.length)
    await tx.insert(t.tipoparceriacomplementarTipoparceria).values(vinculos).onConflictDoNothing();
  return { tiposTreinamento: treinamentos, tiposParceriaComplementar: complementares };
}

/**
 * What a release adds to the reference data, brought to a database that already has it, on every start after
 * the migrations: permission keys the portal does not know yet (with their partnership types and classes, and
 * granted to the base profiles whose definition holds them), parameters it lacks, with their defaults, and the
 * catalogue rows it lacks (training types, complementary partnership types). Only what is missing is written:
 * a row staff changed stays as they left it, and a key a base profile lost stays lost (only a key new to this
 * database is granted; only a training type new to it is made mandatory for its partnership types).
 */
export async function syncReferenceData(db: Db): Promise<ReferenceSync> {
  return db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ referencia: t.permissao.referencia }).from(t.permissao)).map((p) => p.referencia),
    );
    const missing = data.permissoes.filter((p) => !known.has(p.referencia));
    if (missing.length) {
      const taken = new Set((await tx.select({ id: t.permissao.id }).from(t.permissao)).map((p) => p.id));
      let next = taken.size + 1;
      const freeId = (wanted: string) => {
        if (!taken.has(wanted)) return wanted;
        while (taken.has(`P${String(next).padStart(3, '0')}`)) next++;
        return `P${String(next).padStart(3, '0')}`;
      };
      const added = missing.map((p) => {
        const id = freeId(p.id);
        taken.add(id);
        return { ...p, id };
      });
      await tx
        .insert(t.permissao)
        .values(
          added.map(({ id, referencia, nome, externa }) => ({ id, referencia, nome, externa, ...audit })),
        );
      const tipos = added.flatMap((p) =>
        p.tipos.map((tipoparceriaId) => ({ permissaoId: p.id, tipoparceriaId })),
      );
      if (tipos.length) await tx.insert(t.permissaoTipoparceria).values(tipos).onConflictDoNothing();
      const classes = added.flatMap((p) => p.classes.map((classeId) => ({ permissaoId: p.id, classeId })));
      if (classes.length) await tx.insert(t.permissaoClasse).values(classes).onConflictDoNothing();
      const idOf = new Map(added.map((p) => [p.referencia as string, p.id]));
      const profiles = (
        await tx
          .select({ id: t.perfil.id })
          .from(t.perfil)
          .where(
            inArray(
              t.perfil.id,
              data.perfis.map((p) => p.id),
            ),
          )
      ).map((p) => p.id);
      const grants = data.perfis
        .filter((p) => profiles.includes(p.id))
        .flatMap((p) =>
          p.keys.filter((k) => idOf.has(k)).map((k) => ({ perfilId: p.id, permissaoId: idOf.get(k)! })),
        );
      if (grants.length) await tx.insert(t.perfilPermissao).values(grants).onConflictDoNothing();
    }
    const addedParams = await tx
      .insert(t.parametro)
      .values(parametros.map((p) => ({ ...p, ...audit })))
      .onConflictDoNothing()
      .returning({ id: t.parametro.id });
    return {
      keys: missing.map((p) => p.referencia),
      parametros: addedParams.map((p) => p.id),
      ...(await addMissingCatalogueRows(tx)),
    };
  });
}
