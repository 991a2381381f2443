import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { MSG } from '@prix/shared';
import { NOME_ANONIMIZADO, type AnonimizacaoResposta } from '@prix/shared/privacidade';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { OQUE, registrarAcesso } from './acessos.js';
import { MAPA_DADOS_PESSOAIS, type Como, type EntradaMapa } from './personal-data-map.js';
import { condicaoDe, emailSha256, titularDoUsuario, usuarioPorUuid, type Titular } from './titular-data.js';

export const MSG_JA_ANONIMIZADO = 'Esta pessoa já foi anonimizada.';

/** What erasure writes in a column (`como` of the map). */
function valor(como: Como, coluna: string, codigo: string): SQL | null {
  // A placeholder only where there was a value: an empty column stays empty.
  const seHavia = (v: SQL) => sql`case when ${sql.identifier(coluna)} is null then null else ${v} end`;
  switch (como) {
    case 'nome':
      return seHavia(sql`${NOME_ANONIMIZADO}::text`);
    case 'emailUnico':
      return seHavia(sql`${`anonimizado+${codigo.toLowerCase()}@invalid`}::text`);
    case 'emailMarcador':
      return seHavia(sql`'anonimizado@invalid'`);
    case 'nulo':
      return sql`null`;
    case 'vazio':
      return sql`''`;
    case 'dadosFormulario':
      return sql`case when jsonb_typeof(${sql.identifier(coluna)}) = 'object'
        then (${sql.identifier(coluna)} - 'email' - 'dadosAlterados') || jsonb_build_object('name', ${NOME_ANONIMIZADO}::text)
        else ${sql.identifier(coluna)} end`;
    case 'gerada':
    case 'linhaExcluida':
      return null;
  }
}

/** Children (entries reached through another's rows) before their parents: their rows are found by them. */
const ORDEM: EntradaMapa[] = [
  ...MAPA_DADOS_PESSOAIS.filter((e) => e.alcance.some((a) => 'pai' in a)),
  ...MAPA_DADOS_PESSOAIS.filter((e) => !e.alcance.some((a) => 'pai' in a)),
];

const SOLICITACOES_PRIVACIDADE = MAPA_DADOS_PESSOAIS.find((e) => e.id === 'solicitacao_privacidade')!;

/**
 * The person's privacy requests not answered yet keep, in `responder_para`, the address their answer goes to
 * (the user's e-mail, or the one a visitor's request named), before the erasure replaces it by a placeholder:
 * the officer usually answers the erasure request after carrying it out. The answer clears it.
 */
async function guardarEnderecoDeResposta(tx: Db, titular: Titular): Promise<void> {
  const cond = condicaoDe(SOLICITACOES_PRIVACIDADE, titular);
  if (!cond) return;
  await tx.execute(sql`update solicitacao_privacidade t
    set responder_para = coalesce(t.responder_para,
      (select u.email from usuario u where u.id = t.usuario_id), t.email)
    where ${cond} and t.status <> 'respondida'`);
}

/**
 * Anonymises a user at their request (decision 0048), from the map, in one transaction: personal columns
 * replaced or cleared, rows the map deletes deleted (sessions: they are signed out at once), the user marked
 * anonymised and inactive, the SHA-256 of the former e-mail kept to refuse a later sign-in; the storage's
 * files of deleted rows are removed after the commit. Rows and columns a retention rule keeps are listed.
 */
export async function anonimizarTitular(
  app: FastifyInstance,
  usuarioUuid: string,
  quem: string,
): Promise<AnonimizacaoResposta> {
  const arquivos: string[] = [];
  const resposta = await app.database.db.transaction(async (tx) => {
    const usuario = await usuarioPorUuid(tx, usuarioUuid, true);
    if (!usuario) throw new HttpError(404, MSG.naoEncontrado);
    const [{ anonimizado } = { anonimizado: false }] = await queryRows<{ anonimizado: boolean }>(
      tx,
      sql`select anonimizado_em is not null as anonimizado from usuario where id = ${usuario.id}`,
    );
    if (anonimizado) throw new HttpError(409, MSG_JA_ANONIMIZADO);
    const titular = titularDoUsuario(usuario);
    await guardarEnderecoDeResposta(tx, titular);
    const mantidos = new Map<string, AnonimizacaoResposta['mantidos'][number]>();
    let sessoesEncerradas = 0;
    for (const e of ORDEM) {
      const cond = condicaoDe(e, titular);
      if (!cond) continue;
      const tabela = sql.identifier(e.tabela);
      const retencao = e.retencao ? sql.raw(`(${e.retencao.condicao})`) : sql`false`;
      const [{ n, retidas } = { n: 0, retidas: 0 }] = await queryRows<{ n: number; retidas: number }>(
        tx,
        sql`select count(*)::int as n, (count(*) filter (where ${retencao}))::int as retidas
            from ${tabela} t where ${cond}`,
      );
      if (!n) continue;
      for (const [coluna, c] of Object.entries(e.colunas))
        if (c.tratamento === 'manter')
          mantidos.set(`${e.tabela}.${coluna}`, { tabela: e.tabela, coluna, motivo: c.motivo ?? '' });
      if (e.retencao && retidas)
        mantidos.set(`${e.tabela}.${e.retencao.coluna}`, {
          tabela: e.tabela,
          coluna: e.retencao.coluna,
          motivo: e.retencao.motivo,
        });
      const alvo = sql`${cond} and not ${retencao}`;
      if (e.excluirLinhas) {
        const quais = sql`${alvo} and ${e.excluirLinhas === true ? sql`true` : sql.raw(`(${e.excluirLinhas})`)}`;
        if (e.arquivo)
          arquivos.push(
            ...(
              await queryRows<{ chave: string }>(
                tx,
                sql`select ${sql.identifier('t')}.${sql.identifier(e.arquivo)} as chave from ${tabela} t where ${quais}`,
              )
            ).map((r) => r.chave),
          );
        const removidas = await queryRows(tx, sql`delete from ${tabela} t where ${quais} returning 1`);
        if (e.tabela === 'sessao') sessoesEncerradas += removidas.length;
      }
      const sets = Object.entries(e.colunas).flatMap(([coluna, c]) => {
        const v = c.tratamento === 'anonimizar' && c.como ? valor(c.como, coluna, usuario.id) : null;
        return v ? [sql`${sql.identifier(coluna)} = ${v}`] : [];
      });
      if (sets.length) await tx.execute(sql`update ${tabela} t set ${sql.join(sets, sql`, `)} where ${alvo}`);
    }
    await tx.execute(sql`update usuario set inativo = true, anonimizado_em = now() where id = ${usuario.id}`);
    if (titular.email) {
      await tx.execute(sql`insert into titular_anonimizado (email_sha256) values (${emailSha256(titular.email)})
        on conflict do nothing`);
      // The job queue keeps failed e-mails (recipient and text) apart from the portal's tables.
      await app.jobs.forgetMailTo(titular.email, tx);
    }
    await registrarAcesso(tx, { quem, titularUsuarioId: usuario.id, oque: OQUE.anonimizacao });
    return { mantidos: [...mantidos.values()], sessoesEncerradas };
  });
  let arquivosRemovidos = 0;
  for (const chave of arquivos) {
    try {
      await app.storage.remove(chave);
      arquivosRemovidos += 1;
    } catch (error) {
      app.log.error({ err: error }, 'arquivo de titular anonimizado não removido do armazenamento');
    }
  }
  return { ...resposta, arquivosRemovidos };
}
