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
  diasAtras: number;
  historico: {
    diasAtras: number;
    usuarioId: string;
    para?: StatusSolicitacao;
    comentario?: string;
  }[];
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
  // The co-op fund ledger's demo (decision 0027): Prix 250 accrues R$ 4.020,00 from last year's purchases;
  // one redemption paid, one approved and one open leave R$ 2.020,00 available.
  {
    formulario: 'resgate-verba-marketing-cooperado',
    clienteId: '100234',
    usuarioId: MARCOS,
    diasAtras: 12,
    valor: 1200,
    dados: {
      ...marcos,
      equipaments: 'Prix 3 Light (4 unidades)',
      quantity: 4,
      vmc: 1200,
      transporter: 'Braspress',
      projectInfo: 'Reforma do showroom da loja da Paulista',
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
    valor: 800,
    dados: {
      ...marcos,
      equipaments: 'Expositor de balcão Prix',
      quantity: 2,
      vmc: 800,
      transporter: 'Jadlog',
      projectInfo: 'Vitrine da loja de Campinas',
    },
    historico: [
      { diasAtras: 7, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 5, usuarioId: ANA, para: 'Em análise' },
      { diasAtras: 3, usuarioId: ANA, para: 'Aprovada' },
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
    },
    historico: [
      { diasAtras: 2, usuarioId: MARCOS, para: 'Recebida' },
      { diasAtras: 1, usuarioId: ANA, para: 'Em análise' },
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
