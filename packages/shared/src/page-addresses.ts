/**
 * Every page of the web app by its address, as the router matches it (`:param`, `:param?`, a final `*`): the one
 * list of page addresses, read as `PAGE` of ./pages.ts (`PAGE.home`). Each is an export of its own, so the web
 * app's bundle names them without carrying a table of their names. No imports: every page's first download may
 * use it.
 */
export const login = '/acesso/login';
export const erros = '/erros';
export const ondeComprar = '/onde-comprar';
export const sejaParceiro = '/seja-parceiro';
/** The applicant's private status address, e-mailed once. */
export const sejaParceiroStatus = '/seja-parceiro/:token';
export const seusDados = '/seus-dados';
/** Where the link e-mailed to a visitor confirms their privacy request. */
export const seusDadosConfirmar = '/seus-dados/confirmar/:token';
export const home = '/home';
/** Every register's screens: `/cadastro/{register}/lista`, `…/detalhe/{id}` (`registerPath`). */
export const cadastro = '/cadastro/:register/*';
export const meuPerfil = '/meu-perfil/usuario/detalhe/:uuid';
export const privacidade = '/privacidade';
export const categorias = '/categorias';
export const recursos = '/recursos';
/** The click report, kept under /cadastro by SPEC §2.2. */
export const relatorioCliques = '/cadastro/relatorio/*';
export const faturamento = '/relatorio/faturamento/lista/:clientId?';
export const reclassificacao = '/relatorio/reclassificacao';
export const relatorioContatos = '/relatorio/contatos';
export const relatorioTreinamentos = '/relatorio/treinamentos';
/** Staff: every partner's class, billing against the thresholds and projected class. */
export const relatorioDesempenho = '/relatorio/desempenho';
export const faq = '/faq';
export const imagensProdutos = '/listar-imagens-produtos';
export const solicitacoes = '/solicitacoes/:uuid?';
export const contatos = '/contatos/:uuid?';
export const candidaturas = '/candidaturas/:uuid?';
export const privacidadeSolicitacoes = '/privacidade/solicitacoes/:uuid?';
export const privacidadeTitular = '/privacidade/titular';
export const privacidadeAcessos = '/privacidade/acessos';
export const integracoes = '/integracoes';
export const oportunidades = '/oportunidades/:uuid?';
export const minhasSolicitacoes = '/minhas-solicitacoes/:uuid?';
export const beneficios = '/beneficios';
export const alteracaoCadastral = '/formulario-alteracao-cadastral';
export const verba = '/verba-marketing-cooperado';
/** 'Meu desempenho': the partner's current company (staff: `?cliente=`). */
export const desempenho = '/desempenho';
/**
 * The document viewers of SPEC §2.2 (/docs/catalogo-pecas, /docs/lista-precos-pecas/{nome_arquivo}, …): the
 * router cannot match `manual-do-programa-:programa`, so one pattern takes every identifier and the viewer
 * checks it against its list of documents.
 */
export const documento = '/docs/:identificador/:nome?';
export const video = '/video';
