import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { banner, keysResponseSchema, produtoImagem } from '@prix/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { mountEmbeddedIdp } from './modules/embedded-idp/embedded-idp.js';
import accessGuard, { type Access } from './plugins/access.js';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import type { CachePolicy } from './plugins/cacheable.js';
import inputGuard, { MAX_PARAM_LENGTH } from './plugins/input-guard.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { faqRoutes } from './modules/faq/faq.routes.js';
import { docsRoutes } from './modules/docs/docs.routes.js';
import { bannerRegisterHooks } from './modules/docs/banner-images.js';
import {
  productImageRegisterHooks,
  productImagesRoutes,
} from './modules/product-images/product-images.routes.js';
import { recursosRoutes } from './modules/recursos/recursos.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { relatorioRoutes } from './modules/relatorio/relatorio.routes.js';
import { faturamentoRoutes } from './modules/faturamento/faturamento.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { homeEquipeRoutes } from './modules/home/equipe.routes.js';
import { loggingOptions } from './plugins/logging.js';
import securityHeaders from './plugins/security-headers.js';
import mail from './plugins/mail.js';
import jobs from './plugins/jobs.js';
import openapi from './plugins/openapi.js';
import metrics from './plugins/metrics.js';
import uploads, { withUploads } from './plugins/uploads.js';
import originCheck from './plugins/origin-check.js';
import rateLimits from './plugins/rate-limits.js';
import sessions from './plugins/sessions.js';
import webApp from './plugins/web-app.js';
import pagePreloads from './plugins/page-preloads.js';
import firstView from './plugins/first-view.js';
import { sessionRoutes } from './modules/acesso/session.routes.js';
import { signInRoutes } from './modules/acesso/sign-in.routes.js';
import { plainRegisters } from './registers/index.js';
import { classeBeneficioRoutes } from './modules/classe-beneficio/classe-beneficio.routes.js';
import { estadoRoutes } from './modules/estado/estado.routes.js';
import { usuarioRoutes } from './modules/usuario/usuario.routes.js';
import { clienteRoutes } from './modules/cliente/cliente.routes.js';
import { reclassificacaoRoutes } from './modules/reclassificacao/reclassificacao.routes.js';
import { contatosRoutes } from './modules/contatos/contatos.routes.js';
import { candidaturaPublicRoutes, candidaturaRoutes } from './modules/candidatura/candidatura.routes.js';
import { treinamentoRoutes } from './modules/treinamento/treinamento.routes.js';
import { desempenhoRoutes } from './modules/desempenho/desempenho.routes.js';
import { dadosPessoaisRoutes } from './modules/privacidade/dados.routes.js';
import { sessoesRoutes } from './modules/privacidade/sessoes.routes.js';
import { solicitacoesPrivacidadeRoutes } from './modules/privacidade/solicitacoes.routes.js';
import { filaRoutes } from './modules/solicitacao/fila.routes.js';
import { respostaRoutes } from './modules/solicitacao/resposta.routes.js';
import { verbaRoutes } from './modules/verba/verba.routes.js';
import { solicitacaoRoutes } from './modules/solicitacao/solicitacao.routes.js';
import { publicoRoutes } from './modules/onde-comprar/publico.routes.js';
import { paginaRoutes } from './modules/onde-comprar/pagina.routes.js';
import { integracaoRoutes } from './modules/integracao/integracao.routes.js';
import { clientesIntegracaoRoutes } from './modules/integracao/clientes-integracao.routes.js';
import { webhookRoutes } from './modules/integracao/webhook.routes.js';
import { faturamentoIntegracaoRoutes } from './modules/integracao/faturamento-integracao.routes.js';
import { feedsIntegracaoRoutes } from './modules/integracao/feeds-integracao.routes.js';
import { treinamentosIntegracaoRoutes } from './modules/integracao/treinamentos-integracao.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /**
     * Every route as registered, with its declared access and whether its answer (200) is checked against a
     * response schema: the inventory tests walk it.
     */
    routeInventory: {
      method: string;
      url: string;
      access: Access | undefined;
      checksAnswer: boolean;
      /** Answers a selector's options (key/value pairs), by its schema or its documentation. */
      answersOptions: boolean;
      /** Its 200 answers may be kept by browsers and shared caches (`config.cache`, plugins/cacheable.ts). */
      cache: CachePolicy | null;
    }[];
  }
}

/** The registers: every plain one of REGISTER_DEFS, then those with routes or rules of their own. */
async function registers(app: FastifyInstance): Promise<void> {
  // A product image's thumbnail and a banner's widths are made as soon as the image is saved (decisions 0018, 0051).
  await plainRegisters(app, {
    [produtoImagem.name]: productImageRegisterHooks(app),
    [banner.name]: bannerRegisterHooks(app),
  });
  await classeBeneficioRoutes(app);
  await estadoRoutes(app);
  await usuarioRoutes(app);
  await clienteRoutes(app);
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/**
 * Builds the app in the order fastify/demo uses: infrastructure, then cross-cutting plugins, then routes.
 * The caller owns the database (opened, migrated) so tests can hand in their own.
 */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const logging = loggingOptions(config);
  const app = Fastify({
    ...logging,
    logger: logger === true ? logging.logger : logger,
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
    // Errors raised before routing, or by Node before Fastify, in the product's format too (plugins/errors.ts).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('routeInventory', []);
  app.addHook('onRoute', (route) => {
    // The success answer a client reads: 200, or 201 for a route that creates.
    const responses = route.schema?.response as Record<number, unknown> | undefined;
    const answer = responses?.[200] ?? responses?.[201];
    for (const method of [route.method].flat()) {
      app.routeInventory.push({
        method,
        url: route.url,
        access: route.config?.access,
        checksAnswer: Boolean(answer),
        answersOptions: [answer, route.config?.docs?.response?.[200]].includes(keysResponseSchema),
        cache: route.config?.cache ?? null,
      });
    }
  });
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('database', database);
      },
      { name: 'database' },
    ),
  );

  // Error handling first: contexts created later (the provider's pages among them) inherit it.
  await app.register(errors);

  // API answers above 1 KB compressed on the fly (brotli or gzip, as the browser accepts). Registered after the
  // error plugin, so its onSend (route level) runs after the JSON prefix is added: the prefix is inside the
  // compressed body. The web app's files come precompressed from the build (plugins/web-app.ts) and are left as
  // they are. Compressed request bodies are not accepted (no decompression: the body limit stays a real limit).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  await app.register(securityHeaders);
  // The embedded provider right after the security headers: its `/oidc/*` pages get them too, then it
  // answers its own requests before any other hook runs (origin check, sessions, access).
  const embedded = config.embeddedIdp ? await mountEmbeddedIdp(app) : null;
  if (embedded)
    app.log.info(`provedor de identidade embutido ativo em ${embedded.issuer} (contas de demonstração)`);
  await app.register(originCheck);
  await app.register(sessions);
  await app.register(rateLimits);
  await app.register(accessGuard);
  await app.register(inputGuard);
  await app.register(openapi);
  await app.register(metrics);
  await app.register(mail);
  await app.register(uploads);
  await app.register(jobs);
  await app.register(pagePreloads);
  await app.register(firstView);

  await app.register(signInRoutes, { embeddedIssuer: embedded?.issuer ?? null });
  await app.register(sessionRoutes);
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(productImagesRoutes);
  await app.register(recursosRoutes);
  await app.register(contentRoutes);
  await app.register(relatorioRoutes);
  await app.register(faturamentoRoutes);
  await app.register(homeRoutes);
  await app.register(homeEquipeRoutes);
  // Its two routes are the benefit forms, which carry files.
  await withUploads(app, solicitacaoRoutes);
  await app.register(filaRoutes);
  // A partner's answer to a pending item carries files.
  await withUploads(app, respostaRoutes);
  await app.register(verbaRoutes);
  await app.register(faqRoutes);
  await app.register(reclassificacaoRoutes);
  await app.register(publicoRoutes);
  await app.register(paginaRoutes);
  await app.register(contatosRoutes);
  // The application and the documents sent to it carry files.
  await withUploads(app, candidaturaPublicRoutes);
  await app.register(candidaturaRoutes);
  await app.register(treinamentoRoutes);
  await app.register(desempenhoRoutes);
  await app.register(dadosPessoaisRoutes);
  await app.register(solicitacoesPrivacidadeRoutes);
  await app.register(sessoesRoutes);
  await app.register(integracaoRoutes);
  await app.register(webhookRoutes);
  await app.register(faturamentoIntegracaoRoutes);
  await app.register(treinamentosIntegracaoRoutes);
  await app.register(clientesIntegracaoRoutes);
  await app.register(feedsIntegracaoRoutes);
  await app.register(registers);
  await app.register(webApp);
  return app;
}
