import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { can, JSON_FIELD, MSG, PERM } from '@prix/shared';
import {
  alteracaoCadastralSchema,
  ANEXOS_ALTERACAO,
  ANEXOS_COMPROVACAO,
  envelopeSolicitacaoSchema,
  formularioPorLayout,
  LAYOUT_ALTERACAO_CADASTRAL,
  LAYOUT_RESGATE_VERBA,
  NFE_MENSAGENS,
  tituloFormulario,
  type AnexoSpec,
  type NfeComprovacao,
  type SubmissionAnswer,
} from '@prix/shared/solicitacao';
import { nfeLidaSchema, type NfeLida } from '@prix/shared/comprovacao';
import { submissionAnswerSchema } from '@prix/shared/solicitacao-fila';
import { PAGE, pagePath } from '@prix/shared/pages';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { solicitacao, solicitacaoAnexo, solicitacaoEvento } from '../../db/schema.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { recordClicks } from '../relatorio/clique-store.js';
import type { StoredAttachment } from '../../plugins/jobs.js';
import { receiveUpload, saveWithFiles, type ReceivedFile } from '../../uploads/receive-upload.js';
import { checkPart, jsonObjectPart } from '../../uploads/upload-json.js';
import { PG, pgErrorOf } from '../../registers/db-errors.js';
import { coopFundOf, saldoInsuficiente } from '../cliente/benefit-balance.js';
import { anoDaVerba, conferirNfe, guardarNfe } from '../verba/comprovacao.js';
import { backOfficeAddress, newRequestMail } from './solicitacao-mail.js';
import {
  nfeDoXml,
  PARTES_COMPROVACAO,
  receberComprovacao,
  REGRAS_COMPROVACAO,
} from './comprovacao-resgate.js';

/** Benefit forms accept documents and pictures of a booth or a plan. */
const ACCEPT = ['pdf', 'image'] as const;

/**
 * The partner a request is for: an external user's company named in `partner` (one of theirs, else their
 * current one); staff name any existing company.
 */
async function partnerOf(
  db: Db,
  auth: AuthState,
  partner: string | undefined,
): Promise<{ id: string; nome: string }> {
  if (auth.usuario.externo) {
    const empresa = partner ? auth.empresas.find((e) => e.id === partner) : auth.empresa;
    if (!empresa) throw new HttpError(400, 'Escolha uma das suas empresas para a solicitação.');
    return { id: empresa.id, nome: empresa.nome };
  }
  if (!partner) throw new HttpError(400, 'Informe o parceiro (partner) da solicitação.');
  const [row] = await queryRows<{ id: string; nome: string }>(
    db,
    sql`select id, nome from cliente where id = ${partner}`,
  );
  if (!row) throw new HttpError(400, 'Parceiro não encontrado.');
  return row;
}

/** Which file is which: the form's files in the order sent (fairs: 'Planta do Evento', then 'Planta do estande'). */
function labelFiles(
  files: readonly ReceivedFile[],
  specs: readonly AnexoSpec[],
  byField: boolean,
  order?: readonly string[],
) {
  if (order && order.length !== files.length)
    throw new HttpError(400, 'Informe em anexos um nome por arquivo.');
  return files.map((file, i) => {
    const campo = byField ? file.field : order?.[i];
    const spec = campo === undefined ? specs[i] : specs.find((s) => s.campo === campo);
    if (!spec) throw new HttpError(400, 'Anexo desconhecido para este formulário.');
    return { file, campo: spec.campo, rotulo: spec.rotulo };
  });
}

/**
 * Stores a request, its files and its history's first line in one transaction, with the back office's
 * e-mail queued in the same transaction (decision 0022); the worker is woken after the commit.
 */
async function store(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthState,
  input: {
    formulario: string;
    cliente: { id: string; nome: string };
    dados: Record<string, unknown>;
    valor: number | null;
    files: { file: ReceivedFile; campo: string; rotulo: string }[];
    /** A redemption's NF-e (decision 0055). */
    nfe?: NfeComprovacao;
  },
) {
  const to = await backOfficeAddress(app.database.db, app.config.suporteEmail);
  // A redemption's e-mail carries its NF-e; the photos (up to 20 MB each) stay in the portal, named in the text.
  const mailed = input.nfe
    ? input.files.filter((f) => f.campo !== ANEXOS_COMPROVACAO.foto.campo)
    : input.files;
  const created = await saveWithFiles(
    input.files.map((f) => f.file),
    (keep) =>
      app.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(solicitacao)
          .values({
            formulario: input.formulario,
            clienteId: input.cliente.id,
            usuarioId: auth.usuario.id,
            dados: input.dados,
            valor: input.valor === null ? null : input.valor.toFixed(2),
          })
          .returning({ id: solicitacao.id, uuid: solicitacao.uuid });
        const { id, uuid } = row!;
        await tx.insert(solicitacaoEvento).values({
          solicitacaoId: id,
          tipo: 'status',
          statusPara: 'Recebida',
          usuarioId: auth.usuario.id,
        });
        if (input.nfe) await guardarNfe(tx, id, input.nfe);
        if (input.files.length) {
          await tx.insert(solicitacaoAnexo).values(
            input.files.map(({ file, campo, rotulo }) => ({
              solicitacaoId: id,
              campo,
              rotulo,
              arquivoChave: file.key,
              arquivoTamanho: file.size,
              arquivoSha256: file.sha256,
              arquivoTipo: file.mime,
              arquivoNome: file.filename.slice(0, 255),
            })),
          );
        }
        // The submission's click (SPEC §7 'sent together with a click record'), in the same transaction: a
        // request is never counted without being stored, nor stored without being counted.
        await recordClicks(
          tx,
          { usuarioId: auth.usuario.id, clienteId: auth.usuario.externo ? input.cliente.id : null },
          [{ tipo_relatorio: 'formulario', nome_tipo: tituloFormulario(input.formulario) }],
        );
        await keep();
        const attachments: StoredAttachment[] = mailed.map(({ file, rotulo }) => ({
          filename: file.filename || `${rotulo}.${file.ext}`,
          storageKey: file.key,
          contentType: file.mime,
        }));
        await app.jobs.enqueueMail(
          newRequestMail({
            to,
            numero: id,
            formulario: input.formulario,
            cliente: input.cliente,
            solicitante: auth.usuario.nomecompleto,
            dados: input.dados,
            attachments,
            nfe: input.nfe ?? null,
            fotos: input.files.filter((f) => f.campo === ANEXOS_COMPROVACAO.foto.campo).length,
            link: `${app.config.publicUrl}${pagePath(PAGE.solicitacoes, { uuid })}`,
          }),
          tx,
        );
        return { id, uuid };
      }),
  ).catch((error: unknown) => {
    // Two redemptions with one NF-e at once: the key's unique index lets one in.
    if (input.nfe && pgErrorOf(error)?.code === PG.uniqueViolation)
      throw new HttpError(400, NFE_MENSAGENS.duplicada);
    throw error;
  });
  app.jobs.wake();
  request.log.info({ solicitacao: created.id, formulario: input.formulario }, 'solicitação recebida');
  const answer: SubmissionAnswer = { inserted: true, uuid: created.uuid, numero: created.id };
  return answer;
}

const multipartDescription = (files: string) =>
  `Corpo multipart/form-data: os campos do formulário em JSON na parte \`${JSON_FIELD}\` (com \`layout\` e ` +
  `\`partner\`, o código da empresa) e ${files}. Erros de validação voltam em \`errors\`.`;

/** SPEC §7 Forms: the five benefit forms and the registration change. */
export async function solicitacaoRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/solicita-beneficio/upload',
    {
      config: {
        access: access.key(PERM.pagina.solicitarBeneficio),
        docs: {
          summary: 'Envia uma solicitação de benefício (um dos cinco formulários), com anexos',
          tags: ['Benefícios'],
          description: multipartDescription(
            'até dois arquivos na parte `file` (feiras: a planta do evento e a do estande, nessa ordem)',
          ),
        },
      },
      // Checked on the way out: the form reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: submissionAnswerSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const upload = await receiveUpload(request, app.storage, {
        fileField: 'file',
        fileFields: { file: 2, ...PARTES_COMPROVACAO },
        accept: ACCEPT,
        fileRules: REGRAS_COMPROVACAO,
      });
      try {
        const json = jsonObjectPart(upload.fields);
        const envelope = checkPart(envelopeSolicitacaoSchema, json);
        const form = formularioPorLayout(envelope.layout);
        if (!form) throw new HttpError(400, 'Formulário desconhecido.');
        // SPEC §6: each form behind its own key (the tree already applies the combined check).
        if (!can(auth.permissions, form.permissao)) throw new HttpError(403, MSG.semPermissaoAcao);
        const resgate = form.layout === LAYOUT_RESGATE_VERBA;
        const formFiles = upload.files.filter((f) => f.field === 'file');
        if (!resgate && formFiles.length !== upload.files.length)
          throw new HttpError(400, 'Anexo desconhecido para este formulário.');
        if (formFiles.length > form.anexos.length)
          throw new HttpError(400, `Este formulário aceita no máximo ${form.anexos.length} arquivo(s).`);
        const { layout: _layout, partner: _partner, anexos: _anexos, nfe: digitada, ...fields } = json;
        const dados = checkPart(form.schema as z.ZodType<Record<string, unknown>>, fields);
        const cliente = await partnerOf(app.database.db, auth, envelope.partner);
        if (!resgate)
          return await store(app, request, auth, {
            formulario: form.layout,
            cliente,
            dados,
            valor: null,
            files: labelFiles(upload.files, form.anexos, false, envelope.anexos),
          });
        const valor = dados.vmc as number;
        // Decision 0055: the proof (the NF-e and the activity's photos) before the balance.
        const prova = await receberComprovacao(app.database.db, upload.files, digitada, {
          clienteId: cliente.id,
          valor,
        });
        // Decision 0027: a redemption above the balance is refused at once (and checked again at approval).
        const disponivel = (await coopFundOf(app.database.db, cliente.id))?.disponivel ?? 0;
        if (valor > disponivel) throw new HttpError(400, saldoInsuficiente(valor, disponivel));
        return await store(app, request, auth, {
          formulario: form.layout,
          cliente,
          dados,
          valor,
          files: prova.files,
          nfe: prova.nfe,
        });
      } catch (error) {
        await Promise.all(upload.files.map((f) => f.discard()));
        throw error;
      }
    },
  );

  app.post(
    '/api/solicita-beneficio/nfe',
    {
      config: {
        access: access.key(PERM.beneficio.solicitarResgate),
        docs: {
          summary:
            'Lê o XML de uma NF-e (nfeProc 4.00) para o resgate de verba e confere destinatário, ano e uso anterior',
          tags: ['Benefícios'],
          description:
            'Corpo multipart/form-data: o XML na parte `nfeXml` (até 1 MB) e, para a equipe Prix, o código da ' +
            'empresa na parte `partner`. Responde os dados lidos da nota, que o formulário mostra; o XML não é ' +
            'guardado: vai de novo com o pedido. Recusas em `errors`, cada uma com o nome do campo.',
        },
      },
      // Checked on the way out: the form reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: nfeLidaSchema } },
    },
    async (request): Promise<NfeLida> => {
      const auth = await signedIn(request);
      const upload = await receiveUpload(request, app.storage, {
        fileField: ANEXOS_COMPROVACAO.nfeXml.campo,
        accept: ['xml'],
        fileRules: {
          [ANEXOS_COMPROVACAO.nfeXml.campo]: REGRAS_COMPROVACAO[ANEXOS_COMPROVACAO.nfeXml.campo]!,
        },
      });
      // Only read: nothing of it is kept.
      await Promise.all(upload.files.map((f) => f.discard()));
      if (!upload.file) throw new HttpError(400, NFE_MENSAGENS.semComprovante);
      const nfe = nfeDoXml(upload.file);
      const cliente = await partnerOf(app.database.db, auth, upload.fields.partner || undefined);
      const problemas = await conferirNfe(app.database.db, nfe, {
        clienteId: cliente.id,
        ano: anoDaVerba(),
        valor: null,
      });
      if (problemas.length) throw new HttpError(400, problemas);
      return { nfe };
    },
  );

  app.post(
    '/api/solicita-beneficio/registration-change-form',
    {
      config: {
        access: access.key(PERM.pagina.alteracaoCadastral),
        docs: {
          summary: 'Envia o formulário de alteração cadastral (SPEC §5), com até dois comprovantes',
          tags: ['Benefícios'],
          description: multipartDescription(
            'os arquivos opcionais `fileAttachmentProofChange` e `fileAttachmentAnotherChange`',
          ),
        },
      },
      // Checked on the way out: the form reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: submissionAnswerSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const upload = await receiveUpload(request, app.storage, {
        fileField: ANEXOS_ALTERACAO[0]!.campo,
        fileFields: Object.fromEntries(ANEXOS_ALTERACAO.map((a) => [a.campo, 1])),
        accept: ACCEPT,
      });
      try {
        const json = jsonObjectPart(upload.fields);
        const envelope = checkPart(envelopeSolicitacaoSchema.partial({ layout: true }), json);
        const dados = checkPart(alteracaoCadastralSchema, json);
        const cliente = await partnerOf(app.database.db, auth, envelope.partner);
        return await store(app, request, auth, {
          formulario: LAYOUT_ALTERACAO_CADASTRAL,
          cliente,
          dados: { name: dados.name.trim(), email: dados.email.trim(), dadosAlterados: dados.dadosAlterados },
          valor: null,
          files: labelFiles(upload.files, ANEXOS_ALTERACAO, true),
        });
      } catch (error) {
        await Promise.all(upload.files.map((f) => f.discard()));
        throw error;
      }
    },
  );
}
