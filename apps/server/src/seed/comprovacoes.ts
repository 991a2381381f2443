import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ANEXOS_COMPROVACAO } from '@prix/shared/solicitacao';
import { queryRows, type Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { diaEmBrasilia } from '../lib/time-zone.js';
import type { FileStorage, PendingObject } from '../storage/index.js';
import { tinyPdf } from './candidaturas.js';
import { clientes } from './data.js';
import { chaveDaNota, nfeXml, totalDaNota, type NotaDemo } from './nfe-demo.js';
import { SEED_FILES_DIR } from './seed-files.js';
import { solicitacoesDemo, type DemoSolicitacao } from './solicitacoes-data.js';

const DIA_MS = 86_400_000;

/** The Brasília day `dias` days before `hoje`, 'yyyy-mm-dd'. */
export const diaAtras = (dias: number, hoje = new Date()): string =>
  diaEmBrasilia(new Date(hoje.getTime() - dias * DIA_MS));

/** The supplier's note of a demo redemption: issued `diasAntes` the request, to the demo partner. */
export function notaDemo(demo: DemoSolicitacao, hoje = new Date()): NotaDemo | null {
  const c = demo.comprovacao;
  const parceiro = clientes.find((p) => p.id === demo.clienteId);
  if (!c || !parceiro) return null;
  return {
    dhEmi: `${diaAtras(demo.diasAtras + c.diasAntes, hoje)}T10:15:00-03:00`,
    numero: c.numero,
    cNF: c.cNF,
    emitente: c.emitente,
    destinatario: { cnpj: parceiro.cnpj, nome: parceiro.nome },
    itens: c.itens,
  };
}

/** The `resgate_nfe` row of a demo redemption (the request's `id` given), or null without a proof. */
export function nfeDemoRow(demo: DemoSolicitacao, solicitacaoId: number, hoje = new Date()) {
  const nota = notaDemo(demo, hoje);
  if (!nota) return null;
  const chave = chaveDaNota(nota);
  const xml = demo.comprovacao!.origem === 'xml';
  return {
    solicitacaoId,
    origem: demo.comprovacao!.origem,
    chave,
    numero: nota.numero,
    serie: 1,
    emissao: nota.dhEmi.slice(0, 10),
    emitenteCnpj: nota.emitente.cnpj.replace(/\D/g, ''),
    emitenteNome: nota.emitente.nome,
    destinatarioCnpj: nota.destinatario.cnpj.replace(/\D/g, ''),
    valorTotal: totalDaNota(nota).toFixed(2),
    cStat: xml ? 100 : null,
    protocolo: xml ? `1${chave.slice(0, 6)}${chave.slice(35, 43)}` : null,
    emUso: demo.historico.filter((h) => h.para).at(-1)?.para !== 'Recusada',
  };
}

/**
 * The files of the demo redemptions' proof (decision 0055), in the file storage: the NF-e's XML (or, for the
 * one typed from its DANFE, a PDF of it) and the activity's photos, from `seed-files/`. For each demo
 * redemption whose NF-e the seed wrote (`seedSolicitacoes`) and that has no file yet, so a second run adds
 * nothing. Kept in one transaction with their rows, or removed.
 */
export async function seedComprovacoes(db: Db, storage: FileStorage): Promise<void> {
  const kept: PendingObject[] = [];
  const store = async (bytes: Buffer, contentType: string) => {
    const pending = await storage.write(Readable.from([bytes]), { maxBytes: 5 * 1024 * 1024, contentType });
    kept.push(pending);
    return pending;
  };
  try {
    await db.transaction(async (tx) => {
      for (const demo of solicitacoesDemo) {
        const nota = notaDemo(demo);
        if (!nota) continue;
        const [row] = await queryRows<{ id: number; dhcriacao: Date | string }>(
          tx,
          sql`select s.id, s.dhcriacao from resgate_nfe n join solicitacao s on s.id = n.solicitacao_id
              where n.chave = ${chaveDaNota(nota)}
                and not exists (select 1 from solicitacao_anexo a where a.solicitacao_id = s.id)`,
        );
        if (!row) continue;
        const c = demo.comprovacao!;
        const files: {
          bytes: Buffer;
          tipo: string;
          nome: string;
          spec: { campo: string; rotulo: string };
        }[] = [
          c.origem === 'xml'
            ? {
                bytes: Buffer.from(nfeXml(nota), 'utf8'),
                tipo: 'application/xml',
                nome: `NFe${chaveDaNota(nota)}-procNFe.xml`,
                spec: ANEXOS_COMPROVACAO.nfeXml,
              }
            : {
                bytes: tinyPdf(
                  `DANFE - NF-e ${nota.numero} - ${nota.emitente.nome}`,
                  `Chave ${chaveDaNota(nota)} - Destinatario ${nota.destinatario.nome}`,
                ),
                tipo: 'application/pdf',
                nome: `danfe-${nota.numero}.pdf`,
                spec: ANEXOS_COMPROVACAO.danfe,
              },
          ...(await Promise.all(
            c.fotos.map(async (foto, i) => ({
              bytes: await readFile(path.join(SEED_FILES_DIR, foto)),
              tipo: 'image/png',
              nome: `foto-acao-${i + 1}.png`,
              spec: ANEXOS_COMPROVACAO.foto,
            })),
          )),
        ];
        for (const file of files) {
          const pending = await store(file.bytes, file.tipo);
          await tx.insert(t.solicitacaoAnexo).values({
            solicitacaoId: row.id,
            campo: file.spec.campo,
            rotulo: file.spec.rotulo,
            arquivoChave: pending.key,
            arquivoTamanho: pending.size,
            arquivoSha256: pending.sha256,
            arquivoTipo: file.tipo,
            arquivoNome: file.nome,
          });
        }
      }
      for (const pending of kept) await pending.keep();
    });
  } catch (error) {
    await Promise.all(kept.map((pending) => pending.discard()));
    throw error;
  }
}
