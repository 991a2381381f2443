import { createReadStream } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { PERM, type PermissionKey } from '@prix/shared';
import { SHOWROOM_VIDEO_ID } from '@prix/shared/core/recursos';
import { PAGE } from '@prix/shared/pages';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import type { FileStorage, PendingObject } from '../storage/index.js';
import { permissoes } from './data.js';
import { SYSTEM_AUTHOR } from '../registers/register-sql.js';
import { SEED_FILES_DIR } from './seed-files.js';

const permissionId = (key: PermissionKey) => permissoes.find((p) => p.referencia === key)!.id;

/** Every document route of SPEC §2.2/§6 has a button and a sample PDF, so each viewer opens something. */
const DOCUMENTS: { identificador: string; botao: string; arquivo: string; key: PermissionKey | null }[] = [
  {
    identificador: 'lista-precos-pecas',
    botao: 'Lista de preços de peças',
    arquivo: 'Lista de preços de peças 2026',
    key: PERM.docs.precosPecas,
  },
  {
    identificador: 'lista-precos-rev-fisica',
    botao: 'Lista de preços — revenda física',
    arquivo: 'Lista de preços revenda física 2026',
    key: PERM.docs.listaPrecosRevFisica,
  },
  {
    identificador: 'lista-precos-rev-virtual',
    botao: 'Lista de preços — revenda virtual',
    arquivo: 'Lista de preços revenda virtual 2026',
    key: PERM.docs.listaPrecosRevVirtual,
  },
  {
    identificador: 'manual-relacionamento-ota',
    botao: 'Manual de relacionamento OTA',
    arquivo: 'Manual de relacionamento OTA',
    key: PERM.docs.manualRelacionamentoOta,
  },
  {
    identificador: 'manual-boas-praticas-otas',
    botao: 'Manual de boas práticas das OTAs',
    arquivo: 'Manual de boas práticas',
    key: PERM.docs.manualBoasPraticasOtas,
  },
  {
    identificador: 'lista-de-ferramentas',
    botao: 'Lista de ferramentas',
    arquivo: 'Lista de ferramentas',
    key: PERM.docs.listaFerramentas,
  },
  {
    identificador: 'manual-do-programa-prix',
    botao: 'Manual do Programa de Parceiros',
    arquivo: 'Manual do Programa Prix',
    key: PERM.docs.manualPrograma,
  },
  {
    identificador: 'ressarcimento-garantia-otas',
    botao: 'Ressarcimento de garantia',
    arquivo: 'Ressarcimento de garantia',
    key: PERM.docs.ressarcimentoGarantia,
  },
  {
    identificador: 'documento-defesa-infracao',
    botao: 'Defesa de infração',
    arquivo: 'Defesa de infração metrológica',
    key: PERM.docs.documentoDefesaInfracao,
  },
  {
    identificador: 'catalogo-geral',
    botao: 'Catálogo geral',
    arquivo: 'Catálogo geral de produtos',
    key: PERM.docs.catalogoGeral,
  },
  {
    identificador: 'calculo-verba-marketing-cooperada',
    botao: 'Cálculo da verba de marketing cooperado',
    arquivo: 'Cálculo da verba cooperada',
    key: PERM.docs.calculoVerbaMarketingCooperada,
  },
  {
    identificador: 'catalogo-pecas',
    botao: 'Catálogo de peças',
    arquivo: 'Catálogo de peças',
    key: PERM.docs.catalogoPecas,
  },
  {
    identificador: 'lista-de-relacionamento-revendas',
    botao: 'Lista de relacionamento das revendas',
    arquivo: 'Lista de relacionamento',
    key: null,
  },
];

/** Buttons that open a page, not a document (home quick buttons). */
const LINK_BUTTONS: { identificador: string; botao: string; key: PermissionKey }[] = [
  { identificador: 'simulador-pedido', botao: 'Simulador de pedidos', key: PERM.home.precosSimulador },
  { identificador: 'canal-otas', botao: 'Canal das OTAs', key: PERM.home.canalOta },
];

/** The showroom demo video of /recursos (SPEC §7): a 4-second WebM, its own codes so older demo data keeps its own. */
const SHOWROOM_VIDEO = {
  botaoId: 'BTNDV0001',
  arquivoId: 'ARQDV0001',
  botao: 'Vídeo de demonstração do showroom',
  arquivo: 'Demonstração do showroom',
  file: 'video-showroom.webm',
  type: 'video/webm',
};

const PRODUCTS: [string, string][] = [
  ['Balança comercial 15 kg', 'balanca-comercial-15kg.png'],
  ['Balança comercial 30 kg', 'balanca-comercial-30kg.png'],
  ['Balança de plataforma 300 kg', 'balanca-plataforma-300kg.png'],
  ['Balança rodoviária 80 t', 'balanca-rodoviaria-80t.png'],
  ['Balança etiquetadora', 'balanca-etiquetadora.png'],
  ['Balança contadora', 'balanca-contadora.png'],
  ['Indicador de pesagem', 'indicador-de-pesagem.png'],
  ['Célula de carga 500 kg', 'celula-de-carga.png'],
];

const BANNERS: { nome: string; file: string; link: string; vimeo: boolean }[] = [
  { nome: 'Campanha de verão', file: 'banner-campanha-verao.png', link: PAGE.beneficios, vimeo: false },
  {
    nome: 'Feira Fispal 2026',
    file: 'banner-feira-fispal.png',
    link: `${PAGE.beneficios}?form=feira-eventos`,
    vimeo: false,
  },
  {
    nome: 'Treinamento técnico',
    file: 'banner-treinamento.png',
    link: 'https://vimeo.com/76979871',
    vimeo: true,
  },
];

const code = (prefix: string, n: number) => `${prefix}D${String(n).padStart(5, '0')}`;

/**
 * The demo's documents, product images, banners and buttons, written to the file storage and the
 * database together. Idempotent like the rest of the seed: a record already there (by its demo code) is left
 * as it is, and its file is not written again.
 */
export async function seedContent(db: Db, storage: FileStorage): Promise<void> {
  const audit = { uscriacao: SYSTEM_AUTHOR.id };
  const kept: PendingObject[] = [];
  /** Writes a shipped file to storage; the caller keeps it inside its transaction. */
  const store = async (file: string, contentType: string) => {
    const pending = await storage.write(createReadStream(path.join(SEED_FILES_DIR, file)), {
      maxBytes: 10 * 1024 * 1024,
      contentType,
    });
    kept.push(pending);
    return pending;
  };
  const fileColumns = (pending: PendingObject, type: string, name: string) => ({
    arquivoChave: pending.key,
    arquivoTamanho: pending.size,
    arquivoSha256: pending.sha256,
    arquivoTipo: type,
    arquivoNome: name,
  });
  const existing = async (
    table: typeof t.botao | typeof t.arquivo | typeof t.banner | typeof t.produtoImagem,
    ids: string[],
  ) =>
    new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));

  const buttons = [...DOCUMENTS, ...LINK_BUTTONS];
  const haveButtons = await existing(t.botao, [
    ...buttons.map((_, i) => code('BTN', i + 1)),
    SHOWROOM_VIDEO.botaoId,
  ]);
  const haveFiles = await existing(t.arquivo, [
    ...DOCUMENTS.map((_, i) => code('ARQ', i + 1)),
    SHOWROOM_VIDEO.arquivoId,
  ]);
  const haveImages = await existing(
    t.produtoImagem,
    PRODUCTS.map((_, i) => code('IMG', i + 1)),
  );
  const haveBanners = await existing(
    t.banner,
    BANNERS.map((_, i) => code('BAN', i + 1)),
  );

  const files: (typeof t.arquivo.$inferInsert)[] = [];
  for (const [i, d] of DOCUMENTS.entries()) {
    if (haveFiles.has(code('ARQ', i + 1))) continue;
    const pending = await store(`${d.identificador}.pdf`, 'application/pdf');
    files.push({
      id: code('ARQ', i + 1),
      nome: d.arquivo,
      botaoId: code('BTN', i + 1),
      ...fileColumns(pending, 'application/pdf', `${d.identificador}.pdf`),
      ...audit,
    });
  }
  if (!haveFiles.has(SHOWROOM_VIDEO.arquivoId)) {
    const v = SHOWROOM_VIDEO;
    const pending = await store(v.file, v.type);
    files.push({
      id: v.arquivoId,
      nome: v.arquivo,
      botaoId: v.botaoId,
      ...fileColumns(pending, v.type, v.file),
      ...audit,
    });
  }
  const images: (typeof t.produtoImagem.$inferInsert)[] = [];
  for (const [i, [nome, file]] of PRODUCTS.entries()) {
    if (haveImages.has(code('IMG', i + 1))) continue;
    const pending = await store(file, 'image/png');
    images.push({ id: code('IMG', i + 1), nome, ...fileColumns(pending, 'image/png', file), ...audit });
  }
  const banners: (typeof t.banner.$inferInsert)[] = [];
  for (const [i, b] of BANNERS.entries()) {
    if (haveBanners.has(code('BAN', i + 1))) continue;
    const pending = await store(b.file, 'image/png');
    banners.push({
      id: code('BAN', i + 1),
      nome: b.nome,
      linkBanner: b.link,
      posicao: String(i + 1),
      linkApontaVimeo: b.vimeo,
      ...fileColumns(pending, 'image/png', b.file),
      ...audit,
    });
  }

  try {
    await db.transaction(async (tx) => {
      const newButtons = buttons
        .map((b, i) => ({
          id: code('BTN', i + 1),
          nome: b.botao,
          identificador: b.identificador,
          permissaoId: b.key ? permissionId(b.key) : null,
          ...audit,
        }))
        .concat({
          id: SHOWROOM_VIDEO.botaoId,
          nome: SHOWROOM_VIDEO.botao,
          identificador: SHOWROOM_VIDEO_ID,
          permissaoId: null,
          ...audit,
        })
        .filter((b) => !haveButtons.has(b.id));
      if (newButtons.length) await tx.insert(t.botao).values(newButtons);
      if (files.length) await tx.insert(t.arquivo).values(files);
      if (images.length) await tx.insert(t.produtoImagem).values(images);
      if (banners.length) await tx.insert(t.banner).values(banners);
      for (const pending of kept) await pending.keep();
    });
  } catch (error) {
    await Promise.all(kept.map((pending) => pending.discard()));
    throw error;
  }
}
