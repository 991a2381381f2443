import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { MSG, PERM, can } from '@prix/shared';
import {
  acessosDadosSchema,
  anonimizacaoRespostaSchema,
  anonimizacaoSchema,
  dadosTitularSchema,
  titularQuerySchema,
} from '@prix/shared/privacidade';
import type { AuthState } from '../../auth/access-context.js';
import type { Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { OQUE, listarAcessos, registrarAcesso } from './acessos.js';
import { anonimizarTitular } from './anonimizacao.js';
import {
  dadosDoTitular,
  exportacao,
  titularDoUsuario,
  titularPor,
  usuarioPorId,
  usuarioPorUuid,
  type Titular,
} from './titular-data.js';

const TAGS = ['Privacidade'];
const formatoQuery = z.object({
  formato: z.enum(['json', 'html'], { error: 'Formato inválido: json ou html.' }).default('json'),
});
const usuarioParams = z.object({ usuarioUuid: z.string().max(40) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });

const EXPORT_DOCS = {
  description:
    'Montado só a partir do mapa declarado de dados pessoais (decisão 0048) e enviado tabela por tabela, ' +
    'à medida que as linhas são lidas: `formato=json` (padrão; o formato de dadosTitularSchema, sem o prefixo ' +
    'anti-JSON-hijacking: é um arquivo) ou `formato=html` (um documento legível, completo em si, com todo ' +
    'valor escapado). Content-Disposition: attachment.',
  response: { 200: z.string().describe('O arquivo (JSON ou HTML)') },
};

/** The data protection officer: staff holding the officer's key. */
const isOfficer = (auth: AuthState) =>
  !auth.usuario.externo && can(auth.permissions, PERM.privacidade.encarregado);

/** A person's data as a file: JSON or a readable HTML document. */
async function enviar(db: Db, reply: FastifyReply, titular: Titular, formato: 'json' | 'html') {
  const body = await exportacao(db, titular, formato);
  const nome = formato === 'html' ? 'meus-dados.html' : 'meus-dados.json';
  return reply
    .type(formato === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', contentDisposition(nome))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * The person's data (decision 0048): their own export, the officer's look-up and export of anyone, the
 * anonymisation, and the log of staff reads. Every route reads only through the declared map; another
 * person's data asked by someone who may not see it is a 404, logged.
 */
export async function dadosPessoaisRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  ownDataRoute(app);
  officerRoutes(app);
}

/** The person's own data, whoever they are ('Baixar meus dados'). */
function ownDataRoute(app: TypedApp): void {
  const db = () => app.database.db;

  app.get(
    '/api/privacidade/meus-dados',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Baixar meus dados: tudo o que o portal guarda sobre quem está conectado (LGPD, art. 18)',
          tags: TAGS,
          ...EXPORT_DOCS,
        },
      },
      compress: false as const,
      schema: { querystring: formatoQuery },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { formato } = request.query;
      const usuario = await usuarioPorId(db(), auth.usuario.id);
      if (!usuario) throw new HttpError(404, MSG.naoEncontrado);
      return enviar(db(), reply, titularDoUsuario(usuario), formato);
    },
  );
}

/** The officer's look-up, export and anonymisation of anyone, and the log of staff reads. */
function officerRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  /** The officer only; anyone else asking for another person's data gets a 404, and the attempt is logged. */
  async function officer(
    request: FastifyRequest,
    titularUsuarioId: string | null = null,
  ): Promise<AuthState> {
    const auth = await signedIn(request);
    if (isOfficer(auth)) return auth;
    await registrarAcesso(db(), { quem: auth.usuario.id, titularUsuarioId, oque: OQUE.recusado });
    throw new HttpError(404, MSG.naoEncontrado);
  }

  app.get(
    '/api/privacidade/titular',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Encarregado de dados: o que o portal guarda sobre uma pessoa (por e-mail ou CPF), tabela por tabela, com o tratamento de cada coluna; a consulta fica registrada',
          description:
            'Um usuário com esse e-mail ou CPF, senão um visitante ou candidato pelo e-mail (pedidos de contato, candidaturas). ' +
            'Nada encontrado → 404. Sem a chave privacidade.encarregado → 404 (a tentativa é registrada).',
          tags: TAGS,
        },
      },
      schema: { querystring: titularQuerySchema, response: { 200: dadosTitularSchema } },
    },
    async (request) => {
      const auth = await officer(request);
      const q = request.query;
      const titular = await titularPor(db(), q);
      const dados = await dadosDoTitular(db(), titular);
      await registrarAcesso(db(), {
        quem: auth.usuario.id,
        titularUsuarioId: titular.usuario?.id ?? null,
        titularEmail: titular.usuario ? null : titular.email,
        oque: q.email ? OQUE.consultaEmail : OQUE.consultaCpf,
      });
      if (!titular.usuario && !dados.tabelas.length) throw new HttpError(404, MSG.naoEncontrado);
      return dados;
    },
  );

  app.get(
    '/api/privacidade/titular/:usuarioUuid/exportar',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Encarregado de dados: a exportação dos dados de uma pessoa (a mesma de Baixar meus dados); fica registrada',
          tags: TAGS,
          ...EXPORT_DOCS,
        },
      },
      compress: false as const,
      schema: { params: usuarioParams, querystring: formatoQuery },
    },
    async (request, reply) => {
      const { usuarioUuid } = request.params;
      const usuario = await usuarioPorUuid(db(), usuarioUuid);
      const auth = await officer(request, usuario?.id ?? null);
      if (!usuario) throw new HttpError(404, MSG.naoEncontrado);
      await registrarAcesso(db(), {
        quem: auth.usuario.id,
        titularUsuarioId: usuario.id,
        oque: OQUE.exportacao,
      });
      const { formato } = request.query;
      return enviar(db(), reply, titularDoUsuario(usuario), formato);
    },
  );

  app.post(
    '/api/privacidade/titular/:usuarioUuid/anonimizacao',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Encarregado de dados: anonimiza uma pessoa (nome, e-mail, CPF e telefones substituídos, sessões encerradas, anexos pessoais apagados); responde o que a lei manda manter e por quê',
          description:
            'Uma transação, pelo mapa de dados pessoais (decisão 0048). Já anonimizada → 409; desconhecida → 404; sem a chave privacidade.encarregado → 404 (registrado). A pessoa não consegue mais entrar.',
          tags: TAGS,
        },
      },
      schema: {
        params: usuarioParams,
        body: anonimizacaoSchema,
        response: { 200: anonimizacaoRespostaSchema },
      },
    },
    async (request) => {
      const { usuarioUuid } = request.params;
      const alvo = await usuarioPorUuid(db(), usuarioUuid);
      const auth = await officer(request, alvo?.id ?? null);
      if (auth.usuario.uuid === usuarioUuid) throw new HttpError(400, 'Você não pode anonimizar a si mesmo.');
      return anonimizarTitular(app, usuarioUuid, auth.usuario.id);
    },
  );

  app.get(
    '/api/privacidade/acessos',
    {
      config: {
        access: access.key(PERM.privacidade.encarregado),
        docs: {
          summary:
            'Encarregado de dados: as leituras de dados pessoais por colaboradores (quem, quando, o quê), as mais recentes primeiro, 20 por página',
          tags: TAGS,
        },
      },
      schema: { querystring: pageQuery, response: { 200: acessosDadosSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
      const { page } = request.query;
      return listarAcessos(db(), page);
    },
  );
}
