import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { JSON_FIELD, UPLOAD_MESSAGES } from '@prix/shared';
import {
  ANEXOS_COMPROVACAO,
  MAX_COMPROVANTE_BYTES,
  MAX_FOTOS_COMPROVACAO,
  NFE_MENSAGENS,
} from '@prix/shared/solicitacao';
import { solicitacaoDetalheSchema } from '@prix/shared/solicitacao-fila';
import { respostaPendenciaSchema } from '@prix/shared/comprovacao';
import { PAGE, pagePath } from '@prix/shared/pages';
import { queryRows } from '../../db/client.js';
import { solicitacaoAnexo } from '../../db/schema.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { receiveUpload, saveWithFiles } from '../../uploads/receive-upload.js';
import { emitWebhookEvent } from '../webhook/webhook-outbox.js';
import { backOfficeAddress, respostaMail } from './solicitacao-mail.js';
import { detalhe, findVisible, mayAnswer, statusEvent } from './solicitacao-views.js';

export const MSG_RESPOSTA = {
  naoEspera: 'Esta solicitação não espera resposta agora: responda só quando a Prix pedir (Pendência).',
  vazia: 'Escreva a resposta ou envie os arquivos pedidos.',
};

const uuidParams = z.object({ uuid: z.string().max(36) });
const { resposta } = ANEXOS_COMPROVACAO;

/**
 * A partner's answer to a pending item (decision 0055): what they write and the files asked for (PDF or
 * images, up to 20 MB each), stored with the request locked and still pending (else 409, files removed), the
 * status back to 'Em análise' by the partner's hand in the history, and the back office's e-mail queued.
 */
export async function respostaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/api/solicitacao/:uuid/resposta',
    {
      schema: { params: uuidParams, response: { 200: solicitacaoDetalheSchema } },
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Responde à pendência de uma solicitação, com arquivos; a solicitação volta para análise',
          tags: ['Benefícios'],
          description:
            `Corpo multipart/form-data: \`{ "texto": … }\` na parte \`${JSON_FIELD}\` e até ` +
            `${MAX_FOTOS_COMPROVACAO} arquivos (PDF ou imagem, até 20 MB cada) na parte \`${resposta.campo}\`.`,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const row = await findVisible(db(), auth, request.params.uuid);
      if (!(await mayAnswer(db(), auth, row))) throw new HttpError(409, MSG_RESPOSTA.naoEspera);
      const upload = await receiveUpload(request, app.storage, {
        fileField: resposta.campo,
        fileFields: { [resposta.campo]: MAX_FOTOS_COMPROVACAO },
        accept: ['pdf', 'image'],
        maxBytes: MAX_COMPROVANTE_BYTES,
        tooLargeMessage: NFE_MENSAGENS.comprovanteGrande,
      });
      try {
        const raw = upload.fields[JSON_FIELD];
        let json: unknown = {};
        if (raw !== undefined) {
          try {
            json = JSON.parse(raw);
          } catch {
            throw new HttpError(400, UPLOAD_MESSAGES.badJson);
          }
        }
        const parsed = respostaPendenciaSchema.safeParse(json);
        if (!parsed.success)
          throw new HttpError(
            400,
            parsed.error.issues.map((i) => i.message),
          );
        const { texto } = parsed.data;
        if (!texto && upload.files.length === 0) throw new HttpError(400, MSG_RESPOSTA.vazia);
        const to = await backOfficeAddress(db(), app.config.suporteEmail);
        await saveWithFiles(upload.files, (keep) =>
          db().transaction(async (tx) => {
            const [current] = await queryRows<{ status: string }>(
              tx,
              sql`select status from solicitacao where id = ${row.id} for update`,
            );
            if (current?.status !== 'Pendência') throw new HttpError(409, MSG_RESPOSTA.naoEspera);
            const [evento] = await queryRows<{ id: number }>(
              tx,
              sql`insert into solicitacao_evento (solicitacao_id, tipo, status_de, status_para, texto, usuario_id)
                  values (${row.id}, 'status', 'Pendência', 'Em análise', ${texto || null}, ${auth.usuario.id})
                  returning id`,
            );
            await tx.execute(
              sql`update solicitacao set status = 'Em análise', dhedicao = now() where id = ${row.id}`,
            );
            await emitWebhookEvent(
              app,
              tx,
              'solicitacao.status',
              statusEvent(row, 'Pendência', 'Em análise'),
            );
            if (upload.files.length)
              await tx.insert(solicitacaoAnexo).values(
                upload.files.map((file) => ({
                  solicitacaoId: row.id,
                  campo: resposta.campo,
                  rotulo: resposta.rotulo,
                  arquivoChave: file.key,
                  arquivoTamanho: file.size,
                  arquivoSha256: file.sha256,
                  arquivoTipo: file.mime,
                  arquivoNome: (file.filename || `${resposta.campo}.${file.ext}`).slice(0, 255),
                  eventoId: evento!.id,
                })),
              );
            await keep();
            await app.jobs.enqueueMail(
              respostaMail({
                to,
                numero: row.id,
                formulario: row.formulario,
                cliente: { id: row.cliente_id, nome: row.cliente_nome },
                autor: auth.usuario.nomecompleto,
                texto,
                arquivos: upload.files.map((f) => f.filename || `${resposta.campo}.${f.ext}`),
                link: `${app.config.publicUrl}${pagePath(PAGE.solicitacoes, { uuid: row.uuid })}`,
              }),
              tx,
            );
          }),
        );
        app.jobs.wake();
        request.log.info({ solicitacao: row.id }, 'resposta à pendência');
      } catch (error) {
        await Promise.all(upload.files.map((f) => f.discard()));
        throw error;
      }
      const updated = await findVisible(db(), auth, request.params.uuid);
      return detalhe(db(), auth, updated);
    },
  );
}
