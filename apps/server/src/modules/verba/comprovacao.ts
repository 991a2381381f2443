import { sql } from 'drizzle-orm';
import { cnpjRaiz, mesmoGrupoCnpj } from '@prix/shared';
import { NFE_MENSAGENS, type NfeComprovacao } from '@prix/shared/solicitacao';
import { queryRows, type Db } from '../../db/client.js';
import { resgateNfe } from '../../db/schema.js';

/** Amounts compared in cents: reais as numbers are never compared as floats. */
export const centavos = (reais: number): number => Math.round(reais * 100);

/** The year whose fund a redemption filed on `dia` spends (decision 0027: the year it was filed). */
export const anoDaVerba = (dia: Date = new Date()): number => dia.getFullYear();

export interface ContextoNfe {
  /** The partner's CNPJ as registered (masked or not); null when it has none. */
  cnpjParceiro: string | null;
  /** The fund's year. */
  ano: number;
  /** The amount asked for, once known (the form's `vmc`). */
  valor: number | null;
}

/**
 * What an NF-e must be for this partner and this fund (decision 0055): issued to the partner or to another
 * company of its group (decision 0024: the same CNPJ root), in the fund's year, for at least the amount asked
 * for. Every reason at once, each naming its field.
 */
export function problemasNoContexto(nfe: NfeComprovacao, contexto: ContextoNfe): string[] {
  const problemas: string[] = [];
  if (!contexto.cnpjParceiro) problemas.push(NFE_MENSAGENS.semCnpjParceiro);
  else if (!mesmoGrupoCnpj(nfe.destinatario.cnpj, contexto.cnpjParceiro)) {
    const raiz = cnpjRaiz(contexto.cnpjParceiro);
    problemas.push(
      NFE_MENSAGENS.destinatario(
        raiz ? `${raiz.slice(0, 2)}.${raiz.slice(2, 5)}.${raiz.slice(5)}` : contexto.cnpjParceiro,
      ),
    );
  }
  if (Number(nfe.emissao.slice(0, 4)) !== contexto.ano)
    problemas.push(NFE_MENSAGENS.foraDoAno(nfe.emissao, contexto.ano));
  if (contexto.valor !== null && centavos(contexto.valor) > centavos(nfe.valorTotal))
    problemas.push(NFE_MENSAGENS.valorAcima(contexto.valor, nfe.valorTotal));
  return problemas;
}

/** Whether the key proves a redemption already, of any partner (a refused one released it). */
export async function chaveEmUso(db: Db, chave: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from resgate_nfe where chave = ${chave} and em_uso limit 1`,
  );
  return row !== undefined;
}

/** The partner's registered CNPJ (null without one). */
export async function cnpjDoParceiro(db: Db, clienteId: string): Promise<string | null> {
  const [row] = await queryRows<{ cnpj: string | null }>(
    db,
    sql`select cnpj from cliente where id = ${clienteId}`,
  );
  return row?.cnpj || null;
}

/**
 * Every reason `nfe` cannot prove a redemption of `clienteId` in the fund of `ano` for `valor`: the context's
 * and a key already used. Empty when it can.
 */
export async function conferirNfe(
  db: Db,
  nfe: NfeComprovacao,
  input: { clienteId: string; ano: number; valor: number | null },
): Promise<string[]> {
  const problemas = problemasNoContexto(nfe, {
    cnpjParceiro: await cnpjDoParceiro(db, input.clienteId),
    ano: input.ano,
    valor: input.valor,
  });
  if (await chaveEmUso(db, nfe.chave)) problemas.push(NFE_MENSAGENS.duplicada);
  return problemas;
}

/** Keeps a redemption's NF-e, in the transaction that stores the request; the key's unique index has the last word. */
export async function guardarNfe(tx: Db, solicitacaoId: number, nfe: NfeComprovacao): Promise<void> {
  await tx.insert(resgateNfe).values({
    solicitacaoId,
    origem: nfe.origem,
    chave: nfe.chave,
    numero: nfe.numero,
    serie: nfe.serie,
    emissao: nfe.emissao,
    emitenteCnpj: nfe.emitente.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    emitenteNome: nfe.emitente.nome,
    destinatarioCnpj: nfe.destinatario.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    valorTotal: nfe.valorTotal.toFixed(2),
    cStat: nfe.autorizacao?.cStat ?? null,
    protocolo: nfe.autorizacao?.protocolo ?? null,
  });
}

/** A refused redemption no longer uses its NF-e: the note may prove another one. */
export async function liberarNfe(tx: Db, solicitacaoId: number): Promise<void> {
  await tx.execute(sql`update resgate_nfe set em_uso = false where solicitacao_id = ${solicitacaoId}`);
}

/** The NF-e of a redemption, as the detail shows it; null for a request without one. */
export async function nfeDoResgate(db: Db, solicitacaoId: number): Promise<NfeComprovacao | null> {
  const [r] = await queryRows<{
    origem: 'xml' | 'danfe';
    chave: string;
    numero: number;
    serie: number;
    emissao: string;
    emitente_cnpj: string;
    emitente_nome: string;
    destinatario_cnpj: string;
    valor_total: string;
    c_stat: number | null;
    protocolo: string | null;
  }>(
    db,
    sql`select origem, chave, numero, serie, emissao::text as emissao, emitente_cnpj, emitente_nome,
          destinatario_cnpj, valor_total, c_stat, protocolo
        from resgate_nfe where solicitacao_id = ${solicitacaoId}`,
  );
  if (!r) return null;
  return {
    origem: r.origem,
    chave: r.chave,
    numero: r.numero,
    serie: r.serie,
    emissao: r.emissao,
    emitente: { cnpj: r.emitente_cnpj, nome: r.emitente_nome },
    destinatario: { cnpj: r.destinatario_cnpj },
    valorTotal: Number(r.valor_total),
    autorizacao: r.c_stat === null ? null : { cStat: r.c_stat, protocolo: r.protocolo },
  };
}
