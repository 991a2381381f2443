/**
 * /recursos' useful links (SPEC §2.2): the regulatory and trade bodies of weighing instruments in Brazil.
 * Public addresses of the bodies themselves; they open in a new tab, without the portal as opener or referrer.
 */
export const USEFUL_LINKS: readonly { nome: string; descricao: string; url: string }[] = [
  {
    nome: 'Inmetro',
    descricao: 'Metrologia legal: regulamentos técnicos e aprovação de modelos de instrumentos de pesagem.',
    url: 'https://www.gov.br/inmetro/pt-br',
  },
  {
    nome: 'Ipem-SP (RBMLQ-I)',
    descricao:
      'Verificação e fiscalização de balanças em São Paulo, pela rede de órgãos delegados do Inmetro.',
    url: 'https://www.ipem.sp.gov.br/',
  },
  {
    nome: 'ABNT',
    descricao: 'Associação Brasileira de Normas Técnicas: as normas técnicas brasileiras.',
    url: 'https://www.abnt.org.br/',
  },
  {
    nome: 'Abimaq',
    descricao: 'Associação Brasileira da Indústria de Máquinas e Equipamentos.',
    url: 'https://abimaq.org.br/',
  },
];
