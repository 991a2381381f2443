import type { StatusSolicitacao } from '@prix/shared/solicitacao';

/**
 * Demo benefit requests for the demo partners, in every state, with their history: days ago,
 * who, the move and an optional comment. Written once, on a database without any request.
 */
export interface DemoSolicitacao {
  formulario: string;
  clienteId: string;
  usuarioId: string;
  dados: Record<string, unknown>;
  valor?: number;
  /** A redemption's approved amount (the whole or a part). */
  valorAprovado?: number;
  /** A paid redemption's payment: days ago and reference. */
  pagamento?: { diasAtras: number; referencia: string };
  /** A redemption's proof (decision 0055): the supplier's NF-e and the seed's files of the activity. */
  comprovacao?: DemoComprovacao;
  /** The activity's first and last days, as days ago (its `periodoInicio` and `periodoFim`). */
  periodo?: [number, number];
  diasAtras: number;
  historico: {
    diasAtras: number;
    usuarioId: string;
    para?: StatusSolicitacao;
    comentario?: string;
  }[];
}

export interface DemoComprovacao {
  /** Read from its XML, or typed from its DANFE. */
  origem: 'xml' | 'danfe';
  /** Issued this many days before the request. */
  diasAntes: number;
  numero: number;
  cNF: string;
  emitente: { cnpj: string; nome: string };
  itens: { descricao: string; ncm: string; quantidade: number; valorUnitario: number }[];
  /** Files of `seed-files/` shown as the activity's photos. */
  fotos: string[];
}

const ANA = '10000001';
const MARCOS = 'EXT0001';
const FERNANDA = 'EXT0002';
const OTAVIO = 'EXT0003';
const marcos = { name: 'Marcos Proprietário', email: 'marcos@balancaspaulista.com.br' };

export const solicitacoesDemo: DemoSolicitacao[] = [
  {
    formulario: 'feira-eventos',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 40,
    dados: {
      ...marcos,
      fairName: 'Feira Nacional do Varejo Alimentar',
      date: '14/04/2027',
      local: 'Expo Center Norte, São Paulo – SP',
      exposedEquipaments: 'Prix 4 Uno, Prix 3 Fit, Prix 5 Plus',
      areaExposedPercentage: 40,
      areaExposedProductsPercentage: 75,
      value: 18000,
      obs: 'Estande 112, rua C',
    },
    historico: [
      { diasAtras: 40, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 38, usuarioId: ANA, para: 'Em análise' },
      { diasAtras: 37, usuarioId: ANA, comentario: 'Podem enviar a planta atualizada do estande?' },
      { diasAtras: 36, usuarioId: MARCOS, comentario: 'Enviada por e-mail ao marketing.' },
      { diasAtras: 33, usuarioId: ANA, para: 'Aprovada', comentario: 'Coparticipação de 20% aprovada.' },
      { diasAtras: 10, usuarioId: ANA, para: 'Paga', comentario: 'Bonificação faturada na NF 48211.' },
    ],
  },
  // The co-op fund ledger's demo (decisions 0027, 0055): Prix 250 accrues R$ 4.020,00 from last year's
  // purchases; R$ 1.200,00 paid, R$ 800,00 approved (of R$ 1.000,00 asked) and R$ 800,00 open (one in analysis,
  // one waiting for the partner) leave R$ 2.020,00 available; a refused one counts nowhere. Each with its proof.
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 12,
    valor: 1200,
    valorAprovado: 1200,
    pagamento: { diasAtras: 4, referencia: 'NF de bonificação 48390' },
    dados: {
      ...marcos,
      equipaments: 'Prix 3 Light (4 unidades)',
      quantity: 4,
      vmc: 1200,
      transporter: 'Braspress',
      projectInfo: 'Reforma do showroom da loja da Paulista',
      atividade: 'Vitrine ou fachada',
      descricaoAtividade:
        'Adesivação da vitrine e painel de fachada com a linha Prix 3 na loja da Avenida Paulista.',
    },
    periodo: [20, 13],
    comprovacao: {
      origem: 'xml',
      diasAntes: 3,
      numero: 1187,
      cNF: '40917325',
      emitente: { cnpj: '37.519.284/0001-37', nome: 'Comunicação Visual Avenida Ltda' },
      itens: [
        {
          descricao: 'Adesivo vinílico para vitrine com impressão digital 4 m²',
          ncm: '39191020',
          quantidade: 4,
          valorUnitario: 180,
        },
        {
          descricao: 'Painel de fachada em ACM 3,00 x 0,80 m impresso',
          ncm: '76061290',
          quantidade: 1,
          valorUnitario: 760,
        },
      ],
      fotos: ['banner-campanha-verao.png', 'balanca-comercial-15kg.png'],
    },
    historico: [
      { diasAtras: 12, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 9, usuarioId: ANA, para: 'Em análise' },
      { diasAtras: 8, usuarioId: ANA, para: 'Aprovada', comentario: 'Envio previsto em 5 dias úteis.' },
      { diasAtras: 4, usuarioId: ANA, para: 'Paga', comentario: 'Bonificação faturada na NF 48390.' },
    ],
  },
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 7,
    valor: 1000,
    valorAprovado: 800,
    dados: {
      ...marcos,
      equipaments: 'Expositor de balcão Prix',
      quantity: 2,
      vmc: 1000,
      transporter: 'Jadlog',
      projectInfo: 'Vitrine da loja de Campinas',
      atividade: 'Material impresso',
      descricaoAtividade: 'Folhetos e cartazes da linha Prix 4 distribuídos na loja de Campinas.',
    },
    periodo: [16, 9],
    comprovacao: {
      origem: 'danfe',
      diasAntes: 2,
      numero: 5233,
      cNF: '81126604',
      emitente: { cnpj: '24.681.357/0001-40', nome: 'Gráfica e Editora Paulistana Ltda' },
      itens: [
        {
          descricao: 'Folheto promocional A4 couché 115 g 4x4 cores',
          ncm: '49111090',
          quantidade: 2000,
          valorUnitario: 0.4,
        },
        { descricao: 'Cartaz A2 couché 150 g 4x0 cores', ncm: '49111090', quantidade: 50, valorUnitario: 4 },
      ],
      fotos: ['banner-treinamento.png'],
    },
    historico: [
      { diasAtras: 7, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 5, usuarioId: ANA, para: 'Em análise' },
      {
        diasAtras: 3,
        usuarioId: ANA,
        para: 'Aprovada',
        comentario: 'Aprovados R$ 800,00: os cartazes sem a marca Prix ficam fora da verba cooperada.',
      },
    ],
  },
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 2,
    valor: 500,
    dados: {
      ...marcos,
      equipaments: 'Banners da linha Prix 4',
      quantity: 10,
      vmc: 500,
      transporter: 'Braspress',
      projectInfo: 'Campanha de inverno',
      atividade: 'Evento ou feira',
      descricaoAtividade: 'Estande na Feira do Varejo de Santo André com brindes da marca Prix.',
    },
    periodo: [9, 7],
    comprovacao: {
      origem: 'xml',
      diasAntes: 4,
      numero: 30412,
      cNF: '66318072',
      emitente: { cnpj: '48.203.615/0001-41', nome: 'Brindes Ipiranga Ltda' },
      itens: [
        {
          descricao: 'Caneta metálica gravada a laser com logotipo Prix',
          ncm: '96081000',
          quantidade: 200,
          valorUnitario: 2.1,
        },
        {
          descricao: 'Sacola de algodão cru impressa 1 cor',
          ncm: '42022210',
          quantidade: 50,
          valorUnitario: 5.6,
        },
      ],
      fotos: ['banner-feira-fispal.png', 'balanca-etiquetadora.png'],
    },
    historico: [
      { diasAtras: 2, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 1, usuarioId: ANA, para: 'Em análise' },
    ],
  },
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 6,
    valor: 300,
    dados: {
      ...marcos,
      equipaments: 'Indicador de pesagem Prix',
      quantity: 1,
      vmc: 300,
      transporter: 'Jadlog',
      projectInfo: 'Divulgação no bairro',
      atividade: 'Material impresso',
      descricaoAtividade: 'Panfletagem da linha de balanças comerciais no entorno da loja.',
    },
    periodo: [12, 10],
    comprovacao: {
      origem: 'xml',
      diasAntes: 3,
      numero: 5260,
      cNF: '27730418',
      emitente: { cnpj: '24.681.357/0001-40', nome: 'Gráfica e Editora Paulistana Ltda' },
      itens: [
        {
          descricao: 'Panfleto 10 x 15 cm couché 90 g 4x4 cores',
          ncm: '49111090',
          quantidade: 3000,
          valorUnitario: 0.12,
        },
      ],
      fotos: ['balanca-comercial-30kg.png'],
    },
    historico: [
      { diasAtras: 6, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 5, usuarioId: ANA, para: 'Em análise' },
      {
        diasAtras: 4,
        usuarioId: ANA,
        para: 'Pendência',
        comentario:
          'A foto enviada é do produto, não da ação. Envie uma foto ou print dos panfletos distribuídos (com a marca Prix à vista).',
      },
    ],
  },
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 20,
    valor: 450,
    dados: {
      ...marcos,
      equipaments: 'Prix 4 Uno',
      quantity: 1,
      vmc: 450,
      transporter: 'Braspress',
      projectInfo: 'Equipe de vendas',
      atividade: 'Outro',
      descricaoAtividade: 'Camisetas para a equipe de vendas usar na loja.',
    },
    periodo: [28, 24],
    comprovacao: {
      origem: 'xml',
      diasAntes: 5,
      numero: 812,
      cNF: '90244516',
      emitente: { cnpj: '51.930.746/0001-35', nome: 'Uniformes Bela Vista Ltda' },
      itens: [
        { descricao: 'Camiseta polo piquet bordada', ncm: '61051000', quantidade: 10, valorUnitario: 45 },
      ],
      fotos: ['indicador-de-pesagem.png'],
    },
    historico: [
      { diasAtras: 20, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 18, usuarioId: ANA, para: 'Em análise' },
      {
        diasAtras: 17,
        usuarioId: ANA,
        para: 'Recusada',
        comentario:
          'Uniformes não são ação de marketing cooperado: a verba cobre anúncios, eventos, impressos, mídia digital e vitrines com a marca Prix.',
      },
    ],
  },
  // In analysis for more than 10 working days: flagged in staff's queue (SPEC §9).
  {
    formulario: 'consulta-valores-marketing-cooperado',
    clienteId: '100234',
    usuarioId: FERNANDA,
    diasAtras: 24,
    dados: {
      name: 'Fernanda Funcionária',
      email: 'fernanda@balancaspaulista.com.br',
      projectInfo: 'Anúncio de meia página na revista da Associação Paulista de Supermercados',
      obs: 'Edição de março; o orçamento da agência vai em anexo por e-mail.',
    },
    historico: [
      { diasAtras: 24, usuarioId: FERNANDA, para: 'Recebida' },
      { diasAtras: 22, usuarioId: ANA, para: 'Em análise' },
    ],
  },
  {
    formulario: 'material-comunicacao',
    clienteId: '100234',
    usuarioId: FERNANDA,
    diasAtras: 6,
    dados: {
      name: 'Fernanda Funcionária',
      email: 'fernanda@balancaspaulista.com.br',
      materialType: 'Banners',
      equipaments: 'Linha Prix 4',
      requestJustification: 'Vitrine da campanha de Páscoa',
    },
    historico: [
      { diasAtras: 6, usuarioId: FERNANDA, para: 'Recebida' },
      { diasAtras: 3, usuarioId: ANA, para: 'Em análise' },
    ],
  },
  // Two waiting past SPEC §9's 10 working days: the staff's /home counts them as overdue.
  {
    formulario: 'material-comunicacao',
    clienteId: '100234',
    usuarioId: FERNANDA,
    diasAtras: 19,
    dados: {
      name: 'Fernanda Funcionária',
      email: 'fernanda@balancaspaulista.com.br',
      materialType: 'Outros',
      equipaments: 'Adesivos de vitrine da linha Prix 3',
      requestJustification: 'Reinauguração da loja da Paulista',
    },
    historico: [{ diasAtras: 19, usuarioId: FERNANDA, para: 'Recebida' }],
  },
  {
    formulario: 'feira-eventos',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 24,
    dados: {
      ...marcos,
      fairName: 'Feira do Agronegócio de Ribeirão Preto',
      date: '20/05/2027',
      local: 'Parque de exposições, Ribeirão Preto – SP',
      exposedEquipaments: 'Prix 5 Plus, Prix Pesadora de gado',
      areaExposedPercentage: 30,
      areaExposedProductsPercentage: 60,
      value: 12000,
      obs: 'Estande compartilhado com a cooperativa',
    },
    historico: [
      { diasAtras: 24, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 21, usuarioId: ANA, para: 'Em análise' },
    ],
  },
  {
    formulario: 'equipamentos',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 1,
    dados: {
      ...marcos,
      equipaments: 'Prix 5 Plus inox para o showroom',
      transporter: 'Jadlog',
      condition: '30-60 DDF',
    },
    historico: [{ diasAtras: 1, usuarioId: MARCOS, para: 'Recebida' }],
  },
  {
    formulario: 'equipamentos',
    clienteId: '200117',
    usuarioId: OTAVIO,
    diasAtras: 25,
    dados: {
      name: 'Otávio Oficina',
      email: 'otavio@pesagemsul.com.br',
      equipaments: 'Balança de bancada para aferição',
      condition: 'À vista',
    },
    historico: [
      { diasAtras: 25, usuarioId: OTAVIO, para: 'Recebida' },
      { diasAtras: 22, usuarioId: ANA, para: 'Em análise' },
      {
        diasAtras: 20,
        usuarioId: ANA,
        para: 'Recusada',
        comentario: 'Equipamento fora da linha de showroom; fale com o seu gerente de canal.',
      },
    ],
  },
  {
    formulario: 'formulario-alteracao-cadastral',
    clienteId: '200117',
    usuarioId: OTAVIO,
    diasAtras: 2,
    dados: {
      name: 'Otávio Oficina',
      email: 'otavio@pesagemsul.com.br',
      dadosAlterados: 'Novo telefone comercial: (41) 3322-1100',
    },
    historico: [{ diasAtras: 2, usuarioId: OTAVIO, para: 'Recebida' }],
  },
];
