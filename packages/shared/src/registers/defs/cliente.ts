import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameCnpjActiveColumns } from './common.js';

/**
 * Partner companies (SPEC §3 Cliente). Like usuario, wrapped by its own server module for the scoping of
 * external users and the rules of SPEC §6; here only what the definition can say.
 */
export const cliente = defineRegister({
  name: 'cliente',
  apiPath: '/cliente',
  table: 'cliente',
  permission: PERM.cadastro.cliente,
  title: { interno: 'Parceiros', externo: 'Empresa' },
  singular: { interno: 'Parceiro', externo: 'Empresa' },
  fields: {
    id: field.code(10),
    nome: field.nome(100),
    cnpj: field.text(18, 'CNPJ', { mask: 'cnpj' }),
    cpf: field.text(14, 'CPF', { mask: 'cpf' }),
    usuario_resp: field.ref('usuario', 'Responsável', 'usuario_resp_id'),
    tiposparceria: field.multi('tipoparceria', 'Tipos de parceria', {
      table: 'cliente_tipoparceria',
      self: 'cliente_id',
      other: 'tipoparceria_id',
      owner: true,
    }),
    parceriaComplementar: field.multi('tipoparceriacomplementar', 'Parceria complementar', {
      table: 'cliente_tpcomplementar',
      self: 'cliente_id',
      other: 'tipoparceriacomplementar_id',
      owner: true,
    }),
    tipostreinamento: field.multi('tipotreinamento', 'Tipos de treinamento complementares', {
      table: 'cliente_tipotreinamento',
      self: 'cliente_id',
      other: 'tipotreinamento_id',
      owner: true,
    }),
    classe: field.ref('classe', 'Classe', 'classe_id'),
    rua: field.text(60, 'Rua'),
    numero: field.text(10, 'Número'),
    complemento: field.text(30, 'Complemento'),
    cep: field.text(10, 'CEP', { mask: 'cep' }),
    bairro: field.text(50, 'Bairro'),
    pais: field.ref('pais', 'País', 'pais_id', { default: 'BR' }),
    estado: field.text(10, 'Estado', { column: 'estado_id' }),
    cidade: field.text(50, 'Cidade'),
    // The city as a municipality of the chosen state; the server then writes `cidade` from its name.
    municipio: field.municipio('Município', { column: 'municipio_id', estado: 'estado' }),
    // Staff place a company more precisely than its municipality's seat ('Onde comprar').
    latitude: field.coordinate('Latitude', 90, { permission: PERM.ondeComprar.gerenciar }),
    longitude: field.coordinate('Longitude', 180, { permission: PERM.ondeComprar.gerenciar }),
    inativo: field.active(),
  },
  list: [
    ...codeNameCnpjActiveColumns.slice(0, -1),
    // SPEC §6: visualizar.parceria.complementar shows the complementary partnership column.
    {
      field: 'parceriaComplementar.nome',
      label: 'Parceria complementar',
      permission: PERM.cliente.visualizarParceriaComplementar,
    },
    ...codeNameCnpjActiveColumns.slice(-1),
  ],
  search: ['id', 'nome', 'cnpj'],
  orderBy: 'nome',
  // The owner block comes from the ERP and is only shown (SPEC §3).
  readonlyColumns: ['codigoprop', 'nomeprop', 'emailprop', 'telefoneprop', 'ramalprop', 'celularprop'],
  related: {
    usuarios: {
      label: 'Equipe',
      table: 'usuario',
      via: { join: { table: 'usuario_cliente', self: 'cliente_id', other: 'usuario_id' } },
      columns: [
        { field: 'id', label: 'Código' },
        { field: 'nomecompleto', label: 'Nome' },
        { field: 'email', label: 'E-mail' },
        { field: 'inativo', label: 'Ativo', format: 'active' },
      ],
      empty: 'Este cliente ainda não possui equipe atribuída',
      orderBy: 'nomecompleto',
    },
  },
});
