import type { Tratamento } from '@prix/shared/core/privacidade';
import { LAYOUT_ALTERACAO_CADASTRAL } from '@prix/shared/solicitacao';

/**
 * The declared map of personal data (decision 0048): every table and column that holds or points to a person,
 * how a table's rows reach the person, a Portuguese description, and each column's treatment on erasure. The
 * person's export, the officer's look-up and the anonymisation are all derived from it, and
 * `personal-data-map.test.ts` walks the database's schema: a column that references `usuario`, or whose name
 * says it holds personal data, and that is neither here nor in a table declared not personal, fails it.
 *
 * Every column listed is in the export. Its treatment says what erasure does to it: `exportar` (unchanged: it
 * identifies nobody by itself), `anonimizar` (replaced, `como`), `manter` (kept, with the reason the answer to
 * the person gives).
 */

/** How a table's rows reach a person. */
export type Alcance =
  /** The column holds the user's code (`usuario.id`). */
  | { usuario: string }
  /** The column holds an e-mail address (a visitor's or applicant's, or the user's), compared in lower case. */
  | { email: string }
  /** The column holds a CPF, compared by its digits. */
  | { cpf: string }
  /** A key of the JSON column holds an e-mail address. */
  | { json: string; chave: string }
  /** The column holds the SHA-256 of the lower-case e-mail address. */
  | { sha256: string }
  /** The rows belong to a row of another entry that reaches the person (`coluna` = that row's `chavePai`). */
  | { pai: string; coluna: string; chavePai: string };

/** What erasure writes in an `anonimizar` column. */
export type Como =
  /** NOME_ANONIMIZADO. */
  | 'nome'
  /** A unique placeholder, `anonimizado+{código}@invalid` (the user's e-mail, which is unique). */
  | 'emailUnico'
  /** `anonimizado@invalid` (an e-mail column that cannot be empty). */
  | 'emailMarcador'
  | 'nulo'
  /** An empty text (a column that cannot be null). */
  | 'vazio'
  /** The form's `name` replaced, its `email` and `dadosAlterados` removed (a request's `dados`). */
  | 'dadosFormulario'
  /** Computed by the database from other columns (`usuario.nomecompleto`). */
  | 'gerada'
  /** The person's rows are deleted (`excluirLinhas`). */
  | 'linhaExcluida';

export interface Coluna {
  tratamento: Tratamento;
  /** Why a kept column is kept (`manter`); shown to the person and in the anonymisation's answer. */
  motivo?: string;
  /** What erasure writes (`anonimizar`). */
  como?: Como;
}

export interface EntradaMapa {
  /** Unique: a table may reach people in several ways (its author, its subject). */
  id: string;
  tabela: string;
  descricao: string;
  /** Any of these reaches the person. */
  alcance: Alcance[];
  colunas: Record<string, Coluna>;
  /** The export's order (columns of the table). */
  ordem: string;
  /** Erasure deletes the person's rows: always (`true`) or those matching an SQL condition on `t`. */
  excluirLinhas?: true | string;
  /** Files in the storage of the rows erasure deletes: the column of their key. */
  arquivo?: string;
  /** Rows kept as they are on erasure (a retention rule): an SQL condition on `t`, and why. */
  retencao?: { condicao: string; coluna: string; motivo: string };
}

const MOTIVO_CODIGO =
  'Código interno do usuário: mantém a integridade dos registros e, após a anonimização, não identifica ninguém.';
const MOTIVO_AUDITORIA =
  'Coluna de auditoria (quem criou ou editou): guarda só o código do usuário, que após a anonimização não identifica ninguém.';
const MOTIVO_EMPRESA = 'Dado da empresa parceira, não da pessoa: registro comercial mantido.';
const MOTIVO_RESGATE =
  'Resgate de verba de marketing cooperado pago: a identificação do solicitante é guardada por 5 anos (obrigações fiscais e comerciais: CTN arts. 173 e 174, Código Civil art. 1.194).';

const exportar: Coluna = { tratamento: 'exportar' };
const codigo: Coluna = { tratamento: 'manter', motivo: MOTIVO_CODIGO };
const auditoria: Coluna = { tratamento: 'manter', motivo: MOTIVO_AUDITORIA };
const empresa: Coluna = { tratamento: 'manter', motivo: MOTIVO_EMPRESA };
const anonimizar = (como: Como): Coluna => ({ tratamento: 'anonimizar', como });
const cols = (names: string[], coluna: Coluna = exportar) =>
  Object.fromEntries(names.map((n) => [n, coluna])) as Record<string, Coluna>;

/** The records a user created or last edited: the audit columns keep the user's code (decision 0048). */
function auditoriaDe(
  tabela: string,
  rotulo: string,
  chave: string[],
  [dhc, usc, dhe, use]: [string, string, string, string] = ['dhcriacao', 'uscriacao', 'dhedicao', 'usedicao'],
): EntradaMapa {
  return {
    id: `auditoria:${tabela}`,
    tabela,
    descricao: `${rotulo}: registros que criei ou editei por último`,
    alcance: [{ usuario: usc }, { usuario: use }],
    colunas: { ...cols(chave), [dhc]: exportar, [usc]: auditoria, [dhe]: exportar, [use]: auditoria },
    ordem: chave.join(', '),
  };
}

/** The tables whose matching column names (`nome`…) name a register, a document or a company, not a person. */
export const TABELAS_NAO_PESSOAIS: Record<string, string> = {
  pais: 'Cadastro de países',
  integracao: 'Integrações: o nome e o endereço são de outro sistema, não de uma pessoa',
  integracao_chamada: 'Chamadas de integrações: o endereço é o do sistema que chamou',
  estado: 'Estados de um país',
  idioma: 'Cadastro de idiomas',
  genero: 'Cadastro de gêneros',
  classe: 'Cadastro de classes',
  beneficio: 'Cadastro de benefícios',
  tipoparceria: 'Cadastro de tipos de parceria',
  tipotreinamento: 'Cadastro de tipos de treinamento',
  tipoparceriacomplementar: 'Cadastro de tipos de parceria complementares',
  perfil: 'Cadastro de perfis',
  filial: 'Cadastro de filiais da Prix',
  parametro: 'Parâmetros do portal',
  permissao: 'Chaves de permissão',
  cargo: 'Cadastro de cargos',
  municipio: 'Municípios do IBGE',
  botao: 'Botões de acesso rápido',
  arquivo: 'Documentos publicados (o nome é o do documento)',
  banner: 'Imagens do carrossel',
  produto_imagem: 'Imagens de produtos',
  clique_dia: 'Contagens diárias de cliques, sem pessoa',
  clique_mes: 'Contagens mensais de cliques, sem pessoa',
  cliente_pagina:
    'Página pública do parceiro em Onde comprar: os contatos que a empresa publica para os clientes dela',
  resgate_nfe:
    'A NF-e de um resgate de verba: número da nota e empresas emitente e destinatária (CNPJ), não pessoas',
};

/** The map. Order matters to erasure only through `pai` (children are handled before their parents). */
export const MAPA_DADOS_PESSOAIS: EntradaMapa[] = [
  {
    id: 'usuario',
    tabela: 'usuario',
    descricao: 'Cadastro da pessoa (Meus dados)',
    alcance: [{ usuario: 'id' }],
    colunas: {
      id: codigo,
      uuid: exportar,
      nome: anonimizar('nome'),
      sobrenome: anonimizar('nulo'),
      nomecompleto: anonimizar('gerada'),
      email: anonimizar('emailUnico'),
      login: anonimizar('nulo'),
      cpf: anonimizar('nulo'),
      docuestr: anonimizar('nulo'),
      dtnascimento: anonimizar('nulo'),
      telefone: anonimizar('nulo'),
      ramal: anonimizar('nulo'),
      celular: anonimizar('nulo'),
      ...cols([
        'externo',
        'ausente',
        'acessosfsf',
        'treinamento',
        'filial_id',
        'usuario_sup_id',
        'dtadmissao',
        'dtdemissao',
        'cargo_id',
        'pais_id',
        'idioma_id',
        'incompleto',
        'inativo',
        'anonimizado_em',
        'dhcriacao',
        'dhedicao',
      ]),
    },
    ordem: 'id',
  },
  {
    id: 'usuario:superior',
    tabela: 'usuario',
    descricao: 'Pessoas de quem sou o superior (só o código)',
    alcance: [{ usuario: 'usuario_sup_id' }],
    colunas: { id: exportar, usuario_sup_id: codigo },
    ordem: 'id',
  },
  {
    id: 'usuario_cliente',
    tabela: 'usuario_cliente',
    descricao: 'Empresas a que pertenço',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { cliente_id: exportar, usuario_id: codigo },
    ordem: 'cliente_id',
  },
  {
    id: 'usuario_perfil',
    tabela: 'usuario_perfil',
    descricao: 'Meus perfis de acesso',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { perfil_id: exportar, usuario_id: codigo },
    ordem: 'perfil_id',
  },
  {
    id: 'sessao',
    tabela: 'sessao',
    descricao: 'Sessões abertas no portal (entradas)',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: {
      provedor: exportar,
      dispositivo: exportar,
      criado_em: exportar,
      visto_em: exportar,
      usuario_id: anonimizar('linhaExcluida'),
    },
    ordem: 'criado_em',
    excluirLinhas: true,
  },
  {
    id: 'oidc_registro',
    tabela: 'oidc_registro',
    descricao: 'Entradas no provedor de identidade de demonstração',
    alcance: [{ json: 'dados', chave: 'accountId' }],
    colunas: { modelo: exportar, expira_em: exportar },
    ordem: 'expira_em',
    excluirLinhas: true,
  },
  {
    id: 'clique',
    tabela: 'clique',
    descricao: 'Cliques e documentos abertos no portal',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: {
      dh: exportar,
      tipo_relatorio: exportar,
      nome_tipo: exportar,
      cliente_id: exportar,
      usuario_id: anonimizar('nulo'),
    },
    ordem: 'dh, id',
  },
  {
    id: 'solicitacao_anexo',
    tabela: 'solicitacao_anexo',
    descricao: 'Anexos das minhas solicitações (nomes dos arquivos)',
    alcance: [{ pai: 'solicitacao', coluna: 'solicitacao_id', chavePai: 'id' }],
    colunas: {
      solicitacao_id: exportar,
      campo: exportar,
      rotulo: exportar,
      arquivo_nome: exportar,
      arquivo_tipo: exportar,
      arquivo_tamanho: exportar,
    },
    ordem: 'solicitacao_id, id',
    // The registration change's documents are the person's; a benefit form's (a booth's plan) the company's.
    excluirLinhas: `exists (select 1 from solicitacao s where s.id = t.solicitacao_id and s.formulario = '${LAYOUT_ALTERACAO_CADASTRAL}')`,
    arquivo: 'arquivo_chave',
  },
  {
    id: 'solicitacao_evento',
    tabela: 'solicitacao_evento',
    descricao: 'Histórico e comentários das minhas solicitações',
    alcance: [{ pai: 'solicitacao', coluna: 'solicitacao_id', chavePai: 'id' }],
    colunas: cols(['solicitacao_id', 'tipo', 'status_de', 'status_para', 'texto', 'dhcriacao']),
    ordem: 'solicitacao_id, id',
  },
  {
    id: 'solicitacao_evento:autor',
    tabela: 'solicitacao_evento',
    descricao: 'Movimentos e comentários que fiz em solicitações',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { solicitacao_id: exportar, tipo: exportar, dhcriacao: exportar, usuario_id: codigo },
    ordem: 'solicitacao_id, id',
  },
  {
    id: 'solicitacao',
    tabela: 'solicitacao',
    descricao: 'Solicitações de benefício e de alteração cadastral',
    alcance: [{ usuario: 'usuario_id' }, { json: 'dados', chave: 'email' }],
    colunas: {
      uuid: exportar,
      formulario: exportar,
      cliente_id: exportar,
      status: exportar,
      valor: exportar,
      dados: anonimizar('dadosFormulario'),
      dhcriacao: exportar,
      dhedicao: exportar,
      usuario_id: codigo,
    },
    ordem: 'dhcriacao, id',
    retencao: {
      condicao: `t.formulario = 'resgate-verba-marketing-cooperado' and t.status = 'Paga' and t.dhcriacao > now() - interval '5 years'`,
      coluna: 'dados',
      motivo: MOTIVO_RESGATE,
    },
  },
  {
    id: 'treinamento_conclusao',
    tabela: 'treinamento_conclusao',
    descricao: 'Treinamentos concluídos',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: {
      ...cols(['tipotreinamento_id', 'concluido_em', 'valido_ate', 'origem']),
      usuario_id: codigo,
    },
    ordem: 'concluido_em, id',
  },
  {
    id: 'classe_historico',
    tabela: 'classe_historico',
    descricao: 'Mudanças de classe de parceiros que fiz (reclassificação, cadastro, candidatura)',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: {
      ...cols(['cliente_id', 'origem', 'ano', 'classe_de', 'classe_para', 'dhcriacao']),
      usuario_id: codigo,
    },
    ordem: 'id',
  },
  {
    id: 'cliente:responsavel',
    tabela: 'cliente',
    descricao: 'Empresas parceiras de que sou o responsável na Prix',
    alcance: [{ usuario: 'usuario_resp_id' }],
    colunas: { id: exportar, nome: exportar, usuario_resp_id: codigo },
    ordem: 'id',
  },
  {
    id: 'cliente:proprietario',
    tabela: 'cliente',
    descricao: 'Empresas parceiras em que constam meus dados de contato como proprietário',
    alcance: [{ email: 'emailprop' }, { cpf: 'cpf' }],
    colunas: {
      id: exportar,
      nome: empresa,
      cpf: {
        tratamento: 'manter',
        motivo: 'CPF do cadastro do parceiro pessoa física: registro comercial e fiscal da empresa, mantido.',
      },
      codigoprop: exportar,
      nomeprop: anonimizar('nulo'),
      emailprop: anonimizar('nulo'),
      telefoneprop: anonimizar('nulo'),
      ramalprop: anonimizar('nulo'),
      celularprop: anonimizar('nulo'),
      rua: empresa,
      numero: empresa,
      complemento: empresa,
      cep: empresa,
      bairro: empresa,
    },
    ordem: 'id',
  },
  {
    id: 'contato_evento',
    tabela: 'contato_evento',
    descricao: 'Histórico dos meus pedidos de contato',
    alcance: [{ pai: 'contato', coluna: 'contato_id', chavePai: 'id' }],
    colunas: cols(['contato_id', 'tipo', 'em', 'cliente_id', 'detalhe']),
    ordem: 'contato_id, id',
  },
  {
    id: 'contato_evento:autor',
    tabela: 'contato_evento',
    descricao: 'Respostas que dei a pedidos de contato (oportunidades)',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { contato_id: exportar, tipo: exportar, em: exportar, usuario_id: codigo },
    ordem: 'contato_id, id',
  },
  {
    id: 'contato',
    tabela: 'contato',
    descricao: 'Pedidos de contato feitos em Onde comprar (Fale com um parceiro)',
    alcance: [{ email: 'email' }],
    colunas: {
      uuid: exportar,
      recebido_em: exportar,
      nome: anonimizar('nome'),
      email: anonimizar('emailMarcador'),
      telefone: anonimizar('vazio'),
      mensagem: anonimizar('vazio'),
      ...cols([
        'municipio_id',
        'interesse',
        'linha',
        'status',
        'resultado',
        'consentimento_versao',
        'consentimento_em',
      ]),
    },
    ordem: 'recebido_em, id',
  },
  {
    id: 'candidatura_evento',
    tabela: 'candidatura_evento',
    descricao: 'Histórico das minhas candidaturas',
    alcance: [{ pai: 'candidatura', coluna: 'candidatura_id', chavePai: 'id' }],
    colunas: cols(['candidatura_id', 'tipo', 'em', 'detalhe']),
    ordem: 'candidatura_id, id',
  },
  {
    id: 'candidatura_evento:autor',
    tabela: 'candidatura_evento',
    descricao: 'Análises de candidaturas que fiz',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { candidatura_id: exportar, tipo: exportar, em: exportar, usuario_id: codigo },
    ordem: 'candidatura_id, id',
  },
  {
    id: 'candidatura_documento',
    tabela: 'candidatura_documento',
    descricao: 'Documentos das minhas candidaturas (nomes dos arquivos)',
    alcance: [{ pai: 'candidatura', coluna: 'candidatura_id', chavePai: 'id' }],
    colunas: {
      candidatura_id: exportar,
      tipo: exportar,
      arquivo_nome: {
        tratamento: 'manter',
        motivo:
          'Documentos da empresa candidata (contrato social, cartão CNPJ): registro da análise, mantido.',
      },
      enviado_em: exportar,
    },
    ordem: 'candidatura_id, id',
  },
  {
    id: 'candidatura',
    tabela: 'candidatura',
    descricao: 'Candidaturas a parceiro (Seja um parceiro)',
    alcance: [{ email: 'contato_email' }],
    colunas: {
      uuid: exportar,
      recebida_em: exportar,
      status: exportar,
      cnpj: empresa,
      razao_social: empresa,
      nome_fantasia: empresa,
      cep: empresa,
      rua: empresa,
      numero: empresa,
      complemento: empresa,
      bairro: empresa,
      uf: exportar,
      municipio_id: exportar,
      telefone: empresa,
      tipo: exportar,
      contato_nome: anonimizar('nome'),
      contato_email: anonimizar('emailMarcador'),
      contato_celular: anonimizar('vazio'),
      mensagem: exportar,
      decidida_em: exportar,
      cliente_id: exportar,
      consentimento_versao: exportar,
      consentimento_em: exportar,
    },
    ordem: 'recebida_em, id',
  },
  {
    id: 'solicitacao_privacidade',
    tabela: 'solicitacao_privacidade',
    descricao: 'Minhas solicitações sobre dados pessoais (LGPD)',
    alcance: [{ usuario: 'usuario_id' }, { email: 'email' }],
    colunas: {
      uuid: exportar,
      tipo: exportar,
      status: exportar,
      nome: anonimizar('nome'),
      email: anonimizar('emailMarcador'),
      mensagem: anonimizar('vazio'),
      recebida_em: exportar,
      confirmada_em: exportar,
      prazo: exportar,
      lembrete_em: exportar,
      resposta: {
        tratamento: 'manter',
        motivo:
          'A resposta do encarregado é o registro de que o pedido foi atendido no prazo legal (LGPD, arts. 19 e 37).',
      },
      respondida_em: exportar,
      responder_para: {
        tratamento: 'manter',
        motivo: 'Endereço para enviar a resposta à solicitação; apagado quando a resposta é enviada',
      },
      usuario_id: codigo,
    },
    ordem: 'recebida_em, id',
  },
  {
    id: 'solicitacao_privacidade:encarregado',
    tabela: 'solicitacao_privacidade',
    descricao: 'Solicitações sobre dados pessoais que respondi como encarregado',
    alcance: [{ usuario: 'respondida_por' }],
    colunas: { uuid: exportar, respondida_em: exportar, respondida_por: codigo },
    ordem: 'recebida_em, id',
  },
  {
    id: 'consentimento',
    tabela: 'consentimento',
    descricao: 'Consentimentos que dei (aviso de cookies, formulários)',
    alcance: [{ usuario: 'usuario_id' }, { email: 'email' }],
    colunas: {
      uuid: exportar,
      origem: exportar,
      versao: exportar,
      em: exportar,
      email: anonimizar('emailMarcador'),
      usuario_id: codigo,
    },
    ordem: 'em, id',
  },
  {
    id: 'acesso_dados_pessoais',
    tabela: 'acesso_dados_pessoais',
    descricao: 'Leituras dos meus dados por colaboradores da Prix',
    alcance: [{ usuario: 'titular_usuario_id' }, { email: 'titular_email' }],
    colunas: {
      em: exportar,
      oque: exportar,
      titular_usuario_id: codigo,
      titular_email: anonimizar('nulo'),
    },
    ordem: 'em, id',
  },
  {
    id: 'acesso_dados_pessoais:leitor',
    tabela: 'acesso_dados_pessoais',
    descricao: 'Leituras de dados pessoais que fiz como colaborador',
    alcance: [{ usuario: 'usuario_id' }],
    colunas: { em: exportar, oque: exportar, usuario_id: codigo },
    ordem: 'em, id',
  },
  {
    id: 'titular_anonimizado',
    tabela: 'titular_anonimizado',
    descricao: 'Marca de titular anonimizado',
    alcance: [{ sha256: 'email_sha256' }],
    colunas: {
      em: exportar,
      email_sha256: {
        tratamento: 'manter',
        motivo:
          'Resumo criptográfico (SHA-256) do e-mail anterior, que não o revela: recusa o acesso de quem foi anonimizado.',
      },
    },
    ordem: 'em',
  },
  auditoriaDe('usuario', 'Usuários', ['id']),
  auditoriaDe('cliente', 'Empresas', ['id']),
  auditoriaDe('cliente_pagina', 'Páginas públicas de parceiros', ['cliente_id']),
  auditoriaDe('treinamento_conclusao', 'Treinamentos concluídos', ['id']),
  {
    id: 'integracao',
    tabela: 'integracao',
    descricao: 'Integrações de sistemas que criei ou de que sou o responsável',
    alcance: [{ usuario: 'dono_id' }, { usuario: 'uscriacao' }],
    colunas: {
      ...cols(['nome', 'chaves', 'expira_em', 'revogada_em', 'dhcriacao']),
      dono_id: codigo,
      uscriacao: auditoria,
    },
    ordem: 'dhcriacao, id',
  },
  auditoriaDe('pais', 'Países', ['id']),
  auditoriaDe('idioma', 'Idiomas', ['id']),
  auditoriaDe('genero', 'Gêneros', ['id']),
  auditoriaDe('classe', 'Classes', ['id']),
  auditoriaDe('beneficio', 'Benefícios', ['id']),
  auditoriaDe('tipoparceria', 'Tipos de parceria', ['id']),
  auditoriaDe('tipotreinamento', 'Tipos de treinamento', ['id']),
  auditoriaDe('tipoparceriacomplementar', 'Tipos de parceria complementares', ['id']),
  auditoriaDe('perfil', 'Perfis', ['id']),
  auditoriaDe('filial', 'Filiais', ['id']),
  auditoriaDe('parametro', 'Parâmetros', ['id']),
  auditoriaDe('permissao', 'Permissões', ['id']),
  auditoriaDe('cargo', 'Cargos', ['id']),
  auditoriaDe('botao', 'Botões', ['id']),
  auditoriaDe('arquivo', 'Documentos', ['id']),
  auditoriaDe('banner', 'Banners', ['id']),
  auditoriaDe('produto_imagem', 'Imagens de produtos', ['id']),
  auditoriaDe('faq', 'Dúvidas frequentes', ['id']),
  auditoriaDe(
    'classe_beneficio',
    'Benefícios por classe',
    ['classe_id', 'beneficio_id'],
    ['dhcreation', 'uscreation', 'dhedition', 'usedition'],
  ),
];

/**
 * The schema walk's patterns: a column named like this holds or points to a person. Whole words of the
 * column's name (split at `_`), or anywhere in it for the unmistakable ones (emailprop, celularprop…).
 */
export const PADROES_PESSOAIS = [
  /cpf|email|e_mail|telefone|celular|whatsapp|ramal|sobrenome|nomecompleto|nascimento|docuestr|usuario|user_?agent|dispositivo/,
  /(^|_)(nome|nomeprop|login|ip|endereco|rua|numero|complemento|cep|bairro|us(criacao|edicao|creation|edition)|respondida_por)(_|$)/,
];

export const pareceDadoPessoal = (coluna: string) => PADROES_PESSOAIS.some((p) => p.test(coluna));
