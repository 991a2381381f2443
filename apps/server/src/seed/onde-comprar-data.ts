/**
 * The demo's 'Onde comprar': the two demo companies' municipalities and public listings, and partners in
 * other states (no users: they only show on the locator and receive enquiries), so the distance ordering
 * shows from any city. Classes 250 and up hold the benefit SITE (registers-data.ts), so they are listed as
 * resellers; a partnership type with OT lists a company as a workshop whatever its class.
 */

/** The demo companies of data.ts: their municipality (IBGE code). */
export const municipiosDemo: Record<string, string> = {
  '100234': '3550308', // São Paulo
  '200117': '4106902', // Curitiba
};

/** Their own coordinates, as staff set them (the street address, more precise than the city's seat). */
export const coordenadasDemo: Record<string, { latitude: number; longitude: number }> = {
  '100234': { latitude: -23.5614, longitude: -46.6558 }, // Avenida Paulista, 1500
  '200117': { latitude: -25.4296, longitude: -49.2713 }, // Rua XV de Novembro, 320
};

export interface ParceiroDemo {
  id: string;
  nome: string;
  cnpj: string;
  classeId: string;
  tipos: string[];
  rua: string;
  numero: string;
  bairro: string;
  cep: string;
  estadoId: string;
  cidade: string;
  municipioId: string;
}

export const parceirosDemo: ParceiroDemo[] = [
  {
    id: '300101',
    nome: 'Balanças Gaúcha Comércio Ltda',
    cnpj: '87.213.456/0001-18',
    classeId: '500',
    tipos: ['REV'],
    rua: 'Rua dos Andradas',
    numero: '1234',
    bairro: 'Centro Histórico',
    cep: '90020-008',
    estadoId: 'RS',
    cidade: 'Porto Alegre',
    municipioId: '4314902',
  },
  {
    id: '300102',
    nome: 'Minas Pesagem Equipamentos Ltda',
    cnpj: '91.456.327/0001-28',
    classeId: '1000',
    tipos: ['REV', 'OTA'],
    rua: 'Avenida Afonso Pena',
    numero: '2300',
    bairro: 'Funcionários',
    cep: '30130-007',
    estadoId: 'MG',
    cidade: 'Belo Horizonte',
    municipioId: '3106200',
  },
  {
    id: '300103',
    nome: 'Carioca Balanças e Serviços Ltda',
    cnpj: '27.364.518/0001-60',
    classeId: '250',
    tipos: ['REV'],
    rua: 'Rua da Assembleia',
    numero: '45',
    bairro: 'Centro',
    cep: '20011-001',
    estadoId: 'RJ',
    cidade: 'Rio de Janeiro',
    municipioId: '3304557',
  },
  {
    id: '300104',
    nome: 'Campinas Balanças Ltda',
    cnpj: '38.564.729/0001-63',
    classeId: '500',
    tipos: ['REV'],
    rua: 'Avenida Francisco Glicério',
    numero: '1020',
    bairro: 'Centro',
    cep: '13012-100',
    estadoId: 'SP',
    cidade: 'Campinas',
    municipioId: '3509502',
  },
  {
    id: '300105',
    nome: 'Santos Assistência em Pesagem Ltda',
    cnpj: '49.675.831/0001-52',
    classeId: '50',
    tipos: ['OTA'],
    rua: 'Rua Amador Bueno',
    numero: '180',
    bairro: 'Centro',
    cep: '11013-150',
    estadoId: 'SP',
    cidade: 'Santos',
    municipioId: '3548500',
  },
  {
    id: '300106',
    nome: 'Recife Balanças Comercial Ltda',
    cnpj: '50.786.942/0001-15',
    classeId: '250',
    tipos: ['REV'],
    rua: 'Avenida Conde da Boa Vista',
    numero: '800',
    bairro: 'Boa Vista',
    cep: '50060-004',
    estadoId: 'PE',
    cidade: 'Recife',
    municipioId: '2611606',
  },
  {
    id: '300107',
    nome: 'Bahia Pesagem Técnica Ltda',
    cnpj: '61.897.053/0001-41',
    classeId: '100',
    tipos: ['OT'],
    rua: 'Rua Chile',
    numero: '20',
    bairro: 'Centro',
    cep: '40020-000',
    estadoId: 'BA',
    cidade: 'Salvador',
    municipioId: '2927408',
  },
  {
    id: '300108',
    nome: 'Goiás Balanças Ltda',
    cnpj: '72.908.164/0001-22',
    classeId: '1000',
    tipos: ['REV'],
    rua: 'Avenida Goiás',
    numero: '900',
    bairro: 'Setor Central',
    cep: '74010-010',
    estadoId: 'GO',
    cidade: 'Goiânia',
    municipioId: '5208707',
  },
  {
    id: '300109',
    nome: 'Fortaleza Balanças e Automação Ltda',
    cnpj: '83.019.275/0001-02',
    classeId: '250',
    tipos: ['REV', 'OT'],
    rua: 'Avenida Santos Dumont',
    numero: '1200',
    bairro: 'Aldeota',
    cep: '60150-160',
    estadoId: 'CE',
    cidade: 'Fortaleza',
    municipioId: '2304400',
  },
];

/**
 * A company the ERP sent with its city abbreviated ('S. J. dos Campos'): it matched no municipality, so it is
 * neither listed nor offered enquiries until staff choose its city (the staff's /home counts it, /contatos lists
 * it). Prix 10 and no billing: the reclassification leaves it where it is.
 */
export const empresaSemMunicipioDemo = {
  id: '300201',
  nome: 'Balanças Vale do Paraíba Ltda',
  cnpj: '71.829.364/0001-27',
  classeId: '10',
  tipos: ['REV'],
  rua: 'Avenida Nove de Julho',
  numero: '410',
  bairro: 'Vila Adyana',
  cep: '12243-001',
  estadoId: 'SP',
  cidade: 'S. J. dos Campos',
  municipioId: null,
};

/** Public listings, as each partner would write them on 'Página pública'. */
export const paginasDemo: {
  clienteId: string;
  nomePublico: string;
  telefone: string;
  whatsapp: string | null;
  email: string;
  site: string | null;
  horario: string;
  descricao: string;
}[] = [
  {
    clienteId: '100234',
    nomePublico: 'Balanças Paulista',
    telefone: '+55 (11) 3251-4400',
    whatsapp: '+55 (11) 98765-4321',
    email: 'vendas@balancaspaulista.com.br',
    site: 'https://www.balancaspaulista.com.br',
    horario: 'Segunda a sexta, 8h às 18h; sábado, 8h às 12h',
    descricao:
      'Revenda autorizada Prix na Avenida Paulista: balanças comerciais, de precisão e industriais, com entrega em toda a Grande São Paulo.',
  },
  {
    clienteId: '200117',
    nomePublico: 'Pesagem Sul Assistência Técnica',
    telefone: '+55 (41) 3322-1100',
    whatsapp: '+55 (41) 99876-1100',
    email: 'atendimento@pesagemsul.com.br',
    site: null,
    horario: 'Segunda a sexta, 8h às 17h30',
    descricao: 'Assistência técnica autorizada Prix em Curitiba: manutenção, aferição e peças originais.',
  },
  {
    clienteId: '300101',
    nomePublico: 'Balanças Gaúcha',
    telefone: '+55 (51) 3224-5500',
    whatsapp: '+55 (51) 99654-3210',
    email: 'contato@balancasgaucha.com.br',
    site: 'https://www.balancasgaucha.com.br',
    horario: 'Segunda a sexta, 8h30 às 18h',
    descricao: 'Balanças comerciais e rodoviárias para todo o Rio Grande do Sul.',
  },
  {
    clienteId: '300102',
    nomePublico: 'Minas Pesagem',
    telefone: '+55 (31) 3275-8800',
    whatsapp: '+55 (31) 99888-7766',
    email: 'vendas@minaspesagem.com.br',
    site: 'https://www.minaspesagem.com.br',
    horario: 'Segunda a sexta, 8h às 18h',
    descricao: 'Revenda e oficina autorizada Prix: venda, instalação e manutenção de balanças industriais.',
  },
  {
    clienteId: '300103',
    nomePublico: 'Carioca Balanças',
    telefone: '+55 (21) 2232-4411',
    whatsapp: null,
    email: 'loja@cariocabalancas.com.br',
    site: null,
    horario: 'Segunda a sexta, 9h às 18h',
    descricao: 'Balanças comerciais para padarias, açougues e mercados no centro do Rio.',
  },
  {
    clienteId: '300104',
    nomePublico: 'Campinas Balanças',
    telefone: '+55 (19) 3232-4000',
    whatsapp: '+55 (19) 99876-5432',
    email: 'vendas@campinasbalancas.com.br',
    site: 'https://www.campinasbalancas.com.br',
    horario: 'Segunda a sexta, 8h às 18h',
    descricao: 'Balanças de precisão e laboratório para indústrias e universidades da região de Campinas.',
  },
  {
    clienteId: '300105',
    nomePublico: 'Santos Assistência em Pesagem',
    telefone: '+55 (13) 3219-7700',
    whatsapp: '+55 (13) 99701-2233',
    email: 'oficina@santospesagem.com.br',
    site: null,
    horario: 'Segunda a sexta, 8h às 17h',
    descricao: 'Oficina técnica autorizada: conserto e aferição de balanças na Baixada Santista.',
  },
  {
    clienteId: '300106',
    nomePublico: 'Recife Balanças',
    telefone: '+55 (81) 3421-6600',
    whatsapp: '+55 (81) 99612-3344',
    email: 'vendas@recifebalancas.com.br',
    site: null,
    horario: 'Segunda a sexta, 8h às 18h; sábado, 8h às 12h',
    descricao: 'Revenda autorizada Prix em Pernambuco.',
  },
  {
    clienteId: '300107',
    nomePublico: 'Bahia Pesagem Técnica',
    telefone: '+55 (71) 3241-9900',
    whatsapp: '+55 (71) 99923-4455',
    email: 'assistencia@bahiapesagem.com.br',
    site: null,
    horario: 'Segunda a sexta, 8h às 17h',
    descricao: 'Assistência técnica autorizada Prix em Salvador e Região Metropolitana.',
  },
  {
    clienteId: '300108',
    nomePublico: 'Goiás Balanças',
    telefone: '+55 (62) 3212-3300',
    whatsapp: '+55 (62) 99811-2200',
    email: 'comercial@goiasbalancas.com.br',
    site: 'https://www.goiasbalancas.com.br',
    horario: 'Segunda a sexta, 7h30 às 17h30',
    descricao: 'Balanças rodoviárias e para o agronegócio em Goiás e no Centro-Oeste.',
  },
  {
    clienteId: '300109',
    nomePublico: 'Fortaleza Balanças e Automação',
    telefone: '+55 (85) 3261-4800',
    whatsapp: '+55 (85) 99745-6677',
    email: 'contato@fortalezabalancas.com.br',
    site: null,
    horario: 'Segunda a sexta, 8h às 18h',
    descricao: 'Revenda e assistência técnica autorizada Prix no Ceará.',
  },
];
