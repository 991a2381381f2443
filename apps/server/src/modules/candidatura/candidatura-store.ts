import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CLASSE_INICIAL,
  CONSENTIMENTO_CANDIDATURA_VERSAO,
  DOCUMENTOS_CANDIDATURA,
  STATUS_CANDIDATURA,
  TIPOS_CANDIDATURA,
  TRANSICOES_CANDIDATURA,
  type Candidatura,
  type DecisaoCandidatura,
  type StatusCandidatura,
  type TipoCandidatura,
} from '@prix/shared/candidatura';
import { cnpjRaiz } from '@prix/shared';
import { PAGE, pagePath } from '@prix/shared/pages';
import { queryRows, type Db } from '../../db/client.js';
import { candidatura, candidaturaDocumento, candidaturaEvento } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { codeFromSequence } from '../../registers/auto-code.js';
import { PG, pgErrorOf } from '../../registers/db-errors.js';
import { saveWithFiles, type ReceivedFile } from '../../uploads/receive-upload.js';
import { recordClassChange } from '../reclassificacao/classe-historico.js';
import { invitationMail } from '../usuario/invitation.js';
import { recordConsent } from '../privacidade/consentimento.js';
import { emitWebhookEvent } from '../webhook/webhook-outbox.js';
import { decisaoMail, equipeMail, recebidaMail, staffAddress } from './candidatura-mail.js';

export const MSG_CANDIDATURA = {
  recebida:
    'Recebemos sua candidatura. Enviamos ao e-mail da pessoa de contato o endereço para acompanhar a análise.',
  jaParceiro:
    'Este CNPJ já é de um parceiro Prix: fale com o seu gerente de canal para cadastrar outra unidade.',
  jaCandidato:
    'Já existe uma candidatura em análise para este CNPJ: acompanhe-a pelo endereço enviado por e-mail.',
  naoEncontrada: 'Candidatura não encontrada: confira o endereço recebido por e-mail.',
  semPendencia: 'Esta candidatura não espera documentos agora: envie documentos só quando a Prix pedir.',
  semDocumento: 'Selecione ao menos um documento para enviar.',
  cidade: 'Cidade não encontrada: escolha o estado e uma cidade da lista.',
  mensagem: 'Escreva a mensagem ao candidato: o que falta (pendência) ou o motivo (recusa).',
  codigo: 'Informe o código ERP da empresa para aprovar a candidatura.',
  decidida: 'Esta candidatura já foi decidida: atualize a página.',
  emailUsuario: (email: string) =>
    `O e-mail ${email} já é de um usuário do portal: resolva a duplicidade antes de aprovar.`,
  codigoExiste: (codigo: string) =>
    `Já existe uma empresa com o código ${codigo}: confira o código ERP da nova empresa.`,
  transicao: (de: StatusCandidatura, para: StatusCandidatura) =>
    `Não é possível passar de ${STATUS_CANDIDATURA[de]} para ${STATUS_CANDIDATURA[para]}.`,
  documento: (campo: string) => `Envie o documento ${campo}.`,
};

const ABERTAS = ['recebida', 'em_analise', 'pendencia'] as const;
const abertas = sql.join(
  ABERTAS.map((s) => sql`${s}`),
  sql`, `,
);

/** The CNPJ's root (decision 0024), shared with the co-op fund's recipient check. */
export { cnpjRaiz };
/** The same root computed in SQL from a stored, masked CNPJ. */
export const raizSql = (column: ReturnType<typeof sql>) =>
  sql`left(regexp_replace(upper(coalesce(${column}, '')), '[^0-9A-Z]', '', 'g'), 8)`;

/** The status address's token: 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const statusAddress = (app: FastifyInstance, token: string) =>
  `${app.config.publicUrl}${pagePath(PAGE.sejaParceiroStatus, { token })}`;

/** 400 when the root is already an active partner's or has an open application. */
export async function checkRoot(db: Db, raiz: string): Promise<void> {
  const [parceiro] = await queryRows<{ id: string }>(
    db,
    sql`select id from cliente where not inativo and ${raizSql(sql`cnpj`)} = ${raiz} limit 1`,
  );
  if (parceiro) throw new HttpError(400, MSG_CANDIDATURA.jaParceiro);
  const [aberta] = await queryRows<{ id: number }>(
    db,
    sql`select id from candidatura where cnpj_raiz = ${raiz} and status in (${abertas}) limit 1`,
  );
  if (aberta) throw new HttpError(400, MSG_CANDIDATURA.jaCandidato);
}

export interface DocumentoRecebido {
  file: ReceivedFile;
  tipo: string;
}

const documentRows = (candidaturaId: number, docs: readonly DocumentoRecebido[]) =>
  docs.map(({ file, tipo }) => ({
    candidaturaId,
    tipo,
    arquivoChave: file.key,
    arquivoTamanho: file.size,
    arquivoSha256: file.sha256,
    arquivoTipo: file.mime,
    arquivoNome: (file.filename || `${tipo}.${file.ext}`).slice(0, 255),
  }));

/**
 * Stores an application, its documents and its first event in one transaction, with the applicant's receipt
 * (the status address) and staff's notice queued in it; the files are kept in it or removed.
 */
export async function createCandidatura(
  app: FastifyInstance,
  input: Candidatura,
  docs: readonly DocumentoRecebido[],
): Promise<void> {
  const db = app.database.db;
  const raiz = cnpjRaiz(input.cnpj);
  const token = newToken();
  try {
    await saveWithFiles(
      docs.map((d) => d.file),
      async (keep) => {
        await checkRoot(db, raiz);
        const equipe = await staffAddress(db, app.config.suporteEmail);
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(candidatura)
            .values({
              cnpj: input.cnpj,
              cnpjRaiz: raiz,
              razaoSocial: input.razaoSocial,
              nomeFantasia: input.nomeFantasia,
              cep: input.cep,
              rua: input.rua,
              numero: input.numero,
              complemento: input.complemento,
              bairro: input.bairro,
              uf: input.uf,
              municipioId: input.municipio,
              telefone: input.telefone,
              tipo: input.tipo,
              contatoNome: input.contatoNome,
              contatoEmail: input.contatoEmail,
              contatoCelular: input.contatoCelular,
              tokenHash: hashToken(token),
              consentimentoVersao: CONSENTIMENTO_CANDIDATURA_VERSAO,
              consentimentoEm: new Date(),
            })
            .returning({ id: candidatura.id, uuid: candidatura.uuid });
          const { id, uuid } = row!;
          await tx.insert(candidaturaDocumento).values(documentRows(id, docs));
          await tx.insert(candidaturaEvento).values({ candidaturaId: id, tipo: 'recebida' });
          await recordConsent(tx, {
            email: input.contatoEmail,
            origem: 'candidatura',
            versao: CONSENTIMENTO_CANDIDATURA_VERSAO,
          });
          await keep();
          await app.jobs.enqueueMail(
            recebidaMail({
              to: input.contatoEmail,
              nome: input.contatoNome,
              razaoSocial: input.razaoSocial,
              endereco: statusAddress(app, token),
            }),
            tx,
          );
          await app.jobs.enqueueMail(
            equipeMail({
              to: equipe,
              assunto: 'nova',
              razaoSocial: input.razaoSocial,
              cnpj: input.cnpj,
              tipo: input.tipo,
              link: `${app.config.publicUrl}${pagePath(PAGE.candidaturas, { uuid })}`,
            }),
            tx,
          );
        });
      },
    );
  } catch (error) {
    // Two applications of one root at once: the partial unique index lets one in.
    if (pgErrorOf(error)?.code === PG.uniqueViolation) throw new HttpError(400, MSG_CANDIDATURA.jaCandidato);
    throw error;
  }
  app.jobs.wake();
}

interface Locked {
  id: number;
  uuid: string;
  status: StatusCandidatura;
  razao_social: string;
  cnpj: string;
  tipo: TipoCandidatura;
  contato_nome: string;
  contato_email: string;
}

/** The application by its status address's token, or 404 (unknown and malformed alike). */
export async function byToken(db: Db, token: string): Promise<{ id: number; status: StatusCandidatura }> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(404, MSG_CANDIDATURA.naoEncontrada);
  const [row] = await queryRows<{ id: number; status: StatusCandidatura }>(
    db,
    sql`select id, status from candidatura where token_hash = ${hashToken(token)}`,
  );
  if (!row) throw new HttpError(404, MSG_CANDIDATURA.naoEncontrada);
  return row;
}

/**
 * Documents the applicant sends through the status address while staff wait for them (`pendencia`): stored
 * with the application locked and still waiting (else 409, files removed), the status back to `em_analise`,
 * an event, and staff's notice queued.
 */
export async function addDocuments(
  app: FastifyInstance,
  id: number,
  docs: readonly DocumentoRecebido[],
): Promise<void> {
  const db = app.database.db;
  await saveWithFiles(
    docs.map((d) => d.file),
    async (keep) => {
      const equipe = await staffAddress(db, app.config.suporteEmail);
      await db.transaction(async (tx) => {
        const [c] = await queryRows<Locked>(
          tx,
          sql`select id, uuid, status, razao_social, cnpj, tipo from candidatura where id = ${id} for update`,
        );
        if (!c) throw new HttpError(404, MSG_CANDIDATURA.naoEncontrada);
        if (c.status !== 'pendencia') throw new HttpError(409, MSG_CANDIDATURA.semPendencia);
        await tx.insert(candidaturaDocumento).values(documentRows(id, docs));
        await tx.execute(
          sql`update candidatura set status = 'em_analise', atualizado_em = now() where id = ${id}`,
        );
        await tx.insert(candidaturaEvento).values({
          candidaturaId: id,
          tipo: 'documento',
          detalhe: docs
            .map((d) => d.file.filename || d.tipo)
            .join(', ')
            .slice(0, 1000),
        });
        await keep();
        await app.jobs.enqueueMail(
          equipeMail({
            to: equipe,
            assunto: 'documento',
            razaoSocial: c.razao_social,
            cnpj: c.cnpj,
            tipo: c.tipo,
            link: `${app.config.publicUrl}${pagePath(PAGE.candidaturas, { uuid: c.uuid })}`,
          }),
          tx,
        );
      });
    },
  );
  app.jobs.wake();
}

/** 'Maria da Silva Souza' → nome 'Maria', sobrenome 'da Silva Souza' (each at most 50 characters). */
export function splitName(full: string): { nome: string; sobrenome: string | null } {
  const words = full.trim().split(/\s+/);
  const nome = words[0]!.slice(0, 50);
  const sobrenome = words.slice(1).join(' ').slice(0, 50).trim();
  return { nome, sobrenome: sobrenome || null };
}

/**
 * Staff's decision (decision 0047): a move of TRANSICOES_CANDIDATURA on the locked row (any other, or one
 * already decided, is a 409). `pendencia` and `recusada` carry the message e-mailed to the applicant;
 * `aprovada` creates, in the same transaction, the company (Prix 10, the partnership type of the kind, the
 * address and municipality applied with, the ERP code typed), its owner (externo, Proprietário) linked to
 * it, the link from the application, and queues the invitation. Approving twice or at once: the second
 * finds the application decided.
 */
export async function decide(
  app: FastifyInstance,
  uuid: string,
  decisao: DecisaoCandidatura,
  autor: string,
): Promise<void> {
  const para = decisao.status;
  if ((para === 'pendencia' || para === 'recusada') && !decisao.mensagem)
    throw new HttpError(400, MSG_CANDIDATURA.mensagem);
  if (para === 'aprovada' && !decisao.clienteId) throw new HttpError(400, MSG_CANDIDATURA.codigo);
  const db = app.database.db;
  try {
    await db.transaction(async (tx) => {
      const [c] = await queryRows<Locked>(
        tx,
        sql`select id, uuid, status, razao_social, cnpj, tipo, contato_nome, contato_email
            from candidatura where uuid = ${uuid} for update`,
      );
      if (!c) throw new HttpError(404, MSG_CANDIDATURA.naoEncontrada);
      if (c.status === 'aprovada' || c.status === 'recusada')
        throw new HttpError(409, MSG_CANDIDATURA.decidida);
      if (!TRANSICOES_CANDIDATURA[c.status].includes(para))
        throw new HttpError(409, MSG_CANDIDATURA.transicao(c.status, para));

      let clienteId: string | null = null;
      if (para === 'aprovada') clienteId = await createPartner(app, tx, c.id, decisao.clienteId!, autor);
      const decidida = para === 'aprovada' || para === 'recusada';
      await tx.execute(sql`update candidatura set status = ${para}, atualizado_em = now(),
          mensagem = ${para === 'pendencia' || para === 'recusada' ? decisao.mensagem : sql`mensagem`},
          decidida_em = ${decidida ? sql`now()` : sql`null`},
          cliente_id = ${clienteId}
        where id = ${c.id}`);
      await tx.insert(candidaturaEvento).values({
        candidaturaId: c.id,
        tipo: para,
        usuarioId: autor,
        detalhe: para === 'aprovada' ? `Empresa ${clienteId}` : decisao.mensagem,
      });
      if (clienteId)
        await emitWebhookEvent(app, tx, 'candidatura.aprovada', { candidatura: c.uuid, cliente: clienteId });
      if (para === 'pendencia' || para === 'recusada')
        await app.jobs.enqueueMail(
          decisaoMail({
            to: c.contato_email,
            nome: c.contato_nome,
            razaoSocial: c.razao_social,
            status: para,
            mensagem: decisao.mensagem!,
          }),
          tx,
        );
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    // The code taken between the check and the insert, by another approval or a register write.
    if (pg?.code === PG.uniqueViolation && pg.constraint === 'cliente_pkey')
      throw new HttpError(409, MSG_CANDIDATURA.codigoExiste(decisao.clienteId ?? ''));
    if (pg?.code === PG.uniqueViolation && pg.constraint === 'usuario_email_lower_key')
      throw new HttpError(409, MSG_CANDIDATURA.decidida);
    throw error;
  }
  app.jobs.wake();
}

/** The approval's writes, inside the decision's transaction: the company, its owner, the link, the invitation. */
async function createPartner(
  app: FastifyInstance,
  db: Db,
  candidaturaId: number,
  codigo: string,
  autor: string,
): Promise<string> {
  const [c] = await queryRows<{
    cnpj: string;
    razao_social: string;
    rua: string;
    numero: string;
    complemento: string | null;
    cep: string;
    bairro: string;
    uf: string;
    municipio_id: string;
    cidade: string;
    telefone: string;
    tipo: TipoCandidatura;
    contato_nome: string;
    contato_email: string;
    contato_celular: string;
  }>(
    db,
    sql`select c.cnpj, c.razao_social, c.rua, c.numero, c.complemento, c.cep, c.bairro, c.uf, c.municipio_id,
          m.nome as cidade, c.telefone, c.tipo, c.contato_nome, c.contato_email, c.contato_celular
        from candidatura c join municipio m on m.id = c.municipio_id where c.id = ${candidaturaId}`,
  );
  const [existe] = await queryRows<{ id: string }>(db, sql`select id from cliente where id = ${codigo}`);
  if (existe) throw new HttpError(409, MSG_CANDIDATURA.codigoExiste(codigo));
  const [usuarioExiste] = await queryRows<{ id: string }>(
    db,
    sql`select id from usuario where lower(email) = lower(${c!.contato_email})`,
  );
  if (usuarioExiste) throw new HttpError(409, MSG_CANDIDATURA.emailUsuario(c!.contato_email));

  await db.execute(sql`insert into cliente (id, nome, cnpj, classe_id, rua, numero, complemento, cep, bairro,
      pais_id, estado_id, cidade, municipio_id, nomeprop, emailprop, telefoneprop, celularprop, uscriacao)
    values (${codigo}, ${c!.razao_social}, ${c!.cnpj}, ${CLASSE_INICIAL}, ${c!.rua}, ${c!.numero},
      ${c!.complemento}, ${c!.cep}, ${c!.bairro}, 'BR', ${c!.uf}, ${c!.cidade.slice(0, 50)}, ${c!.municipio_id},
      ${c!.contato_nome.slice(0, 50)}, ${c!.contato_email}, ${c!.telefone}, ${c!.contato_celular}, ${autor})`);
  await db.execute(sql`insert into cliente_tipoparceria (cliente_id, tipoparceria_id)
    values (${codigo}, ${TIPOS_CANDIDATURA[c!.tipo].tipoparceria})`);
  // Its first class is part of the class history, so 'since when' is the approval's day (decision 0053).
  await recordClassChange(app, db, {
    clienteId: codigo,
    origem: 'candidatura',
    de: null,
    para: CLASSE_INICIAL,
    usuarioId: autor,
  });

  const usuarioId = await codeFromSequence(
    db,
    { name: 'usuario_externo_seq', prefix: 'EXT', digits: 6 },
    20,
    async (code) =>
      (await queryRows<{ id: string }>(db, sql`select id from usuario where id = ${code}`)).length > 0,
  );
  const { nome, sobrenome } = splitName(c!.contato_nome);
  await db.execute(sql`insert into usuario (id, nome, sobrenome, email, celular, externo, cargo_id, uscriacao)
    values (${usuarioId}, ${nome}, ${sobrenome}, ${c!.contato_email}, ${c!.contato_celular}, true,
      'PROPRIETARIO', ${autor})`);
  await db.execute(
    sql`insert into usuario_cliente (usuario_id, cliente_id) values (${usuarioId}, ${codigo})`,
  );
  await app.jobs.enqueueMail(
    invitationMail(app.config, { nome: `${nome} ${sobrenome ?? ''}`.trim(), email: c!.contato_email }),
    db,
  );
  return codigo;
}

/** The named documents an application must carry. */
export const DOCUMENTOS_OBRIGATORIOS = Object.entries(DOCUMENTOS_CANDIDATURA) as [
  keyof typeof DOCUMENTOS_CANDIDATURA,
  string,
][];
