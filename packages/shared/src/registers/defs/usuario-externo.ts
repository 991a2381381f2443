import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { usuario } from './usuario.js';

const f = usuario.fields;

/**
 * The external-employee form ('Adicionar/Editar Funcionário', SPEC §2.3): what a partner's owner may say
 * about a team member. Always an external user; the server numbers the code.
 */
export const usuarioExterno = defineRegister({
  name: 'usuario-externo',
  apiPath: '/usuario/externo',
  table: 'usuario',
  permission: PERM.cadastro.usuarioExterno,
  title: 'Equipe',
  singular: 'Funcionário',
  readonlyColumns: ['nomecompleto'],
  fields: {
    // Numbered, never made from the name (EXT000123): see apps/server/src/db/schema.ts usuarioExternoSeq.
    id: field.code(20, {
      auto: 'hidden',
      sequence: { name: 'usuario_externo_seq', prefix: 'EXT', digits: 6 },
    }),
    nome: f.nome,
    sobrenome: f.sobrenome,
    email: f.email,
    telefone: f.telefone,
    ramal: f.ramal,
    celular: f.celular,
    cargo: f.cargo,
    clientes: f.clientes,
    acessosfsf: f.acessosfsf,
    treinamento: f.treinamento,
    inativo: f.inativo,
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nomecompleto', label: 'Nome' },
    { field: 'email', label: 'E-mail' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nomecompleto', 'email'],
  labelField: 'nomecompleto',
  orderBy: 'nomecompleto',
});
