import type { Integracao, IntegracaoDetail, IntegracaoLista, IntegracaoToken } from './schemas/integracao.js';
import type {
  WebhookEndpoint,
  WebhookEntrega,
  WebhookEntregas,
  WebhookLista,
  WebhookSegredo,
} from './schemas/webhook.js';
import type { BannerList, ButtonList } from './schemas/content.js';
import type { FaturamentoResponse } from './schemas/faturamento.js';
import type {
  DeleteResponse,
  InsertResponse,
  KeyValue,
  ListResponse,
  MeuPerfilAnswer,
  RegisterRecord,
  ResendInviteAnswer,
  UpdateResponse,
} from './registers/schemas.js';
import type { ClienteRecord } from './schemas/cliente.js';
import type { DownloadsResponse, NaoAbriramResponse, RelatorioResponse } from './schemas/relatorio.js';
import type { SessionInfo, UserProfile } from './schemas/session.js';
import type { FaqResponse } from './schemas/faq.js';
import type { VideoAnswer } from './schemas/video.js';
import type { ProductImagesPage } from './schemas/product-images.js';
import type { Resources } from './schemas/recursos.js';
import type { SolicitacaoDetalhe, SolicitacoesPage, SubmissionAnswer } from './schemas/solicitacao.js';
import type { NfeLida } from './schemas/comprovacao.js';
import type { ExtratoVerba, HomeEquipe, HomeInfo } from './schemas/programa.js';
import type { ReclassificacaoPreview, ReclassificacaoResult } from './schemas/reclassificacao.js';
import type {
  ContatoDetalhe,
  ContatosLista,
  MunicipiosResponse,
  PaginaPublicaResposta,
  ParceirosResponse,
  RelatorioContatos,
  SemMunicipio,
} from './schemas/onde-comprar.js';
import type {
  CandidaturaDetalhe,
  CandidaturasLista,
  ImportacaoTreinamentos,
  RelatorioTreinamentos,
} from './schemas/candidatura.js';
import type {
  Sessoes,
  AcessosDados,
  AnonimizacaoResposta,
  DadosTitular,
  SolicitacaoPrivacidadeDetalhe,
  SolicitacoesPrivacidadeLista,
} from './schemas/privacidade.js';
import type { Desempenho, RelatorioDesempenho } from './schemas/desempenho.js';

/** DESIGN §4: every JSON response starts with this anti-hijack prefix; the web client strips it. */
export const JSON_PREFIX = ")]}',";

/** DESIGN §4: the body of every error answer. */
export interface ApiErrorBody {
  errors: string[];
}

/** Whether `data` is an error answer's body (checked by hand: the web app's shell loads no zod). */
export function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return false;
  const { errors } = data;
  return Array.isArray(errors) && errors.every((message) => typeof message === 'string');
}

/**
 * What each answer of SERVER_CHECKED_ANSWERS is (types only: nothing of zod reaches a download through them),
 * so the web app's `checkedByServer(answer)` is typed by the answer's name alone.
 */
export interface ServerCheckedTypes {
  'POST /api/acesso/info': SessionInfo;
  'GET /api/usuario/profile': UserProfile;
  'GET /api/home': HomeInfo;
  'GET /api/home/equipe': HomeEquipe;
  'GET /api/banner/images': BannerList;
  'GET /api/botao/button-link': ButtonList;
  'GET /api/faturamento': FaturamentoResponse;
  'GET /api/faturamento/:clientId': FaturamentoResponse;
  'GET /api/{cadastro}': ListResponse;
  'DELETE /api/{cadastro}/:uuid': DeleteResponse;
  'GET /api/{cadastro}/:uuid': RegisterRecord;
  'GET /api/cliente/:uuid': ClienteRecord;
  'GET /api/classe-beneficio/:classeId/:beneficioId': RegisterRecord;
  'GET /api/usuario/meu-perfil': RegisterRecord;
  'POST /api/{cadastro}': InsertResponse;
  'PUT /api/{cadastro}/:uuid': UpdateResponse;
  'PUT /api/classe-beneficio/:classeId/:beneficioId': UpdateResponse;
  'PUT /api/usuario/meu-perfil': MeuPerfilAnswer;
  'GET /api/usuario/reenvioemail/:uuid': ResendInviteAnswer;
  'POST /api/{cadastro}/keys': KeyValue[];
  'GET /api/{opções}': KeyValue[];
  'GET /api/relatorio': RelatorioResponse;
  'GET /api/relatorio/downloads': DownloadsResponse;
  'GET /api/relatorio/downloads/nao-abriram': NaoAbriramResponse;
  'GET /api/faq': FaqResponse;
  'GET /api/video/:token': VideoAnswer;
  'GET /api/recursos': Resources;
  'GET /api/imagens-produtos': ProductImagesPage;
  'GET /api/solicitacao/minhas': SolicitacoesPage;
  'GET /api/solicitacao': SolicitacoesPage;
  'GET /api/solicitacao/:uuid': SolicitacaoDetalhe;
  'POST /api/solicitacao/:uuid/status': SolicitacaoDetalhe;
  'POST /api/solicitacao/:uuid/comentarios': SolicitacaoDetalhe;
  'POST /api/solicitacao/:uuid/resposta': SolicitacaoDetalhe;
  'POST /api/solicita-beneficio/nfe': NfeLida;
  'POST /api/solicita-beneficio/upload': SubmissionAnswer;
  'POST /api/solicita-beneficio/registration-change-form': SubmissionAnswer;
  'GET /api/verba-marketing-cooperado': ExtratoVerba;
  'GET /api/reclassificacao': ReclassificacaoPreview;
  'POST /api/reclassificacao': ReclassificacaoResult;
  'GET /api/publico/municipios': MunicipiosResponse;
  'GET /api/publico/parceiros': ParceirosResponse;
  'GET /api/cliente/:clienteId/pagina-publica': PaginaPublicaResposta;
  'PUT /api/cliente/:clienteId/pagina-publica': PaginaPublicaResposta;
  'GET /api/cliente/sem-municipio': SemMunicipio;
  'GET /api/oportunidades': ContatosLista;
  'GET /api/oportunidades/:uuid': ContatoDetalhe;
  'POST /api/oportunidades/:uuid/aceite': ContatoDetalhe;
  'PUT /api/oportunidades/:uuid/resultado': ContatoDetalhe;
  'GET /api/contatos': ContatosLista;
  'GET /api/contatos/relatorio': RelatorioContatos;
  'GET /api/contatos/:uuid': ContatoDetalhe;
  'POST /api/contatos/:uuid/reatribuicao': ContatoDetalhe;
  'GET /api/candidaturas': CandidaturasLista;
  'GET /api/candidaturas/:uuid': CandidaturaDetalhe;
  'POST /api/candidaturas/:uuid/decisao': CandidaturaDetalhe;
  'GET /api/treinamentos/relatorio': RelatorioTreinamentos;
  'POST /api/treinamentos/importar': ImportacaoTreinamentos;
  'GET /api/privacidade/solicitacoes/minhas': SolicitacoesPrivacidadeLista;
  'GET /api/privacidade/solicitacoes/:uuid': SolicitacaoPrivacidadeDetalhe;
  'POST /api/privacidade/solicitacoes': SolicitacaoPrivacidadeDetalhe;
  'GET /api/privacidade/sessoes': Sessoes;
  'GET /api/privacidade/solicitacoes': SolicitacoesPrivacidadeLista;
  'POST /api/privacidade/solicitacoes/:uuid/resposta': SolicitacaoPrivacidadeDetalhe;
  'GET /api/privacidade/titular': DadosTitular;
  'POST /api/privacidade/titular/:usuarioUuid/anonimizacao': AnonimizacaoResposta;
  'GET /api/privacidade/acessos': AcessosDados;
  'GET /api/desempenho': Desempenho;
  'GET /api/desempenho/:clienteId': Desempenho;
  'GET /api/desempenho/relatorio': RelatorioDesempenho;
  'GET /api/integracoes': IntegracaoLista;
  'GET /api/integracoes/:id': IntegracaoDetail;
  'POST /api/integracoes': IntegracaoToken;
  'POST /api/integracoes/:id/rotacionar': IntegracaoToken;
  'POST /api/integracoes/:id/revogar': Integracao;
  'GET /api/integracoes/:id/webhooks': WebhookLista;
  'POST /api/integracoes/:id/webhooks': WebhookSegredo;
  'POST /api/integracoes/:id/webhooks/:endpointId/pausar': WebhookEndpoint;
  'POST /api/integracoes/:id/webhooks/:endpointId/reativar': WebhookEndpoint;
  'GET /api/integracoes/:id/webhooks/:endpointId/entregas': WebhookEntregas;
  'POST /api/integracoes/:id/webhooks/:endpointId/entregas/:entregaId/reenviar': WebhookEntrega;
}

/**
 * Answers the web app reads without checking them again, and how the server guarantees each: `schema`, the
 * route declares its response schema and the server's serializer validates every answer against it; `tested`,
 * the route builds its answer itself (for speed: the session's JSON, the register lists' cached pages), typed
 * with the schema's type, and a contract test parses its answers with the schema. `{cadastro}` stands for every
 * register's API path. apps/server/src/app.test.ts walks this list. Read this way, the shell, /home, the
 * register lists and the billing report need no zod in their download, nor the record forms at first paint
 * (decisions 0033 and 0037).
 */
export const SERVER_CHECKED_ANSWERS = {
  // Parsed for staff and partners by apps/server/src/app.test.ts.
  'POST /api/acesso/info': 'tested',
  'GET /api/usuario/profile': 'schema',
  'GET /api/home': 'schema',
  'GET /api/home/equipe': 'schema',
  'GET /api/banner/images': 'schema',
  'GET /api/botao/button-link': 'schema',
  'GET /api/faturamento': 'schema',
  'GET /api/faturamento/:clientId': 'schema',
  // Parsed for every register by apps/server/src/registers/registers.contract.test.ts (pages, search, past
  // the end) and list-at-scale.test.ts ('mais de').
  'GET /api/{cadastro}': 'tested',
  'DELETE /api/{cadastro}/:uuid': 'schema',
  // A record and what saving it answers, read by the record forms (decision 0037): the record is built from
  // each definition's columns, so app.test.ts parses every register's, the company's for staff and a partner,
  // a benefit per class and 'Meus dados'; the writes' answers are checked on the way out.
  'GET /api/{cadastro}/:uuid': 'tested',
  'GET /api/cliente/:uuid': 'tested',
  'GET /api/classe-beneficio/:classeId/:beneficioId': 'tested',
  'GET /api/usuario/meu-perfil': 'tested',
  'POST /api/{cadastro}': 'schema',
  'PUT /api/{cadastro}/:uuid': 'schema',
  'PUT /api/classe-beneficio/:classeId/:beneficioId': 'schema',
  'PUT /api/usuario/meu-perfil': 'schema',
  'GET /api/usuario/reenvioemail/:uuid': 'schema',
  // A selector's options: a register's keys, and every list of options read whole (a LookupSource: the states
  // of a country, the staff, the click report's filters); app.test.ts walks every route answering options.
  'POST /api/{cadastro}/keys': 'schema',
  // The click report's pages (/cadastro/relatorio/lista): its filters are selectors and dates, no form.
  'GET /api/relatorio': 'schema',
  'GET /api/relatorio/downloads': 'schema',
  'GET /api/relatorio/downloads/nao-abriram': 'schema',
  // Partner pages that only read: the questions (/faq) and a video's player address (/video).
  'GET /api/faq': 'schema',
  'GET /api/video/:token': 'schema',
  // The content area's pages (/recursos, /listar-imagens-produtos), which only read too.
  'GET /api/recursos': 'schema',
  'GET /api/imagens-produtos': 'schema',
  // Benefit requests: the lists, a request and what a change to it answers, a form sent, the co-op fund.
  'GET /api/solicitacao/minhas': 'schema',
  'GET /api/solicitacao': 'schema',
  'GET /api/solicitacao/:uuid': 'schema',
  'POST /api/solicitacao/:uuid/status': 'schema',
  'POST /api/solicitacao/:uuid/comentarios': 'schema',
  'POST /api/solicitacao/:uuid/resposta': 'schema',
  'POST /api/solicita-beneficio/nfe': 'schema',
  'POST /api/solicita-beneficio/upload': 'schema',
  'POST /api/solicita-beneficio/registration-change-form': 'schema',
  'GET /api/verba-marketing-cooperado': 'schema',
  // The yearly reclassification's preview and what applying it did (staff).
  'GET /api/reclassificacao': 'schema',
  'POST /api/reclassificacao': 'schema',
  // 'Onde comprar' (decision 0046): the company's public listing, the companies without a municipality, the
  // partner's 'Oportunidades' and the staff's enquiries and report, read without zod by their pages; the public
  // locator's cities and partners, read by a page whose download must stay small.
  'GET /api/publico/municipios': 'schema',
  'GET /api/publico/parceiros': 'schema',
  'GET /api/cliente/:clienteId/pagina-publica': 'schema',
  'PUT /api/cliente/:clienteId/pagina-publica': 'schema',
  'GET /api/cliente/sem-municipio': 'schema',
  'GET /api/oportunidades': 'schema',
  'GET /api/oportunidades/:uuid': 'schema',
  'POST /api/oportunidades/:uuid/aceite': 'schema',
  'PUT /api/oportunidades/:uuid/resultado': 'schema',
  'GET /api/contatos': 'schema',
  'GET /api/contatos/relatorio': 'schema',
  'GET /api/contatos/:uuid': 'schema',
  'POST /api/contatos/:uuid/reatribuicao': 'schema',
  // 'Seja um parceiro' (decision 0047): the staff's applications and their decisions, the trainings' report and
  // what an import of completions did, read without zod by their pages and the import dialog.
  'GET /api/candidaturas': 'schema',
  'GET /api/candidaturas/:uuid': 'schema',
  'POST /api/candidaturas/:uuid/decisao': 'schema',
  'GET /api/treinamentos/relatorio': 'schema',
  'POST /api/treinamentos/importar': 'schema',
  // Privacy (decision 0048): the person's 'Privacidade' page, their requests (one read whole with its answer),
  // the request they send and where they are signed in, read without zod.
  'GET /api/privacidade/solicitacoes/minhas': 'schema',
  'GET /api/privacidade/solicitacoes/:uuid': 'schema',
  'POST /api/privacidade/solicitacoes': 'schema',
  'GET /api/privacidade/sessoes': 'schema',
  // Privacy under the LGPD (decision 0048): the officer's queue, a request and its answer, the person look-up,
  // what an anonymisation kept, and the reads log, read without zod by the officer's pages.
  'GET /api/privacidade/solicitacoes': 'schema',
  'POST /api/privacidade/solicitacoes/:uuid/resposta': 'schema',
  'GET /api/privacidade/titular': 'schema',
  'POST /api/privacidade/titular/:usuarioUuid/anonimizacao': 'schema',
  'GET /api/privacidade/acessos': 'schema',
  // 'Meu desempenho' (decision 0053): a partner's own page (staff: any partner's) and the staff's report.
  'GET /api/desempenho': 'schema',
  'GET /api/desempenho/:clienteId': 'schema',
  'GET /api/desempenho/relatorio': 'schema',
  // 'Integrações' (decision 0054): the register, an integration with its calls, the token shown once.
  'GET /api/integracoes': 'schema',
  'GET /api/integracoes/:id': 'schema',
  'POST /api/integracoes': 'schema',
  'POST /api/integracoes/:id/rotacionar': 'schema',
  'POST /api/integracoes/:id/revogar': 'schema',
  // Its webhooks (decision 0056): the endpoints, the secret shown once, pause and reactivation, the delivery log.
  'GET /api/integracoes/:id/webhooks': 'schema',
  'POST /api/integracoes/:id/webhooks': 'schema',
  'POST /api/integracoes/:id/webhooks/:endpointId/pausar': 'schema',
  'POST /api/integracoes/:id/webhooks/:endpointId/reativar': 'schema',
  'GET /api/integracoes/:id/webhooks/:endpointId/entregas': 'schema',
  'POST /api/integracoes/:id/webhooks/:endpointId/entregas/:entregaId/reenviar': 'schema',
  'GET /api/{opções}': 'schema',
} as const satisfies Record<keyof ServerCheckedTypes, 'schema' | 'tested'>;
export type ServerCheckedAnswer = keyof typeof SERVER_CHECKED_ANSWERS;

/** Header carrying the company switcher's index (SPEC §2.1: the index is kept in local storage). */
export const EMPRESA_HEADER = 'x-empresa-indice';
export const EMPRESA_STORAGE_KEY = 'empresaIndice';

/**
 * Sent by the web app's API client on every request. A page of another site cannot add a header to a
 * request without a CORS preflight, which this server never grants: on a state-changing GET it stands
 * for `Sec-Fetch-Site: same-origin` where a browser does not send that (apps/server/src/plugins/origin-check.ts).
 */
export const APP_CLIENT_HEADER = 'x-prix-cliente';

/** Texts a person reads when a call fails (SPEC §8). */
export const MSG = {
  rede: 'Não foi possível comunicar-se com o servidor',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para esta página',
  semPermissaoAcao: 'Você não tem permissão para esta ação',
  naoEncontrado: 'Registro não encontrado',
  rotaNaoEncontrada: 'Recurso não encontrado',
  origemInvalida: 'Requisição recusada: origem não permitida',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
  corpoInvalido: 'Dados inválidos na requisição',
  enderecoInvalido: 'Endereço inválido: há caracteres mal codificados na URL',
  enderecoLongo: 'Endereço muito longo',
  cabecalhosGrandes: 'Cabeçalhos da requisição muito grandes',
  tempoEsgotado: 'Tempo esgotado ao receber a requisição',
  metodoNaoPermitido: 'Método não permitido',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
