import type { ParceiroPublico } from '@prix/shared/onde-comprar';

export { SAO_BERNARDO, SAO_PAULO, stubPublico } from '../../test/publico-stub';

export function parceiro(extra: Partial<ParceiroPublico> = {}): ParceiroPublico {
  return {
    uuid: '7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f',
    nome: 'Balanças Paulista',
    classe: 'Prix 250',
    tipos: ['revenda', 'assistencia'],
    endereco: 'Avenida Paulista, 1500 - Bela Vista',
    municipio: 'São Paulo',
    uf: 'SP',
    cep: '01310-200',
    telefone: '+55 (11) 3333-4444',
    whatsapp: '+55 (11) 98765-4321',
    email: 'vendas@balancaspaulista.com.br',
    site: 'https://www.balancaspaulista.com.br',
    horario: 'Segunda a sexta, 8h às 18h',
    descricao: 'Balanças comerciais e industriais.',
    lat: -23.5614,
    lon: -46.6559,
    distanciaKm: 3.24,
    comoChegar:
      'https://www.google.com/maps/search/?api=1&query=Avenida%20Paulista%2C%201500%20-%20Bela%20Vista%2C%20S%C3%A3o%20Paulo%20-%20SP',
    ...extra,
  };
}
