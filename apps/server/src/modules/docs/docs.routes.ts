import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  FILE_COLUMNS,
  MSG,
  TIPO_DOCUMENTO,
  PERM,
  banner,
  can,
  canReadRegister,
  documentAccess,
  fileNameColumn,
  identifierOfSingleDocument,
  produtoImagem,
  type PermissionKey,
} from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { recordClicks } from '../relatorio/clique-store.js';
import { BANNER_IMAGE_PATH, bannerVariantOf } from './banner-images.js';
import { derivedImageRoute } from './derived-image.js';
import { zipOfImages, type ZipEntry } from './product-images-zip.js';
import { sendStoredFile, type StoredFile } from './send-stored-file.js';

const FILE = sql.raw(
  `${FILE_COLUMNS.key} as key, ${FILE_COLUMNS.size} as size, ${FILE_COLUMNS.sha256} as sha256, ${FILE_COLUMNS.type} as type`,
);

const name = z.string().min(1).max(255);
const BANNER_IMAGE_UNUSABLE = 'Não foi possível gerar a imagem do banner nesta largura.';

/** A file route's options: its parameters checked as names, the answer documented as a file. */
const options = <Params extends z.ZodObject>(summary: string, params: Params) => ({
  config: {
    access: access.signedIn,
    // A name that cannot be stored cannot name a document: 404, like any other name that finds nothing.
    badInputIsNotFound: true,
    docs: { summary, tags: ['Documentos'], response: { 200: z.string().describe('O arquivo') } },
  },
  // Already compressed formats (PDF, images, video): compressing again costs CPU and breaks byte ranges.
  compress: false as const,
  schema: { params },
});

/** The one file `query` finds, or 404. */
async function findOne(db: Db, query: SQL): Promise<StoredFile & { recordName?: string }> {
  const [row] = await queryRows<
    Omit<StoredFile, 'modified'> & { modified: string | Date; recordName?: string }
  >(db, query);
  if (!row) throw new HttpError(404, MSG.naoEncontrado);
  return { ...row, size: Number(row.size), modified: new Date(row.modified) };
}

/**
 * SPEC §7 Files: the documents, product images and banners, each only to who may see it (SPEC §6, with the
 * combined check for external users built into the permission tree). Names from the address are only
 * compared with stored values; the file is read by the storage key of the row found, so no name reaches the
 * file system, and a name that finds nothing (`..`, an encoded slash, a NUL) is a 404.
 */
export async function docsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  productImageRoutes(app);
  bannerRoutes(app);
  buttonDocumentRoutes(app);
}

/** The product images: one by its name, or several as one zip. */
function productImageRoutes(app: TypedApp): void {
  const db = () => app.database.db;
  const imageName = sql.raw(fileNameColumn(produtoImagem.file!));
  /** The product images page's key (SPEC §6), or reading the register. */
  async function mayViewProductImages(request: FastifyRequest): Promise<void> {
    const auth = await signedIn(request);
    const mayView =
      can(auth.permissions, PERM.pagina.duvidas) ||
      canReadRegister(auth.permissions, produtoImagem.permission);
    if (!mayView) throw new HttpError(403, MSG.semPermissaoAcao);
  }

  const imageOptions = options(
    'Imagem de produto pelo nome da imagem (`download=1`: como anexo)',
    z.object({ nome: name }),
  );
  app.get(
    '/api/docs/product-image/:nome',
    {
      ...imageOptions,
      schema: { ...imageOptions.schema, querystring: z.object({ download: z.string().optional() }) },
    },
    async (request, reply) => {
      await mayViewProductImages(request);
      const { nome } = request.params;
      const file = await findOne(
        db(),
        sql`
        select ${FILE}, ${imageName} as name, coalesce(dhedicao, dhcriacao) as modified
        from produto_imagem where ${imageName} = ${nome} order by dhcriacao desc limit 1`,
      );
      const download = request.query.download === '1';
      return sendStoredFile(request, reply, app.storage, file, download ? 'attachment' : 'inline');
    },
  );

  // Several images as one zip (SPEC §2.2 'Download das imagens selecionadas'): a plain GET the browser
  // saves to disk as it arrives, never a file built in memory on either side.
  const zipQuery = z.object({ nome: z.union([name, z.array(name).min(1).max(500)]) });
  app.get(
    '/api/docs/product-images.zip',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'As imagens de produto escolhidas (`nome` repetido) num zip',
          tags: ['Documentos'],
          response: { 200: z.string().describe('O zip') },
        },
      },
      compress: false as const,
      schema: { querystring: zipQuery },
    },
    async (request, reply) => {
      await mayViewProductImages(request);
      const wanted = [request.query.nome].flat();
      const rows = await queryRows<ZipEntry>(
        db(),
        sql`select distinct on (${imageName}) ${sql.raw(FILE_COLUMNS.key)} as key,
              ${sql.raw(FILE_COLUMNS.size)} as size, ${imageName} as name
            from produto_imagem where ${imageName} in (${sql.join(
              wanted.map((w) => sql`${w}`),
              sql`, `,
            )})
            order by ${imageName}, dhcriacao desc`,
      );
      if (!rows.length) throw new HttpError(404, MSG.naoEncontrado);
      const { stream, size } = zipOfImages(
        app.storage,
        rows.map((r) => ({ ...r, size: Number(r.size) })),
      );
      reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="imagens-de-produtos.zip"')
        .header('cache-control', 'private, no-store');
      if (size >= 0) reply.header('content-length', size);
      return reply.send(stream);
    },
  );
}

/** The banners' images: the original by the banner's name, and the carousel's widths by the image's hash. */
function bannerRoutes(app: TypedApp): void {
  app.get(
    '/api/docs/banner/:nome',
    options('Imagem de um banner pelo nome do banner (quem está na sessão)', z.object({ nome: name })),
    async (request, reply) => {
      await signedIn(request);
      const { nome } = request.params;
      const file = await findOne(
        app.database.db,
        sql`
        select ${FILE}, ${sql.raw(fileNameColumn(banner.file!))} as name, coalesce(dhedicao, dhcriacao) as modified
        from banner where nome = ${nome} order by dhcriacao desc limit 1`,
      );
      return sendStoredFile(request, reply, app.storage, file);
    },
  );

  // The same banner at the carousel's widths, by the original's hash: what the srcset of /api/banner/images names.
  derivedImageRoute(app, {
    url: `${BANNER_IMAGE_PATH}/:hash/:width`,
    access: access.signedIn,
    summary:
      'Imagem de um banner em WebP numa das larguras do carrossel (480, 800 ou 1200 px), pelo SHA-256 da imagem; o endereço muda com a imagem, por isso é imutável',
    params: z.object({ hash: z.string(), width: z.string() }),
    table: banner.table,
    variantOf: ({ width }) => {
      const variant = bannerVariantOf(width);
      return variant ? { variant, label: `banner-${variant.width}` } : null;
    },
    unusable: BANNER_IMAGE_UNUSABLE,
  });
}

/** The buttons' documents (catalogues, price lists…), each to who may open its button's, counted when opened. */
function buttonDocumentRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  /**
   * Document views and downloads count in the click report's storage (decision 0019), once per full answer:
   * a 200 to a GET, not the 206s of a viewer's byte ranges, a 304 or a HEAD. Counted after the answer is
   * sent, so the reader never waits for it; a failure to count is logged, never the reader's problem.
   */
  const opened = new WeakMap<FastifyRequest, { auth: AuthState; documento: string }>();
  const countOpened = {
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const seen = opened.get(request);
      if (!seen || request.method !== 'GET' || reply.statusCode !== 200) return;
      const { auth, documento } = seen;
      try {
        await recordClicks(
          db(),
          { usuarioId: auth.usuario.id, clienteId: auth.usuario.externo ? (auth.empresa?.id ?? null) : null },
          [{ tipo_relatorio: TIPO_DOCUMENTO, nome_tipo: documento }],
        );
      } catch (error) {
        request.log.warn({ err: error }, 'abertura de documento não contada');
      }
    },
  };

  /** May this viewer open the documents of this button identifier? Staff of the files register always may. */
  async function mayOpen(auth: AuthState, identificador: string): Promise<boolean> {
    if (canReadRegister(auth.permissions, PERM.cadastro.arquivo)) return true;
    let rule: PermissionKey | 'signedIn' | null = documentAccess(identificador);
    if (!rule) {
      // An identifier SPEC does not list: the key its button names, if any.
      const [button] = await queryRows<{ key: PermissionKey | null }>(
        db(),
        sql`select p.referencia as key from botao b left join permissao p on p.id = b.permissao_id
            where b.identificador = ${identificador} limit 1`,
      );
      // No such button at all: nothing to open, whoever asks.
      if (!button) throw new HttpError(404, MSG.naoEncontrado);
      rule = button.key;
    }
    return rule === 'signedIn' || (rule !== null && can(auth.permissions, rule));
  }

  /** The latest file of a button, by its record name or its file name (both are what addresses carry). */
  const documentQuery = (identificador: string, fileName: string | null) => sql`
    select ${FILE}, a.${sql.raw(FILE_COLUMNS.name)} as name, a.nome as "recordName",
      coalesce(a.dhedicao, a.dhcriacao) as modified
    from arquivo a join botao b on b.id = a.botao_id
    where b.identificador = ${identificador}
      ${fileName === null ? sql`` : sql`and (a.nome = ${fileName} or a.${sql.raw(FILE_COLUMNS.name)} = ${fileName})`}
    order by a.dhcriacao desc limit 1`;

  app.get(
    '/api/docs/:identificador/:nome',
    {
      ...options(
        'Documento de um botão pelo identificador e o nome do arquivo (a chave do documento, SPEC §6)',
        z.object({ identificador: name, nome: name }),
      ),
      ...countOpened,
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { identificador, nome } = request.params;
      if (!(await mayOpen(auth, identificador))) throw new HttpError(403, MSG.semPermissaoAcao);
      const file = await findOne(db(), documentQuery(identificador, nome));
      opened.set(request, { auth, documento: `${identificador}/${file.recordName ?? file.name}` });
      return sendStoredFile(request, reply, app.storage, file);
    },
  );

  app.get(
    '/api/docs/:documento',
    {
      ...options(
        'O documento mais recente de um botão (catalogo-pecas.pdf, lista-de-relacionamento-revendas.pdf…)',
        z.object({ documento: name }),
      ),
      ...countOpened,
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const identificador = identifierOfSingleDocument(request.params.documento);
      if (!(await mayOpen(auth, identificador))) throw new HttpError(403, MSG.semPermissaoAcao);
      const file = await findOne(db(), documentQuery(identificador, null));
      opened.set(request, { auth, documento: `${identificador}/${file.recordName ?? file.name}` });
      return sendStoredFile(request, reply, app.storage, file);
    },
  );
}
