import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/**
 * Users (SPEC §3 Usuario): internal staff and partners' people. Not one of the plainly generic registers:
 * the server adds scoping (external users see only their companies' people), the permission rules of
 * SPEC §6 and the invitation e-mail around the generic routes (apps/server/src/modules/usuario).
 */
export const usuario = defineRegister({
  name: 'usuario',
  apiPath: '/usuario',
  table: 'usuario',
  permission: PERM.cadastro.usuario,
  title: { interno: 'Usuários', externo: 'Equipe' },
  singular: 'Usuário',
  readonlyColumns: ['nomecompleto'],
  fields: {
    id: field.code(20),
    // New users are external, with the e-learning login and training on (SPEC §4).
    externo: field.boolean('Usuário externo', { default: true }),
    nome: field.nome(50, 'Nome'),
    sobrenome: field.text(50, 'Sobrenome', { required: true }),
    email: field.email(60),
    login: field.text(30, 'Login'),
    ausente: field.boolean('Ausente'),
    acessosfsf: field.boolean('Acesso ao e-learning', { default: true }),
    treinamento: field.boolean('Treinamento', { default: true }),
    dtnascimento: field.date('Data de nascimento'),
    cpf: field.text(14, 'CPF', { mask: 'cpf' }),
    docuestr: field.text(30, 'Documento estrangeiro'),
    telefone: field.text(30, 'Telefone', { mask: 'telefone' }),
    ramal: field.text(10, 'Ramal'),
    celular: field.text(30, 'Celular', { mask: 'celular' }),
    filial: field.ref('filial', 'Filial', 'filial_id'),
    usuario_sup: field.ref('usuario', 'Superior', 'usuario_sup_id'),
    dtadmissao: field.date('Data de admissão'),
    dtdemissao: field.date('Data de demissão'),
    clientes: field.multi('cliente', 'Empresas', {
      table: 'usuario_cliente',
      self: 'usuario_id',
      other: 'cliente_id',
      owner: true,
    }),
    cargo: field.ref('cargo', 'Cargo', 'cargo_id'),
    perfis: field.multi('perfil', 'Perfis', {
      table: 'usuario_perfil',
      self: 'usuario_id',
      other: 'perfil_id',
      owner: true,
    }),
    pais: field.ref('pais', 'País', 'pais_id', { default: 'BR' }),
    idioma: field.ref('idioma', 'Idioma', 'idioma_id', { default: 'PT' }),
    incompleto: field.boolean('Cadastro incompleto'),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nomecompleto', label: 'Nome' },
    { field: 'email', label: 'E-mail' },
    { field: 'externo', label: 'Tipo' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nomecompleto', 'email'],
  labelField: 'nomecompleto',
  orderBy: 'nomecompleto',
});

/** 'Meus dados' (SPEC §2.3): what a person may change about themselves; never companies, job title or status. */
export const MEU_PERFIL_FIELDS = [
  'nome',
  'sobrenome',
  'dtnascimento',
  'cpf',
  'docuestr',
  'telefone',
  'ramal',
  'celular',
  'pais',
  'idioma',
] as const satisfies readonly (keyof typeof usuario.fields)[];
