import { ALL_PERMISSION_KEYS, PERM, type PermissionKey } from '@prix/shared';

/**
 * Demo data: enough people and companies to try every kind of access of SPEC §6.
 * Codes follow the ERP's style (numeric company codes, 8-digit employee ids).
 */

export const classes = [
  { id: '10', nome: 'Prix 10' },
  { id: '50', nome: 'Prix 50' },
  { id: '100', nome: 'Prix 100' },
  { id: '250', nome: 'Prix 250' },
  { id: '500', nome: 'Prix 500' },
  { id: '1000', nome: 'Prix 1000' },
];
const ALL_CLASSES = classes.map((c) => c.id);
const FROM_PRIX_100 = ['100', '250', '500', '1000'];

export const tiposparceria = [
  { id: 'REV', nome: 'Revenda' },
  { id: 'OT', nome: 'Oficina Técnica' },
  { id: 'OTA', nome: 'Oficina Técnica Autorizada' },
  { id: 'OTAF', nome: 'OTA FAT' },
];
const ALL_TYPES = tiposparceria.map((t) => t.id);
const WORKSHOPS = ['OT', 'OTA', 'OTAF'];

export const filiais = [
  { id: '0001', nome: 'Matriz São Paulo', cnpj: '11.222.333/0001-81' },
  { id: '0002', nome: 'Filial Curitiba', cnpj: '45.678.912/0001-55' },
];

/** Human names of the keys, as the permission register shows them (at most 50 characters). */
const NAMES: Record<PermissionKey, string> = {
  [PERM.cadastro.arquivo]: 'Cadastro de arquivos',
  [PERM.cadastro.banner]: 'Cadastro e exclusão de banners',
  [PERM.cadastro.beneficio]: 'Cadastro de benefícios',
  [PERM.cadastro.botao]: 'Visualização e edição de botões',
  [PERM.cadastro.botaoExclusao]: 'Cadastro e exclusão de botões',
  [PERM.cadastro.cargo]: 'Cadastro de cargos',
  [PERM.cadastro.classe]: 'Cadastro de classes',
  [PERM.cadastro.classeBeneficio]: 'Cadastro de benefícios por classe',
  [PERM.cadastro.parametro]: 'Cadastro de parâmetros',
  [PERM.cadastro.cliente]: 'Cadastro de parceiros',
  [PERM.cadastro.filial]: 'Cadastro de filiais',
  [PERM.cadastro.usuario]: 'Cadastro de usuários',
  [PERM.cadastro.usuarioExterno]: 'Cadastro de usuários externos',
  [PERM.cadastro.usuarioInterno]: 'Cadastro de usuários internos',
  [PERM.cadastro.funcionarioExterno]: 'Cadastro de funcionários de parceiros',
  [PERM.cadastro.permissao]: 'Cadastro de permissões',
  [PERM.cadastro.perfil]: 'Cadastro de perfis',
  [PERM.cadastro.pais]: 'Cadastro de países',
  [PERM.cadastro.idioma]: 'Cadastro de idiomas',
  [PERM.cadastro.genero]: 'Cadastro de gêneros',
  [PERM.cadastro.tipoparceria]: 'Cadastro de tipos de parceria',
  [PERM.cadastro.tipoparceriacomplementar]: 'Cadastro de tipos de parceria complementar',
  [PERM.cadastro.tipotreinamento]: 'Cadastro de tipos de treinamento',
  [PERM.cadastro.produtoImagem]: 'Cadastro de imagens de produtos',
  [PERM.cadastro.faq]: 'Cadastro de dúvidas frequentes',
  [PERM.somenteleitura]: 'Somente leitura',
  [PERM.somenteleituraCliente]: 'Consulta da empresa (somente leitura)',
  [PERM.cliente.visualizarDados]: 'Ações sobre parceiros na lista',
  [PERM.cliente.visualizarEquipe]: 'Visualizar empresa e equipe',
  [PERM.cliente.visualizarParceriaComplementar]: 'Visualizar parceria complementar',
  [PERM.usuario.excluirExterno]: 'Excluir usuários',
  [PERM.usuario.editarDadosLgpd]: 'Editar dados pessoais (LGPD)',
  [PERM.relatorio.cliques]: 'Relatório de cliques',
  [PERM.relatorio.faturamento]: 'Relatório de faturamento',
  [PERM.faturamento.importar]: 'Importar faturamento',
  [PERM.docs.catalogoPecas]: 'Catálogo de peças',
  [PERM.docs.precosPecas]: 'Lista de preços de peças',
  [PERM.docs.listaPrecosRevVirtual]: 'Lista de preços REV virtual',
  [PERM.docs.listaPrecosRevFisica]: 'Lista de preços REV física',
  [PERM.docs.manualRelacionamentoOta]: 'Manual de relacionamento OTA',
  [PERM.docs.manualBoasPraticasOtas]: 'Manual de boas práticas OTAs',
  [PERM.docs.listaFerramentas]: 'Lista de ferramentas',
  [PERM.docs.manualPrograma]: 'Manual do programa de parceiros',
  [PERM.docs.ressarcimentoGarantia]: 'Ressarcimento de garantia OTAs',
  [PERM.docs.documentoDefesaInfracao]: 'Documento de defesa de infração',
  [PERM.docs.catalogoGeral]: 'Catálogo geral',
  [PERM.docs.calculoVerbaMarketingCooperada]: 'Cálculo da verba de marketing cooperado',
  [PERM.pagina.duvidas]: 'Visualizar dúvidas frequentes',
  [PERM.pagina.categoria]: 'Visualizar categorias',
  [PERM.pagina.recursos]: 'Visualizar recursos',
  [PERM.pagina.solicitarBeneficio]: 'Solicitar benefício',
  [PERM.pagina.alteracaoCadastral]: 'Formulário de alteração cadastral',
  [PERM.beneficio.consultarValores]: 'Consultar valores de marketing cooperado',
  [PERM.beneficio.solicitarResgate]: 'Solicitar resgate de verba',
  [PERM.beneficio.solicitacaoEquipamento]: 'Solicitar equipamento para showroom',
  [PERM.beneficio.participacaoCooperada]: 'Participação cooperada em feiras',
  [PERM.beneficio.solicitacaoMaterial]: 'Solicitar material de comunicação',
  [PERM.metricas.marketingCooperado]: 'Métrica de marketing cooperado',
  [PERM.metricas.showroom]: 'Métrica de showroom',
  [PERM.home.precosSimulador]: 'Simulador de pedidos',
  [PERM.home.canalOta]: 'Canal OTAs',
  [PERM.home.boleto]: 'Boletos e notas fiscais',
  [PERM.solicitacao.gerenciar]: 'Gerenciar solicitações de benefício',
  [PERM.classe.reclassificar]: 'Reclassificar parceiros',
  [PERM.ondeComprar.paginaPublica]: 'Editar a página pública da empresa',
  [PERM.ondeComprar.oportunidades]: 'Oportunidades (contatos de clientes)',
  [PERM.ondeComprar.gerenciar]: 'Gerenciar contatos de clientes',
  [PERM.candidatura.analisar]: 'Analisar candidaturas de parceiros',
  [PERM.treinamento.importar]: 'Importar conclusões de treinamentos',
  [PERM.treinamento.relatorio]: 'Relatório de treinamentos obrigatórios',
  [PERM.privacidade.encarregado]: 'Encarregado de dados (LGPD)',
  [PERM.desempenho.visualizar]: 'Meu desempenho',
  [PERM.desempenho.relatorio]: 'Relatório de desempenho dos parceiros',
  [PERM.integracoes.gerenciar]: 'Gerenciar integrações (tokens de sistemas)',
};

/** External keys and the partnership types and classes the combined check of SPEC §6 allows. */
const EXTERNAL: Partial<Record<PermissionKey, { tipos: string[]; classes: string[] }>> = {
  [PERM.pagina.categoria]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.pagina.recursos]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.pagina.duvidas]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.pagina.solicitarBeneficio]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.pagina.alteracaoCadastral]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.beneficio.solicitacaoEquipamento]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.beneficio.solicitacaoMaterial]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.beneficio.consultarValores]: { tipos: ALL_TYPES, classes: FROM_PRIX_100 },
  [PERM.beneficio.solicitarResgate]: { tipos: ALL_TYPES, classes: FROM_PRIX_100 },
  [PERM.beneficio.participacaoCooperada]: { tipos: ALL_TYPES, classes: FROM_PRIX_100 },
  [PERM.metricas.marketingCooperado]: { tipos: ALL_TYPES, classes: FROM_PRIX_100 },
  [PERM.metricas.showroom]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.docs.listaPrecosRevFisica]: { tipos: ['REV'], classes: ALL_CLASSES },
  [PERM.docs.listaPrecosRevVirtual]: { tipos: ['REV'], classes: ALL_CLASSES },
  [PERM.docs.catalogoPecas]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.precosPecas]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.manualRelacionamentoOta]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.manualBoasPraticasOtas]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.listaFerramentas]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.ressarcimentoGarantia]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.docs.manualPrograma]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.docs.documentoDefesaInfracao]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.docs.catalogoGeral]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.docs.calculoVerbaMarketingCooperada]: { tipos: ALL_TYPES, classes: FROM_PRIX_100 },
  [PERM.home.precosSimulador]: { tipos: ['REV'], classes: ALL_CLASSES },
  [PERM.home.canalOta]: { tipos: WORKSHOPS, classes: ALL_CLASSES },
  [PERM.home.boleto]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  [PERM.ondeComprar.oportunidades]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
  // The owner's and the employees' own page ('Meu desempenho'): every profile of a partner holds it.
  [PERM.desempenho.visualizar]: { tipos: ALL_TYPES, classes: ALL_CLASSES },
};

export const permissoes = ALL_PERMISSION_KEYS.map((key, i) => ({
  id: `P${String(i + 1).padStart(3, '0')}`,
  referencia: key,
  nome: NAMES[key],
  externa: key in EXTERNAL,
  tipos: EXTERNAL[key]?.tipos ?? [],
  classes: EXTERNAL[key]?.classes ?? [],
}));

const externalKeys = Object.keys(EXTERNAL) as PermissionKey[];
const teamKeys: PermissionKey[] = [
  PERM.cadastro.usuario,
  PERM.cadastro.usuarioExterno,
  PERM.cadastro.funcionarioExterno,
  PERM.somenteleituraCliente,
  PERM.cliente.visualizarEquipe,
  PERM.relatorio.faturamento,
  PERM.ondeComprar.paginaPublica,
];

export const perfis: { id: string; nome: string; keys: readonly PermissionKey[] }[] = [
  // "Every permission" means every capability. somenteleitura and visualizar.equipe.cliente are restrictions
  // (read-only registers, read-only company form, SPEC §6), so the administrator lacks them.
  {
    id: 'ADMIN',
    nome: 'Administrador',
    keys: ALL_PERMISSION_KEYS.filter((k) => k !== PERM.somenteleitura && k !== PERM.cliente.visualizarEquipe),
  },
  { id: 'LEITURA', nome: 'Somente leitura', keys: [PERM.somenteleitura] },
  {
    // Reads every register and writes none: somenteleitura with the register keys (SPEC §6).
    id: 'CONSULTA',
    nome: 'Consulta de cadastros',
    keys: [PERM.somenteleitura, ...Object.values(PERM.cadastro)],
  },
  { id: 'PARC_GEST', nome: 'Parceiro gestor', keys: [...externalKeys, ...teamKeys] },
  { id: 'PARC_FUNC', nome: 'Parceiro funcionário', keys: externalKeys },
  // The data protection officer's (decision 0048): the people's requests, the look-up, the reads log.
  { id: 'DPO', nome: 'Encarregado de dados (LGPD)', keys: [PERM.privacidade.encarregado] },
];

export const cargos = [
  { id: 'DIRETOR', nome: 'Diretor comercial', cargoSupId: null, perfis: ['ADMIN'] },
  { id: 'GERENTE_CANAL', nome: 'Gerente de canal', cargoSupId: 'DIRETOR', perfis: [] },
  { id: 'PROPRIETARIO', nome: 'Proprietário', cargoSupId: null, perfis: ['PARC_GEST'] },
  { id: 'MANDATARIO', nome: 'Mandatário', cargoSupId: 'PROPRIETARIO', perfis: ['PARC_GEST'] },
  { id: 'FUNCIONARIO', nome: 'Funcionário', cargoSupId: 'PROPRIETARIO', perfis: ['PARC_FUNC'] },
];

interface DemoUser {
  id: string;
  nome: string;
  sobrenome: string;
  email: string;
  externo: boolean;
  login?: string;
  cargoId?: string;
  perfis?: string[];
  filialId?: string;
  usuarioSupId?: string;
  clientes?: string[];
  incompleto?: boolean;
  cpf?: string;
  celular?: string;
  telefone?: string;
}

/** Demo sign-ins (the embedded identity provider lists them). */
export const usuarios: DemoUser[] = [
  {
    id: '10000001',
    nome: 'Ana',
    sobrenome: 'Administradora',
    email: 'admin@prix.com.br',
    externo: false,
    login: 'ana.admin',
    cargoId: 'DIRETOR',
    perfis: ['ADMIN'],
    filialId: '0001',
  },
  {
    id: '10000002',
    nome: 'Lucas',
    sobrenome: 'Leitura',
    email: 'leitura@prix.com.br',
    externo: false,
    login: 'lucas.leitura',
    perfis: ['LEITURA'],
    filialId: '0001',
  },
  {
    id: '10000004',
    nome: 'Rita',
    sobrenome: 'Revisora',
    email: 'rita.revisora@prix.com.br',
    externo: false,
    login: 'rita.revisora',
    perfis: ['CONSULTA'],
    filialId: '0002',
  },
  {
    id: '10000005',
    nome: 'Davi',
    sobrenome: 'Dados',
    email: 'dpo@prix.com.br',
    externo: false,
    login: 'davi.dados',
    perfis: ['DPO'],
    filialId: '0001',
  },
  {
    id: '10000003',
    nome: 'Rafael',
    sobrenome: 'Responsável',
    email: 'rafael.canal@prix.com.br',
    externo: false,
    login: 'rafael.canal',
    cargoId: 'GERENTE_CANAL',
    usuarioSupId: '10000001',
    filialId: '0001',
    telefone: '+55 (11) 3333-4444',
    celular: '+55 (11) 98765-4321',
  },
  {
    id: 'EXT0001',
    nome: 'Marcos',
    sobrenome: 'Proprietário',
    email: 'marcos@balancaspaulista.com.br',
    externo: true,
    cargoId: 'PROPRIETARIO',
    clientes: ['100234'],
    cpf: '529.982.247-25',
  },
  {
    id: 'EXT0002',
    nome: 'Fernanda',
    sobrenome: 'Funcionária',
    email: 'fernanda@balancaspaulista.com.br',
    externo: true,
    cargoId: 'FUNCIONARIO',
    usuarioSupId: 'EXT0001',
    clientes: ['100234'],
  },
  {
    id: 'EXT0003',
    nome: 'Otávio',
    sobrenome: 'Oficina',
    email: 'otavio@pesagemsul.com.br',
    externo: true,
    cargoId: 'PROPRIETARIO',
    clientes: ['200117'],
  },
  {
    id: 'EXT0004',
    nome: 'Gabriela',
    sobrenome: 'Grupo',
    email: 'gabriela@grupoprix.com.br',
    externo: true,
    cargoId: 'MANDATARIO',
    clientes: ['100234', '200117'],
  },
  {
    id: 'EXT0005',
    nome: 'Igor',
    sobrenome: 'Incompleto',
    email: 'igor@balancaspaulista.com.br',
    externo: true,
    cargoId: 'FUNCIONARIO',
    clientes: ['100234'],
    incompleto: true,
  },
];

export const clientes = [
  {
    id: '100234',
    nome: 'Balanças Paulista Comércio Ltda',
    cnpj: '61.234.567/0001-17',
    classeId: '250',
    tipos: ['REV'],
    usuarioRespId: '10000003',
    rua: 'Avenida Paulista',
    numero: '1500',
    complemento: 'Conjunto 42',
    cep: '01310-200',
    bairro: 'Bela Vista',
    estadoId: 'SP',
    cidade: 'São Paulo',
    // The owner block comes from the ERP (SPEC §3).
    codigoprop: 'P1002',
    nomeprop: 'Marcos Proprietário',
    emailprop: 'marcos@balancaspaulista.com.br',
    telefoneprop: '+55 (11) 3251-4400',
    ramalprop: '201',
    celularprop: '+55 (11) 98765-4321',
  },
  {
    id: '200117',
    nome: 'Pesagem Sul Assistência Técnica Ltda',
    cnpj: '33.445.566/0001-86',
    classeId: '10',
    tipos: ['OTA'],
    usuarioRespId: '10000003',
    rua: 'Rua XV de Novembro',
    numero: '320',
    complemento: null,
    cep: '80020-310',
    bairro: 'Centro',
    estadoId: 'PR',
    cidade: 'Curitiba',
  },
];
