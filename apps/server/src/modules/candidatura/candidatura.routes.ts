import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, JSON_FIELD, MSG, PERM } from '@prix/shared';
import {
  candidaturaDetalheSchema,
  candidaturaPublicaSchema,
  candidaturaRespostaSchema,
  candidaturaSchema,
  candidaturasListaSchema,
  candidaturasQuerySchema,
  decisaoCandidaturaSchema,
  DOCUMENTO_CANDIDATURA_KINDS,
  DOCUMENTO_OUTRO,
  MAX_DOCUMENTO_CANDIDATURA_BYTES,
  type Candidatura,
} from '@prix/shared/candidatura';
import { queryRows } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import {
  caughtByTrap,
  PUBLIC_FORM_DOCS,
  publicFormConfig,
  requireFillTime,
} from '../../plugins/public-form.js';
import { receiveUpload, type ReceivedUpload } from '../../uploads/receive-upload.js';
import { checkPart, jsonPart } from '../../uploads/upload-json.js';
import { sendAttachment } from '../docs/send-stored-file.js';
import {
  addDocuments,
  byToken,
  createCandidatura,
  decide,
  DOCUMENTOS_OBRIGATORIOS,
  MSG_CANDIDATURA,
  type DocumentoRecebido,
} from './candidatura-store.js';
import { candidaturaDetalhe, candidaturaPublica, listCandidaturas } from './candidatura-views.js';

const TAGS = ['Seja um parceiro'];

export const MSG_DOCUMENTO = {
  grande: 'Arquivo muito grande: cada documento pode ter no máximo 20 MB.',
  tipo: 'Tipo de arquivo não aceito: envie cada documento em PDF ou imagem (JPG, PNG ou WebP).',
};

/** The documents' upload rules: PDF or image by content, each ≤ 20 MB, one per named part, up to 3 others. */
const UPLOAD_RULES = {
  fileField: 'contratoSocial',
  fileFields: { contratoSocial: 1, cartaoCnpj: 1, [DOCUMENTO_OUTRO]: 3 },
  accept: DOCUMENTO_CANDIDATURA_KINDS,
  maxBytes: MAX_DOCUMENTO_CANDIDATURA_BYTES,
  tooLargeMessage: MSG_DOCUMENTO.grande,
  wrongTypeMessage: MSG_DOCUMENTO.tipo,
};

const docsOf = (upload: ReceivedUpload): DocumentoRecebido[] =>
  upload.files.map((file) => ({ file, tipo: file.field }));

const tokenParams = z.object({ token: z.string().max(100) });
const uuidParams = z.object({ uuid: z.string().max(36) });
const documentoParams = z.object({ uuid: z.string().max(36), documento: z.string().max(36) });

/**
 * 'Seja um parceiro', the applicant's side (decision 0047): the public application (multipart, with the
 * public forms' bot protection) and the private status address. Registered with the upload parser.
 */
export async function candidaturaPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/publico/candidatura',
    {
      config: {
        ...publicFormConfig(app, 'candidatura'),
        docs: {
          summary:
            'Seja um parceiro: recebe a candidatura de uma empresa com o contrato social e o cartão CNPJ (multipart) e envia ao contato o endereço de acompanhamento',
          description:
            `Corpo multipart/form-data: a candidatura em JSON na parte \`${JSON_FIELD}\` e os documentos nas partes ` +
            '`contratoSocial` e `cartaoCnpj` (obrigatórios; PDF ou imagem pelo conteúdo, cada um até 20 MB: 415/413). ' +
            'CNPJ numérico ou alfanumérico com dígitos verificadores; um CNPJ raiz que já é de parceiro ativo ou tem candidatura aberta → 400. ' +
            `${PUBLIC_FORM_DOCS} Nada é guardado em nenhum erro.`,
          tags: TAGS,
          response: { 201: candidaturaRespostaSchema },
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.storage, UPLOAD_RULES);
      const discardAll = () => Promise.all(upload.files.map((f) => f.discard()));
      let kept = false;
      try {
        const json = jsonPart(upload.fields);
        if (caughtByTrap(json)) {
          request.log.info('candidatura descartada: campo oculto preenchido');
          // Before the answer, which would otherwise leave while the files are still on disk.
          await discardAll();
          return await reply.status(201).send({ mensagem: MSG_CANDIDATURA.recebida });
        }
        const input: Candidatura = checkPart(candidaturaSchema, json);
        requireFillTime(input.tempo);
        for (const [campo, rotulo] of DOCUMENTOS_OBRIGATORIOS)
          if (!upload.files.some((f) => f.field === campo))
            throw new HttpError(400, MSG_CANDIDATURA.documento(rotulo.toLowerCase()));
        const [municipio] = await queryRows<{ uf: string }>(
          db(),
          sql`select uf from municipio where id = ${input.municipio}`,
        );
        if (!municipio || municipio.uf !== input.uf) throw new HttpError(400, MSG_CANDIDATURA.cidade);
        kept = true;
        // From here createCandidatura keeps the files in its transaction, or removes them.
        await createCandidatura(app, input, docsOf(upload));
        request.log.info({ tipo: input.tipo }, 'candidatura recebida');
        return await reply.status(201).send({ mensagem: MSG_CANDIDATURA.recebida });
      } finally {
        if (!kept) await discardAll();
      }
    },
  );

  app.get(
    '/api/publico/candidatura/:token',
    {
      config: {
        access: access.public,
        docs: {
          summary:
            'A situação de uma candidatura pelo endereço particular enviado ao candidato (token desconhecido ou malformado → 404, a mesma mensagem)',
          tags: TAGS,
        },
      },
      schema: { params: tokenParams, response: { 200: candidaturaPublicaSchema } },
    },
    async (request) => {
      const { id } = await byToken(db(), request.params.token);
      return candidaturaPublica(db(), id);
    },
  );

  app.post(
    '/api/publico/candidatura/:token/documentos',
    {
      config: {
        ...publicFormConfig(app, 'candidatura'),
        docs: {
          summary:
            'O candidato envia os documentos pedidos pela Prix (multipart), só enquanto a candidatura está em pendência (senão 409); ela volta para análise',
          description:
            'Corpo multipart/form-data: os arquivos nas partes `outro` (até 3), `contratoSocial` ou `cartaoCnpj`; PDF ou imagem, cada um até 20 MB.',
          tags: TAGS,
        },
      },
      schema: { params: tokenParams, response: { 200: candidaturaPublicaSchema } },
    },
    async (request) => {
      // The address and the status first: nothing is read into storage for a stale or unknown one.
      const { id, status } = await byToken(db(), request.params.token);
      if (status !== 'pendencia') throw new HttpError(409, MSG_CANDIDATURA.semPendencia);
      const upload = await receiveUpload(request, app.storage, UPLOAD_RULES);
      if (!upload.files.length) throw new HttpError(400, MSG_CANDIDATURA.semDocumento);
      await addDocuments(app, id, docsOf(upload));
      return candidaturaPublica(db(), id);
    },
  );
}

/** 'Seja um parceiro', staff's review (key candidaturas.analisar): the queue, an application, its files, the decision. */
export async function candidaturaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const analisar = access.key(PERM.candidatura.analisar);
  /** Staff only: a partner holding the key by mistake still sees no application. */
  const staff = async (request: FastifyRequest) => {
    const auth = await signedIn(request);
    if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
    return auth;
  };
  const detail = async (uuid: string) => {
    const found = isUuid(uuid) ? await candidaturaDetalhe(db(), uuid) : null;
    if (!found) throw new HttpError(404, MSG.naoEncontrado);
    return found;
  };
  const staffDocs = (summary: string) => ({ access: analisar, docs: { summary, tags: TAGS } });

  app.get(
    '/api/candidaturas',
    {
      config: staffDocs(
        'Candidaturas de parceiros: as abertas primeiro (as mais antigas no topo, com as atrasadas marcadas), filtros por situação, prazo (sem decisão; há mais de 10 dias úteis) e busca',
      ),
      schema: { querystring: candidaturasQuerySchema, response: { 200: candidaturasListaSchema } },
    },
    async (request) => {
      await staff(request);
      return listCandidaturas(db(), request.query);
    },
  );

  app.get(
    '/api/candidaturas/:uuid',
    {
      config: staffDocs(
        'Uma candidatura com os documentos, as duplicidades (CNPJ raiz de parceiro ou de outra candidatura, e-mail de usuário) e o histórico',
      ),
      schema: { params: uuidParams, response: { 200: candidaturaDetalheSchema } },
    },
    async (request) => {
      await staff(request);
      return detail(request.params.uuid);
    },
  );

  app.get(
    '/api/candidaturas/:uuid/documentos/:documento',
    {
      compress: false,
      config: staffDocs('Baixa um documento de uma candidatura'),
      schema: { params: documentoParams },
    },
    async (request, reply) => {
      await staff(request);
      const { uuid, documento } = request.params;
      if (!isUuid(uuid) || !isUuid(documento)) throw new HttpError(404, MSG.naoEncontrado);
      return sendAttachment(
        request,
        reply,
        app.storage,
        db(),
        sql`select d.arquivo_chave as key, d.arquivo_tamanho as size, d.arquivo_sha256 as sha256,
              d.arquivo_tipo as type, d.arquivo_nome as name, d.enviado_em as modified
            from candidatura_documento d join candidatura c on c.id = d.candidatura_id
            where d.uuid = ${documento} and c.uuid = ${uuid}`,
      );
    },
  );

  app.post(
    '/api/candidaturas/:uuid/decisao',
    {
      config: staffDocs(
        'Decide uma candidatura: em análise, pendência (com a mensagem ao candidato), aprovada (cria a empresa Prix 10 com o código ERP, o proprietário e o convite numa transação) ou recusada (com o motivo); outra mudança ou candidatura já decidida → 409',
      ),
      schema: {
        params: uuidParams,
        body: decisaoCandidaturaSchema,
        response: { 200: candidaturaDetalheSchema },
      },
    },
    async (request) => {
      const auth = await staff(request);
      const { uuid } = request.params;
      if (!isUuid(uuid)) throw new HttpError(404, MSG.naoEncontrado);
      await decide(app, uuid, request.body, auth.usuario.id);
      return detail(uuid);
    },
  );
}
