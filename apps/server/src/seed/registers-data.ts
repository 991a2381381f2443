import { UFS } from '@prix/shared/core/ufs';

/** Demo master data of the generic registers: realistic values a back-office would recognise. */

export const paises = [
  { id: 'BR', nome: 'Brasil', gentilico: 'Brasileiro' },
  { id: 'AR', nome: 'Argentina', gentilico: 'Argentino' },
  { id: 'PY', nome: 'Paraguai', gentilico: 'Paraguaio' },
  { id: 'UY', nome: 'Uruguai', gentilico: 'Uruguaio' },
  { id: 'CL', nome: 'Chile', gentilico: 'Chileno' },
  { id: 'BO', nome: 'Bolívia', gentilico: 'Boliviano' },
  { id: 'PE', nome: 'Peru', gentilico: 'Peruano' },
  { id: 'CO', nome: 'Colômbia', gentilico: 'Colombiano' },
  { id: 'PT', nome: 'Portugal', gentilico: 'Português' },
  { id: 'US', nome: 'Estados Unidos', gentilico: 'Norte-americano' },
  { id: 'DE', nome: 'Alemanha', gentilico: 'Alemão' },
  { id: 'ES', nome: 'Espanha', gentilico: 'Espanhol' },
];

/** Brazil's states, as the register 'Estados' holds them (code and name). */
export const estadosBrasil: [string, string][] = UFS.map((uf) => [uf.sigla, uf.nome]);

export const idiomas = [
  { id: 'PT', nome: 'Português' },
  { id: 'ES', nome: 'Espanhol' },
  { id: 'EN', nome: 'Inglês' },
];

export const generos = [
  { id: 'F', nome: 'Feminino' },
  { id: 'M', nome: 'Masculino' },
  { id: 'O', nome: 'Outro' },
  { id: 'N', nome: 'Prefiro não informar' },
];

export const tiposTreinamento = [
  { id: 'OPER', nome: 'Operação de balanças comerciais' },
  { id: 'VEND', nome: 'Técnicas de vendas' },
  { id: 'INST', nome: 'Instalação de balanças' },
  { id: 'CALB', nome: 'Calibração e aferição' },
  { id: 'MANU', nome: 'Manutenção corretiva' },
  { id: 'SOFT', nome: 'Software de pesagem' },
  { id: 'NR10', nome: 'Segurança elétrica (NR-10)' },
];

/** Training each partnership type must take ('Tipos de treinamento obrigatórios', decision 0047). */
export const treinamentosPorTipo: Record<string, string[]> = {
  REV: ['OPER', 'VEND'],
  OT: ['INST', 'MANU'],
  OTA: ['CALB', 'NR10'],
  OTAF: ['CALB', 'MANU', 'NR10', 'SOFT'],
};

export const tiposParceriaComplementar = [
  { id: 'LOCACAO', nome: 'Locação de equipamentos', tipos: ['REV'] },
  { id: 'INMETRO', nome: 'Assistência credenciada Inmetro', tipos: ['OTA', 'OTAF'] },
];

/** SPEC §9: benefits by minimum class; VMC and DSCS carry a value per class. */
export const beneficios: { id: string; nome: string; desde: number; valores?: Record<string, string> }[] = [
  {
    id: 'DSCS',
    nome: 'Desconto showroom',
    desde: 10,
    valores: { '10': '15%', '50': '16%', '100': '17%', '250': '18%', '500': '19%', '1000': '20%' },
  },
  { id: 'CBND', nome: 'Credenciamento cartão BNDES', desde: 50 },
  { id: 'TRVE', nome: 'Programa de treinamento de vendas', desde: 50 },
  {
    id: 'VMC',
    nome: 'Verba de marketing cooperado',
    desde: 100,
    valores: { '100': '0,75%', '250': '1,00%', '500': '1,25%', '1000': '1,50%' },
  },
  {
    id: 'FEIR',
    nome: 'Coparticipação em feiras',
    desde: 100,
    valores: { '100': '20%', '250': '20%', '500': '20%', '1000': '20%' },
  },
  { id: 'SITE', nome: 'Divulgação no site como revenda autorizada', desde: 250 },
  { id: 'PREM', nome: 'Premiação por superação de metas', desde: 500 },
  { id: 'ANIV', nome: 'Brinde de aniversário de parceria', desde: 1000 },
];

export const parametros = [
  {
    id: 'PRAZO_ANALISE_BENEFICIO',
    nome: 'Prazo de análise de benefícios (dias úteis)',
    valor: '10',
  },
  {
    id: 'TEXTO_AVISO_MARCA',
    nome: 'Aviso de uso da marca',
    valor:
      'Siga o guia de marca Prix e envie os layouts para aprovação antes de usar as imagens.\nDúvidas: marketing@prix.com.br',
  },
  { id: 'EMAIL_MARKETING', nome: 'E-mail do marketing', valor: 'marketing@prix.com.br' },
  // /recursos' brand resources (logos, brand guide): marketing changes the address here, not in code.
  {
    id: 'LINK_RECURSOS_MARCA',
    nome: 'Link dos recursos da marca',
    valor: 'https://www.prix.com.br/recursos-da-marca',
  },
  // 'Onde comprar' (decision 0046): a partner with this many open enquiries (offered or accepted, not closed)
  // is skipped by the routing until one closes.
  {
    id: 'LIMITE_CONTATOS_ABERTOS',
    nome: 'Limite de contatos em aberto por parceiro',
    valor: '5',
  },
  // Where benefit requests and registration changes are sent, with their files.
  { id: 'EMAIL_BENEFICIOS', nome: 'E-mail das solicitações de benefício', valor: 'beneficios@prix.com.br' },
  // The /video page's default looping video (SPEC §2.2); only Vimeo addresses are played.
  { id: 'VIDEO_PADRAO', nome: 'Vídeo padrão da página de vídeo', valor: 'https://vimeo.com/76979871' },
  // The home page's quick buttons that leave the portal (SPEC §6 'Home buttons', §7 'External links').
  {
    id: 'URL_SIMULADOR_PEDIDO',
    nome: 'Endereço do simulador de pedidos',
    valor: 'https://simulador.prix.com.br/pedidos',
  },
  {
    id: 'URL_CANAL_OTA',
    nome: 'Endereço do canal on-line das OTAs',
    valor: 'https://canalota.prix.com.br/login',
  },
  {
    id: 'URL_PORTAL_BOLETOS',
    nome: 'Endereço do portal de boletos e notas fiscais',
    valor: 'https://boletos.prix.com.br/segunda-via',
  },
  // Where the training button signs in (/api/acesso-sfsf/login); ELEARNING_URL when this is inactive.
  {
    id: 'URL_ELEARNING',
    nome: 'Endereço da plataforma de treinamento',
    valor: 'https://treinamento.prix.com.br/login',
  },
  // Privacy (decision 0048): where the day-10 reminders of the people's requests go (the data protection
  // officer), and how long clicks, document views and sign-ins keep who they were.
  { id: 'EMAIL_ENCARREGADO', nome: 'E-mail do encarregado de dados (LGPD)', valor: 'suporte@prix.com.br' },
  {
    id: 'RETENCAO_IDENTIDADE_MESES',
    nome: 'Meses de retenção da identidade (cliques, acessos)',
    valor: '24',
  },
];
