import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { acessosDadosSchema } from '@prix/shared/privacidade';
import { queryRows, type Db } from '../../db/client.js';

/** What a logged read was (decision 0048): never personal data itself; the person is in its own columns. */
export const OQUE = {
  detalheUsuario: 'Cadastro do usuário',
  consultaEmail: 'Consulta de titular por e-mail',
  consultaCpf: 'Consulta de titular por CPF',
  exportacao: 'Exportação dos dados do titular',
  anonimizacao: 'Anonimização do titular',
  recusado: 'Tentativa recusada de ler dados de outra pessoa',
} as const;

export interface Acesso {
  /** Who read (their user code). */
  quem: string;
  titularUsuarioId?: string | null;
  /** A visitor looked up by e-mail (no user). */
  titularEmail?: string | null;
  oque: string;
}

/** Logs a read of a person's record (in the caller's transaction when given one). */
export async function registrarAcesso(db: Db, a: Acesso): Promise<void> {
  await db.execute(sql`
    insert into acesso_dados_pessoais (usuario_id, titular_usuario_id, titular_email, oque)
    values (${a.quem}, ${a.titularUsuarioId ?? null}, ${a.titularEmail?.slice(0, 100) ?? null}, ${a.oque.slice(0, 200)})`);
}

export const ACESSOS_POR_PAGINA = 20;

/** The officer's page of the log, newest first: who (name and code), when, what and whose. */
export async function listarAcessos(db: Db, page: number): Promise<z.infer<typeof acessosDadosSchema>> {
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from acesso_dados_pessoais`,
  );
  const rows = await queryRows<{ em: Date | string; quem: string; oque: string; titular: string | null }>(
    db,
    sql`select a.em, coalesce(l.nomecompleto || ' (' || l.id || ')', a.usuario_id) as quem, a.oque,
          coalesce(t.nomecompleto || ' (' || t.id || ')', a.titular_email,
            case when a.titular_usuario_id is not null then a.titular_usuario_id end) as titular
        from acesso_dados_pessoais a
        left join usuario l on l.id = a.usuario_id
        left join usuario t on t.id = a.titular_usuario_id
        order by a.em desc, a.id desc
        limit ${ACESSOS_POR_PAGINA} offset ${(page - 1) * ACESSOS_POR_PAGINA}`,
  );
  return {
    acessos: rows.map((r) => ({
      em: new Date(r.em).toISOString(),
      quem: r.quem,
      oque: r.titular ? `${r.oque}: ${r.titular}` : r.oque,
    })),
    total,
    page,
  };
}
