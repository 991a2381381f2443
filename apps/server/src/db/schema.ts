import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Tables use SPEC §3's Portuguese names end to end (DESIGN §1). A register's `id` is its business code
 * (fixed after creation) and the primary key; `uuid` is what addresses carry.
 */
const audit = {
  dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  uscriacao: varchar('uscriacao', { length: 20 }),
  dhedicao: timestamp('dhedicao', { withTimezone: true }),
  usedicao: varchar('usedicao', { length: 20 }),
};
const uuidCol = () => uuid('uuid').notNull().unique().defaultRandom();
const inativo = () => boolean('inativo').notNull().default(false);

export const classe = pgTable('classe', {
  id: varchar('id', { length: 4 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 50 }).notNull(),
  inativo: inativo(),
  ...audit,
});

export const tipoparceria = pgTable('tipoparceria', {
  id: varchar('id', { length: 4 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 50 }).notNull(),
  inativo: inativo(),
  ...audit,
});

export const filial = pgTable('filial', {
  id: varchar('id', { length: 4 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 50 }).notNull(),
  cnpj: varchar('cnpj', { length: 18 }),
  inativo: inativo(),
  ...audit,
});

export const permissao = pgTable('permissao', {
  id: varchar('id', { length: 10 }).primaryKey(),
  uuid: uuidCol(),
  referencia: varchar('referencia', { length: 100 }).notNull().unique(),
  nome: varchar('nome', { length: 50 }).notNull(),
  externa: boolean('externa').notNull().default(false),
  inativo: inativo(),
  ...audit,
});

export const perfil = pgTable('perfil', {
  id: varchar('id', { length: 10 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 50 }).notNull(),
  inativo: inativo(),
  ...audit,
});

export const cargo = pgTable('cargo', {
  id: varchar('id', { length: 20 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 50 }).notNull(),
  cargoSupId: varchar('cargo_sup_id', { length: 20 }).references((): never => cargo.id as never),
  inativo: inativo(),
  ...audit,
});

export const usuario = pgTable(
  'usuario',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 50 }).notNull(),
    sobrenome: varchar('sobrenome', { length: 50 }),
    nomecompleto: text('nomecompleto')
      .notNull()
      .generatedAlwaysAs(sql`btrim(nome || ' ' || coalesce(sobrenome, ''))`),
    externo: boolean('externo').notNull().default(true),
    ausente: boolean('ausente').notNull().default(false),
    acessosfsf: boolean('acessosfsf').notNull().default(true),
    treinamento: boolean('treinamento').notNull().default(true),
    login: varchar('login', { length: 30 }),
    dtnascimento: date('dtnascimento'),
    cpf: varchar('cpf', { length: 14 }),
    docuestr: varchar('docuestr', { length: 30 }),
    email: varchar('email', { length: 60 }),
    telefone: varchar('telefone', { length: 30 }),
    ramal: varchar('ramal', { length: 10 }),
    celular: varchar('celular', { length: 30 }),
    filialId: varchar('filial_id', { length: 4 }).references(() => filial.id),
    usuarioSupId: varchar('usuario_sup_id', { length: 20 }).references((): never => usuario.id as never),
    dtadmissao: date('dtadmissao'),
    dtdemissao: date('dtdemissao'),
    cargoId: varchar('cargo_id', { length: 20 }).references(() => cargo.id),
    paisId: varchar('pais_id', { length: 2 }).notNull().default('BR'),
    idiomaId: varchar('idioma_id', { length: 2 }).notNull().default('PT'),
    incompleto: boolean('incompleto').notNull().default(false),
    inativo: inativo(),
    ...audit,
  },
  (t) => [uniqueIndex('usuario_email_lower_key').on(sql`lower(${t.email})`)],
);

export const cliente = pgTable('cliente', {
  id: varchar('id', { length: 10 }).primaryKey(),
  uuid: uuidCol(),
  nome: varchar('nome', { length: 100 }).notNull(),
  cnpj: varchar('cnpj', { length: 18 }),
  cpf: varchar('cpf', { length: 14 }),
  usuarioRespId: varchar('usuario_resp_id', { length: 20 }).references(() => usuario.id),
  classeId: varchar('classe_id', { length: 4 }).references(() => classe.id),
  rua: varchar('rua', { length: 60 }),
  numero: varchar('numero', { length: 10 }),
  complemento: varchar('complemento', { length: 30 }),
  cep: varchar('cep', { length: 10 }),
  bairro: varchar('bairro', { length: 50 }),
  paisId: varchar('pais_id', { length: 2 }).notNull().default('BR'),
  estadoId: varchar('estado_id', { length: 10 }),
  cidade: varchar('cidade', { length: 50 }),
  codigoprop: varchar('codigoprop', { length: 10 }),
  nomeprop: varchar('nomeprop', { length: 50 }),
  emailprop: varchar('emailprop', { length: 60 }),
  telefoneprop: varchar('telefoneprop', { length: 30 }),
  ramalprop: varchar('ramalprop', { length: 10 }),
  celularprop: varchar('celularprop', { length: 30 }),
  inativo: inativo(),
  ...audit,
});

const link = <A extends string, B extends string>(
  name: string,
  a: [A, string, () => AnyPgColumn, number],
  b: [B, string, () => AnyPgColumn, number],
) =>
  pgTable(
    name,
    {
      [a[0]]: varchar(a[1], { length: a[3] }).notNull().references(a[2], { onDelete: 'cascade' }),
      [b[0]]: varchar(b[1], { length: b[3] }).notNull().references(b[2], { onDelete: 'cascade' }),
    } as Record<A | B, ReturnType<typeof varchar>>,
    (t) => [primaryKey({ columns: [t[a[0]], t[b[0]]] }), index(`${name}_${b[1]}_idx`).on(t[b[0]])],
  );

export const usuarioCliente = link(
  'usuario_cliente',
  ['usuarioId', 'usuario_id', () => usuario.id, 20],
  ['clienteId', 'cliente_id', () => cliente.id, 10],
);
export const usuarioPerfil = link(
  'usuario_perfil',
  ['usuarioId', 'usuario_id', () => usuario.id, 20],
  ['perfilId', 'perfil_id', () => perfil.id, 10],
);
export const cargoPerfil = link(
  'cargo_perfil',
  ['cargoId', 'cargo_id', () => cargo.id, 20],
  ['perfilId', 'perfil_id', () => perfil.id, 10],
);
export const perfilPermissao = link(
  'perfil_permissao',
  ['perfilId', 'perfil_id', () => perfil.id, 10],
  ['permissaoId', 'permissao_id', () => permissao.id, 10],
);
export const permissaoTipoparceria = link(
  'permissao_tipoparceria',
  ['permissaoId', 'permissao_id', () => permissao.id, 10],
  ['tipoparceriaId', 'tipoparceria_id', () => tipoparceria.id, 4],
);
export const permissaoClasse = link(
  'permissao_classe',
  ['permissaoId', 'permissao_id', () => permissao.id, 10],
  ['classeId', 'classe_id', () => classe.id, 4],
);
export const clienteTipoparceria = link(
  'cliente_tipoparceria',
  ['clienteId', 'cliente_id', () => cliente.id, 10],
  ['tipoparceriaId', 'tipoparceria_id', () => tipoparceria.id, 4],
);

/** Server-side sessions (DESIGN §3): only the SHA-256 of the cookie's token is stored. */
export const sessao = pgTable(
  'sessao',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    usuarioId: varchar('usuario_id', { length: 20 })
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    provedor: varchar('provedor', { length: 20 }).notNull(),
    idToken: text('id_token'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessao_usuario_idx').on(t.usuarioId)],
);
