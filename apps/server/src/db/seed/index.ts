import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import * as data from './data.js';

const SEED_USER = 'sistema';

/**
 * Inserts the demo data. Idempotent: what exists is left alone, so `npm run seed` can restore a
 * deleted demo record without touching anything else.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const audit = { uscriacao: SEED_USER };
    await tx
      .insert(t.classe)
      .values(data.classes.map((c) => ({ ...c, ...audit })))
      .onConflictDoNothing();
    await tx
      .insert(t.tipoparceria)
      .values(data.tiposparceria.map((c) => ({ ...c, ...audit })))
      .onConflictDoNothing();
    await tx
      .insert(t.filial)
      .values(data.filiais.map((c) => ({ ...c, ...audit })))
      .onConflictDoNothing();
    await tx
      .insert(t.permissao)
      .values(
        data.permissoes.map(({ id, referencia, nome, externa }) => ({
          id,
          referencia,
          nome,
          externa,
          ...audit,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.permissaoTipoparceria)
      .values(
        data.permissoes.flatMap((p) =>
          p.tipos.map((tipoparceriaId) => ({ permissaoId: p.id, tipoparceriaId })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.permissaoClasse)
      .values(data.permissoes.flatMap((p) => p.classes.map((classeId) => ({ permissaoId: p.id, classeId }))))
      .onConflictDoNothing();

    const permissaoIdByKey = new Map(data.permissoes.map((p) => [p.referencia, p.id]));
    await tx
      .insert(t.perfil)
      .values(data.perfis.map(({ id, nome }) => ({ id, nome, ...audit })))
      .onConflictDoNothing();
    await tx
      .insert(t.perfilPermissao)
      .values(
        data.perfis.flatMap((p) =>
          p.keys.map((k) => ({ perfilId: p.id, permissaoId: permissaoIdByKey.get(k)! })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(t.cargo)
      .values(data.cargos.map(({ id, nome }) => ({ id, nome, ...audit })))
      .onConflictDoNothing();
    for (const c of data.cargos.filter((c) => c.cargoSupId)) {
      await tx.update(t.cargo).set({ cargoSupId: c.cargoSupId }).where(eq(t.cargo.id, c.id));
    }
    const cargoPerfis = data.cargos.flatMap((c) => c.perfis.map((perfilId) => ({ cargoId: c.id, perfilId })));
    if (cargoPerfis.length) await tx.insert(t.cargoPerfil).values(cargoPerfis).onConflictDoNothing();

    const users = data.usuarios.map((u) => ({
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
      acessosfsf: true,
      treinamento: true,
      ...audit,
    }));
    await tx.insert(t.usuario).values(users).onConflictDoNothing();
    for (const u of data.usuarios.filter((u) => u.usuarioSupId)) {
      await tx.update(t.usuario).set({ usuarioSupId: u.usuarioSupId }).where(eq(t.usuario.id, u.id));
    }
    const userPerfis = data.usuarios.flatMap((u) =>
      (u.perfis ?? []).map((perfilId) => ({ usuarioId: u.id, perfilId })),
    );
    await tx.insert(t.usuarioPerfil).values(userPerfis).onConflictDoNothing();

    await tx
      .insert(t.cliente)
      .values(data.clientes.map(({ tipos: _tipos, ...c }) => ({ ...c, ...audit })))
      .onConflictDoNothing();
    await tx
      .insert(t.clienteTipoparceria)
      .values(
        data.clientes.flatMap((c) => c.tipos.map((tipoparceriaId) => ({ clienteId: c.id, tipoparceriaId }))),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.usuarioCliente)
      .values(
        data.usuarios.flatMap((u) => (u.clientes ?? []).map((clienteId) => ({ usuarioId: u.id, clienteId }))),
      )
      .onConflictDoNothing();
  });
}

/** True when the database has never been seeded (no users at all). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.usuario);
  return (row?.n ?? 0) === 0;
}
