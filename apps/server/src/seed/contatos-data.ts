import type {
  EventoContato,
  InteresseContato,
  LinhaProduto,
  ResultadoContato,
} from '@prix/shared/onde-comprar';

/**
 * Demo enquiries from the public locator in every state of the flow (decision 0046), on the demo partners and
 * the other listed partners: each step hours ago, the partner it concerns and who acted. `proximo` is the next
 * listed partner of the kind nearest to the enquiry's city other than the ones named (the demo's other listed
 * partners); without one, the enquiry goes to staff as routing would. Balanças Paulista (100234) keeps at most
 * 2 open enquiries, under the load limit: the browser test's new enquiry from São Paulo must reach it.
 */
export type ParceiroDemo = string | { proximo: string[] };

export interface PassoDemo {
  tipo: EventoContato;
  horasAtras: number;
  parceiro?: ParceiroDemo;
  usuarioId?: string;
  detalhe?: string;
}

export interface ContatoDemo {
  nome: string;
  email: string;
  telefone: string;
  municipio: string;
  interesse: InteresseContato;
  linha: LinhaProduto;
  mensagem: string;
  resultado?: ResultadoContato;
  passos: PassoDemo[];
}

const SAO_PAULO = '3550308';
const GUARULHOS = '3518800';
const CAMPINAS = '3509502';
const CURITIBA = '4106902';
const MANAUS = '1302603';
const BELEM = '1501402';
const ANA = '10000001';
const MARCOS = 'EXT0001';
const FERNANDA = 'EXT0002';
const OTAVIO = 'EXT0003';
const PAULISTA = '100234';
const PESAGEM_SUL = '200117';

export const contatosDemo: ContatoDemo[] = [
  {
    // Waiting for Balanças Paulista, within its deadline.
    nome: 'Rita Almeida',
    email: 'rita.almeida@mercadinhoalmeida.com.br',
    telefone: '+55 (11) 3456-7890',
    municipio: SAO_PAULO,
    interesse: 'compra',
    linha: 'comercial',
    mensagem:
      'Vou abrir um mercadinho na Mooca e preciso de duas balanças de balcão com impressora de etiquetas.',
    passos: [
      { tipo: 'recebido', horasAtras: 3 },
      { tipo: 'oferecido', horasAtras: 3, parceiro: PAULISTA },
    ],
  },
  {
    // Accepted by Balanças Paulista, negotiation in progress.
    nome: 'Carlos Nogueira',
    email: 'compras@frigorificonogueira.com.br',
    telefone: '+55 (11) 2222-3344',
    municipio: GUARULHOS,
    interesse: 'compra',
    linha: 'industrial',
    mensagem: 'Cotação de 4 balanças de plataforma 300 kg para a expedição, com indicador inox.',
    resultado: 'em_andamento',
    passos: [
      { tipo: 'recebido', horasAtras: 74 },
      { tipo: 'oferecido', horasAtras: 74, parceiro: PAULISTA },
      { tipo: 'aceito', horasAtras: 70, parceiro: PAULISTA, usuarioId: MARCOS },
      {
        tipo: 'resultado',
        horasAtras: 30,
        parceiro: PAULISTA,
        usuarioId: FERNANDA,
        detalhe: 'Em andamento',
      },
    ],
  },
  {
    // Sold by Balanças Paulista: closed.
    nome: 'Patrícia Lima',
    email: 'patricia@padarialima.com.br',
    telefone: '+55 (11) 98877-6655',
    municipio: SAO_PAULO,
    interesse: 'compra',
    linha: 'comercial',
    mensagem: 'Preciso trocar a balança da padaria, que já não passa na aferição do Inmetro.',
    resultado: 'vendido',
    passos: [
      { tipo: 'recebido', horasAtras: 240 },
      { tipo: 'oferecido', horasAtras: 240, parceiro: PAULISTA },
      { tipo: 'aceito', horasAtras: 236, parceiro: PAULISTA, usuarioId: MARCOS },
      { tipo: 'resultado', horasAtras: 150, parceiro: PAULISTA, usuarioId: MARCOS, detalhe: 'Vendido' },
    ],
  },
  {
    // Declined by Balanças Paulista, now offered to the next listed reseller.
    nome: 'Jorge Tanaka',
    email: 'jorge.tanaka@agrotanaka.com.br',
    telefone: '+55 (19) 3232-4545',
    municipio: CAMPINAS,
    interesse: 'compra',
    linha: 'rodoviaria',
    mensagem: 'Orçamento de balança rodoviária de 80 t para a cooperativa, com obra civil.',
    passos: [
      { tipo: 'recebido', horasAtras: 20 },
      { tipo: 'oferecido', horasAtras: 20, parceiro: PAULISTA },
      {
        tipo: 'recusado',
        horasAtras: 18,
        parceiro: PAULISTA,
        usuarioId: MARCOS,
        detalhe: 'Não trabalhamos com balanças rodoviárias.',
      },
      { tipo: 'oferecido', horasAtras: 18, parceiro: { proximo: [PAULISTA] } },
    ],
  },
  {
    // Pesagem Sul let it expire: now offered to the next workshop.
    nome: 'Luiz Becker',
    email: 'luiz@acouguebecker.com.br',
    telefone: '+55 (41) 3322-1100',
    municipio: CURITIBA,
    interesse: 'assistencia',
    linha: 'comercial',
    mensagem: 'A balança do açougue está travando no zero. Atendem no Boqueirão?',
    passos: [
      { tipo: 'recebido', horasAtras: 60 },
      { tipo: 'oferecido', horasAtras: 60, parceiro: PESAGEM_SUL },
      { tipo: 'expirado', horasAtras: 10, parceiro: PESAGEM_SUL },
      { tipo: 'oferecido', horasAtras: 10, parceiro: { proximo: [PESAGEM_SUL] } },
    ],
  },
  {
    // Closed without a sale by Pesagem Sul.
    nome: 'Marina Costa',
    email: 'marina.costa@laticinioscosta.com.br',
    telefone: '+55 (41) 99911-2233',
    municipio: CURITIBA,
    interesse: 'assistencia',
    linha: 'precisao',
    mensagem: 'Calibração de 3 balanças de precisão do laboratório de qualidade.',
    resultado: 'nao_vendido',
    passos: [
      { tipo: 'recebido', horasAtras: 400 },
      { tipo: 'oferecido', horasAtras: 400, parceiro: PESAGEM_SUL },
      { tipo: 'aceito', horasAtras: 397, parceiro: PESAGEM_SUL, usuarioId: OTAVIO },
      {
        tipo: 'resultado',
        horasAtras: 300,
        parceiro: PESAGEM_SUL,
        usuarioId: OTAVIO,
        detalhe: 'Não vendido',
      },
    ],
  },
  {
    // No workshop free to take it at the time: straight to staff.
    nome: 'Francisco Matos',
    email: 'francisco@distribuidoramatos.com.br',
    telefone: '+55 (92) 3344-5566',
    municipio: MANAUS,
    interesse: 'assistencia',
    linha: 'industrial',
    mensagem: 'Manutenção de balança de piso no centro de distribuição.',
    passos: [
      { tipo: 'recebido', horasAtras: 6 },
      {
        tipo: 'sem_parceiro',
        horasAtras: 6,
        detalhe: 'nenhum parceiro de assistência técnica disponível para Manaus – AM.',
      },
    ],
  },
  {
    // Reassigned by staff to a reseller of their choice, waiting for its answer.
    nome: 'Eduardo Silveira',
    email: 'eduardo@silveiraferragens.com.br',
    telefone: '+55 (91) 3030-4040',
    municipio: BELEM,
    interesse: 'compra',
    linha: 'pecas',
    mensagem: 'Preciso de pratos e células de carga de reposição para balanças Prix 3.',
    passos: [
      { tipo: 'recebido', horasAtras: 50 },
      {
        tipo: 'sem_parceiro',
        horasAtras: 50,
        detalhe: 'nenhum parceiro de revenda disponível para Belém – PA.',
      },
      {
        tipo: 'reatribuido',
        horasAtras: 26,
        parceiro: { proximo: [] },
        usuarioId: ANA,
        detalhe: 'Cliente aceita atendimento a distância.',
      },
      { tipo: 'oferecido', horasAtras: 26, parceiro: { proximo: [] }, usuarioId: ANA },
    ],
  },
];
