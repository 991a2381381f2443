import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
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
/** GIN trigram index on the folded column: what keeps 'Busca...' fast on large tables. */
const trgm = (table: string, column: AnyPgColumn) =>
  index(`${table}_${column.name}_trgm`).using('gin', sql`f_unaccent(lower(${column})) gin_trgm_ops`);

const uuidCol = () => uuid('uuid').notNull().unique().defaultRandom();

/** A transaction id (PostgreSQL's `xid8`), read as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/**
 * The stamp of a row's last write, for the integration change feeds (decision 0057, migration 0026): set by
 * the `prix_alteracao` trigger on every insert and real update; the defaults stamp alike without it.
 */
const changeStamp = {
  alteracaoXid: xid8('alteracao_xid')
    .notNull()
    .default(sql`pg_current_xact_id()`),
  alteracaoSeq: bigint('alteracao_seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('prix_alteracao_seq')`),
  alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
};
const inativo = () => boolean('inativo').notNull().default(false);

/** A plain register table: code, uuid, name, inativo and audit, searchable by code and name. */
const simpleRegister = (name: string, idLength: number) =>
  pgTable(
    name,
    {
      id: varchar('id', { length: idLength }).primaryKey(),
      uuid: uuidCol(),
      nome: varchar('nome', { length: 50 }).notNull(),
      inativo: inativo(),
      ...audit,
    },
    (t) => [trgm(name, t.id), trgm(name, t.nome)],
  );

export const pais = pgTable(
  'pais',
  {
    id: varchar('id', { length: 2 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 50 }).notNull(),
    gentilico: varchar('gentilico', { length: 50 }),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('pais', t.id), trgm('pais', t.nome), trgm('pais', t.gentilico)],
);

/** States by country: a lookup (GET /api/estado/{paisId}), not a register. */
export const estado = pgTable(
  'estado',
  {
    paisId: varchar('pais_id', { length: 2 })
      .notNull()
      .references(() => pais.id),
    id: varchar('id', { length: 10 }).notNull(),
    nome: varchar('nome', { length: 50 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paisId, t.id] })],
);

export const idioma = simpleRegister('idioma', 2);
export const genero = simpleRegister('genero', 1);
export const classe = simpleRegister('classe', 4);
export const beneficio = simpleRegister('beneficio', 4);
export const tipoparceria = simpleRegister('tipoparceria', 4);
export const tipotreinamento = simpleRegister('tipotreinamento', 4);
export const tipoparceriacomplementar = simpleRegister('tipoparceriacomplementar', 10);
export const perfil = simpleRegister('perfil', 10);

export const filial = pgTable(
  'filial',
  {
    id: varchar('id', { length: 4 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 50 }).notNull(),
    cnpj: varchar('cnpj', { length: 18 }),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('filial', t.id), trgm('filial', t.nome), trgm('filial', t.cnpj)],
);

export const parametro = pgTable(
  'parametro',
  {
    id: varchar('id', { length: 100 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 50 }).notNull(),
    valor: varchar('valor', { length: 20000 }),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('parametro', t.id), trgm('parametro', t.nome)],
);

export const permissao = pgTable(
  'permissao',
  {
    id: varchar('id', { length: 10 }).primaryKey(),
    uuid: uuidCol(),
    referencia: varchar('referencia', { length: 100 }).notNull().unique(),
    nome: varchar('nome', { length: 50 }).notNull(),
    externa: boolean('externa').notNull().default(false),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('permissao', t.id), trgm('permissao', t.nome), trgm('permissao', t.referencia)],
);

export const cargo = pgTable(
  'cargo',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 50 }).notNull(),
    cargoSupId: varchar('cargo_sup_id', { length: 20 }).references((): AnyPgColumn => cargo.id),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('cargo', t.id), trgm('cargo', t.nome)],
);

/** Benefit per class (SPEC §3), with its value and its own audit names (dhcreation …). */
export const classeBeneficio = pgTable(
  'classe_beneficio',
  {
    classeId: varchar('classe_id', { length: 4 })
      .notNull()
      .references(() => classe.id, { onDelete: 'cascade' }),
    beneficioId: varchar('beneficio_id', { length: 4 })
      .notNull()
      .references(() => beneficio.id),
    valorBeneficio: varchar('valor_beneficio', { length: 6 }),
    dhcreation: timestamp('dhcreation', { withTimezone: true }).notNull().defaultNow(),
    uscreation: varchar('uscreation', { length: 20 }),
    dhedition: timestamp('dhedition', { withTimezone: true }),
    usedition: varchar('usedition', { length: 20 }),
  },
  (t) => [
    primaryKey({ columns: [t.classeId, t.beneficioId] }),
    index('classe_beneficio_beneficio_id_idx').on(t.beneficioId),
  ],
);

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
    usuarioSupId: varchar('usuario_sup_id', { length: 20 }).references((): AnyPgColumn => usuario.id),
    dtadmissao: date('dtadmissao'),
    dtdemissao: date('dtdemissao'),
    cargoId: varchar('cargo_id', { length: 20 }).references(() => cargo.id),
    paisId: varchar('pais_id', { length: 2 })
      .notNull()
      .default('BR')
      .references(() => pais.id),
    idiomaId: varchar('idioma_id', { length: 2 })
      .notNull()
      .default('PT')
      .references(() => idioma.id),
    incompleto: boolean('incompleto').notNull().default(false),
    inativo: inativo(),
    ...audit,
    /** When the person was anonymised at their request (decision 0048); they are inactive too. */
    anonimizadoEm: timestamp('anonimizado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('usuario_email_lower_key').on(sql`lower(${t.email})`),
    trgm('usuario', t.id),
    trgm('usuario', t.nomecompleto),
    trgm('usuario', t.email),
    index('usuario_nomecompleto_uuid_idx').on(t.nomecompleto, t.uuid),
  ],
);

/**
 * Codes of people added without a typed code (a partner's 'Adicionar Funcionário'): EXT + this number,
 * never made from a name, unique under concurrent inserts (registers/auto-code.ts).
 */
export const usuarioExternoSeq = pgSequence('usuario_externo_seq', { startWith: 1 });

/**
 * Brazil's municipalities (IBGE code, name, state, the seat's coordinates; 'Onde comprar', decision 0046):
 * reference rows written by the migration that creates the table (tools/municipios/gerar-migracao.ts, from
 * apps/server/reference/municipios-brasileiros). `nome_busca` is the name without accents and case (`semAcentos`).
 */
export const municipio = pgTable(
  'municipio',
  {
    id: char('id', { length: 7 }).primaryKey(),
    nome: varchar('nome', { length: 60 }).notNull(),
    nomeBusca: varchar('nome_busca', { length: 60 }).notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    capital: boolean('capital').notNull().default(false),
  },
  (t) => [
    index('municipio_nome_busca_trgm').using('gin', sql`${t.nomeBusca} gin_trgm_ops`),
    uniqueIndex('municipio_uf_nome_busca_idx').on(t.uf, t.nomeBusca),
    // The locator's bounding box narrows municipalities (and the partners in them) before any distance.
    index('municipio_lat_lon_idx').on(t.lat, t.lon),
  ],
);

export const cliente = pgTable(
  'cliente',
  {
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
    /** The company's municipality; `cidade` is then written from its name (kept for exports and old readers). */
    municipioId: char('municipio_id', { length: 7 }).references(() => municipio.id),
    /** Set by staff: the company's own position, more precise than its municipality's seat. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    codigoprop: varchar('codigoprop', { length: 10 }),
    nomeprop: varchar('nomeprop', { length: 50 }),
    emailprop: varchar('emailprop', { length: 60 }),
    telefoneprop: varchar('telefoneprop', { length: 30 }),
    ramalprop: varchar('ramalprop', { length: 10 }),
    celularprop: varchar('celularprop', { length: 30 }),
    inativo: inativo(),
    ...audit,
    ...changeStamp,
  },
  (t) => [
    trgm('cliente', t.id),
    trgm('cliente', t.nome),
    trgm('cliente', t.cnpj),
    index('cliente_classe_id_idx').on(t.classeId),
    // The list's order (name, then uuid): a page walks this index and stops after its rows (decision 0016).
    index('cliente_nome_uuid_idx').on(t.nome, t.uuid),
    index('cliente_alteracao_idx').on(t.alteracaoXid, t.alteracaoSeq),
    index('cliente_alterado_em_idx').on(t.alteradoEm),
    index('cliente_municipio_id_idx').on(t.municipioId),
    index('cliente_latitude_longitude_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} is not null`),
  ],
);

/**
 * A partner's public listing on 'Onde comprar' (decision 0046): what the locator shows beside the company's
 * address. No row is a visible listing with the company's own name and no contact details. The partner hides
 * it (`visivel`); staff suspend it (`suspensa`, with the reason the partner reads).
 */
export const clientePagina = pgTable('cliente_pagina', {
  clienteId: varchar('cliente_id', { length: 10 })
    .primaryKey()
    .references(() => cliente.id, { onDelete: 'cascade' }),
  visivel: boolean('visivel').notNull().default(true),
  nomePublico: varchar('nome_publico', { length: 100 }),
  telefone: varchar('telefone', { length: 30 }),
  whatsapp: varchar('whatsapp', { length: 30 }),
  email: varchar('email', { length: 100 }),
  site: varchar('site', { length: 200 }),
  horario: varchar('horario', { length: 200 }),
  descricao: varchar('descricao', { length: 500 }),
  suspensa: boolean('suspensa').notNull().default(false),
  motivoSuspensao: varchar('motivo_suspensao', { length: 500 }),
  ...audit,
});

/**
 * Monthly billing of a partner, in BRL, as the ERP reports it (SPEC §2 billing report: Período, Produtos,
 * Serviços, Benefícios resgatados). `periodo` is the first day of the month. A company with billing cannot be
 * deleted (the 409 names 'Faturamento'): the history is not ours to lose.
 */
export const faturamento = pgTable(
  'faturamento',
  {
    clienteId: varchar('cliente_id', { length: 10 })
      .notNull()
      .references(() => cliente.id),
    periodo: date('periodo').notNull(),
    produtos: numeric('produtos', { precision: 14, scale: 2 }).notNull().default('0'),
    servicos: numeric('servicos', { precision: 14, scale: 2 }).notNull().default('0'),
    beneficiosResgatados: numeric('beneficios_resgatados', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.periodo] })],
);

/**
 * A many-to-many join table. The first side owns the links (deleting it deletes them); the second side is
 * "in use" while linked, so deleting it fails with a foreign-key error the API turns into a 409.
 */
const link = <A extends string, B extends string>(
  name: string,
  a: [A, string, () => AnyPgColumn, number],
  b: [B, string, () => AnyPgColumn, number],
) =>
  pgTable(
    name,
    {
      [a[0]]: varchar(a[1], { length: a[3] }).notNull(),
      [b[0]]: varchar(b[1], { length: b[3] }).notNull(),
    } as Record<A | B, ReturnType<typeof varchar>>,
    (t) => [
      primaryKey({ columns: [t[a[0]], t[b[0]]] }),
      index(`${name}_${b[1]}_idx`).on(t[b[0]]),
      // Short explicit names: PostgreSQL cuts identifiers at 63 characters, which made generated ones collide.
      foreignKey({ name: `${name}_owner_fk`, columns: [t[a[0]]], foreignColumns: [a[2]()] }).onDelete(
        'cascade',
      ),
      foreignKey({ name: `${name}_used_fk`, columns: [t[b[0]]], foreignColumns: [b[2]()] }),
    ],
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

export const tipoparceriaTipotreinamento = link(
  'tipoparceria_tipotreinamento',
  ['tipoparceriaId', 'tipoparceria_id', () => tipoparceria.id, 4],
  ['tipotreinamentoId', 'tipotreinamento_id', () => tipotreinamento.id, 4],
);
export const tipoparceriacomplementarTipoparceria = link(
  'tpcomplementar_tipoparceria',
  ['tipoparceriacomplementarId', 'tipoparceriacomplementar_id', () => tipoparceriacomplementar.id, 10],
  ['tipoparceriaId', 'tipoparceria_id', () => tipoparceria.id, 4],
);
export const clienteTipotreinamento = link(
  'cliente_tipotreinamento',
  ['clienteId', 'cliente_id', () => cliente.id, 10],
  ['tipotreinamentoId', 'tipotreinamento_id', () => tipotreinamento.id, 4],
);
export const clienteTipoparceriacomplementar = link(
  'cliente_tpcomplementar',
  ['clienteId', 'cliente_id', () => cliente.id, 10],
  ['tipoparceriacomplementarId', 'tipoparceriacomplementar_id', () => tipoparceriacomplementar.id, 10],
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
    /** The browser's description summarised at sign-in ('Chrome no Windows'); never the raw User-Agent. */
    dispositivo: varchar('dispositivo', { length: 200 }),
  },
  (t) => [index('sessao_usuario_idx').on(t.usuarioId), index('sessao_criado_em_idx').on(t.criadoEm)],
);

/**
 * Rate-limit counters (decision 0010): one row per limited key (`entrada:<address>`, `sessao:<address>`,
 * `reenvio:<user>`), shared by every server process on the database.
 */
export const limiteTaxa = pgTable(
  'limite_taxa',
  {
    chave: text('chave').primaryKey(),
    contagem: integer('contagem').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('limite_taxa_expira_idx').on(t.expiraEm)],
);

/**
 * The embedded demo provider's state (oidc-provider's adapter, modules/embedded-idp/oidc-adapter.ts): sessions,
 * interactions, codes and grants live in the database every server process shares, not in one process's memory.
 */
export const oidcRegistro = pgTable(
  'oidc_registro',
  {
    modelo: varchar('modelo', { length: 40 }).notNull(),
    id: varchar('id', { length: 200 }).notNull(),
    dados: jsonb('dados').notNull(),
    grantId: varchar('grant_id', { length: 200 }),
    userCode: varchar('user_code', { length: 200 }),
    uid: varchar('uid', { length: 200 }),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    consumidoEm: timestamp('consumido_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.modelo, t.id] }),
    index('oidc_registro_grant_idx').on(t.grantId),
    index('oidc_registro_uid_idx').on(t.uid),
    index('oidc_registro_expira_idx').on(t.expiraEm),
  ],
);

/** The embedded provider's signing key, made once and shared by every process (its tokens verify anywhere). */
export const oidcChave = pgTable('oidc_chave', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  jwk: jsonb('jwk').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The file of a file register (decision 0015, FILE_COLUMNS of @prix/shared): the storage's key (decision
 * 0014), its size, SHA-256, the type detected from its content and the user's file name, shown and never
 * used to name anything. `nameColumn` when the register lists that name under its own (nome_imagem).
 */
const fileColumns = (nameColumn = 'arquivo_nome') => ({
  arquivoChave: varchar('arquivo_chave', { length: 200 }).notNull(),
  arquivoTamanho: integer('arquivo_tamanho').notNull(),
  arquivoSha256: varchar('arquivo_sha256', { length: 64 }).notNull(),
  arquivoTipo: varchar('arquivo_tipo', { length: 100 }).notNull(),
  arquivoNome: varchar(nameColumn, { length: 255 }).notNull(),
});

/** Codes of the four content registers, numbered by the server (BTN000001 …), never typed. */
export const botaoSeq = pgSequence('botao_seq', { startWith: 1 });
export const arquivoSeq = pgSequence('arquivo_seq', { startWith: 1 });
export const bannerSeq = pgSequence('banner_seq', { startWith: 1 });
export const produtoImagemSeq = pgSequence('produto_imagem_seq', { startWith: 1 });

/** SPEC §3 Botão: a quick-access button; a button limited to a permission keeps it in use. */
export const botao = pgTable(
  'botao',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 100 }),
    identificador: varchar('identificador', { length: 100 }),
    permissaoId: varchar('permissao_id', { length: 10 }).references(() => permissao.id),
    ...audit,
  },
  (t) => [trgm('botao', t.id), trgm('botao', t.nome), trgm('botao', t.identificador)],
);

/** SPEC §3 Arquivo: a PDF and the button that opens it (a button with its document is in use). */
export const arquivo = pgTable(
  'arquivo',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 100 }).notNull(),
    botaoId: varchar('botao_id', { length: 20 }).references(() => botao.id),
    ...fileColumns(),
    ...audit,
  },
  (t) => [trgm('arquivo', t.id), trgm('arquivo', t.nome), index('arquivo_botao_idx').on(t.botaoId)],
);

/** SPEC §3 Banner: an image of the home carousel. */
export const banner = pgTable(
  'banner',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 100 }).notNull(),
    linkBanner: varchar('link_banner', { length: 500 }),
    posicao: varchar('posicao', { length: 2 }),
    linkApontaVimeo: boolean('link_aponta_vimeo').notNull().default(false),
    ...fileColumns(),
    ...audit,
  },
  (t) => [trgm('banner', t.id), trgm('banner', t.nome), trgm('banner', t.linkBanner)],
);

/** SPEC §3 Imagem de produto: nome_imagem is the name of the file sent. */
export const produtoImagem = pgTable(
  'produto_imagem',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    nome: varchar('nome', { length: 100 }).notNull(),
    ...fileColumns('nome_imagem'),
    ...audit,
  },
  (t) => [
    trgm('produto_imagem', t.id),
    trgm('produto_imagem', t.nome),
    trgm('produto_imagem', t.arquivoNome),
  ],
);

/**
 * Clicks (SPEC §3 click record) and document views, one row each, as they happen (decision 0019). The partner
 * and its class are those of the session's company at the time (null for internal users: 'interno'). No
 * foreign keys: the history outlives a deleted company or user, and an insert checks nothing it need not.
 * The report never reads this table: it reads the rollups below, written by the same statement.
 */
export const clique = pgTable(
  'clique',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dh: timestamp('dh', { withTimezone: true }).notNull().defaultNow(),
    tipoRelatorio: varchar('tipo_relatorio', { length: 10 }).notNull(),
    nomeTipo: varchar('nome_tipo', { length: 255 }).notNull(),
    clienteId: varchar('cliente_id', { length: 10 }),
    classeId: varchar('classe_id', { length: 4 }),
    /**
     * Who clicked; cleared when the person is anonymised or after RETENCAO_IDENTIDADE_MESES (decision 0048:
     * the rollups keep the counts).
     */
    usuarioId: varchar('usuario_id', { length: 20 }),
  },
  // Rows arrive in time order: a BRIN index finds a period's rows (an audit, a purge) for a few pages of index.
  (t) => [index('clique_dh_brin').using('brin', t.dh)],
);

/** Clicks per day (São Paulo time) × tipo × nome × partner × class; '' is 'interno' / no class. */
export const cliqueDia = pgTable(
  'clique_dia',
  {
    dia: date('dia').notNull(),
    tipoRelatorio: varchar('tipo_relatorio', { length: 10 }).notNull(),
    nomeTipo: varchar('nome_tipo', { length: 255 }).notNull(),
    clienteId: varchar('cliente_id', { length: 10 }).notNull(),
    classeId: varchar('classe_id', { length: 4 }).notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.tipoRelatorio, t.nomeTipo, t.clienteId, t.classeId] })],
);

/** The same per month (`mes` is its first day): a year's report reads 12 rows per combination. */
export const cliqueMes = pgTable(
  'clique_mes',
  {
    mes: date('mes').notNull(),
    tipoRelatorio: varchar('tipo_relatorio', { length: 10 }).notNull(),
    nomeTipo: varchar('nome_tipo', { length: 255 }).notNull(),
    clienteId: varchar('cliente_id', { length: 10 }).notNull(),
    classeId: varchar('classe_id', { length: 4 }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  // Led by tipo and nome: 'who never opened this document' is an index probe per partner.
  (t) => [primaryKey({ columns: [t.tipoRelatorio, t.nomeTipo, t.clienteId, t.classeId, t.mes] })],
);

/**
 * One row: bumped (by triggers, migration 0013) whenever a statement writes click rollups of a day before
 * today, or deletes or truncates them. The click report keeps rankings of past days in memory (decision 0029);
 * a ranking read under another number is rebuilt, so a bulk load, a test fixture or a late write can never
 * leave a stale report. Live clicks write today's rows and leave it alone.
 */
export const cliqueVersao = pgTable('clique_versao', {
  id: boolean('id').primaryKey().default(true),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * A benefit request (one of SPEC §3's five forms) or a registration change, for one partner.
 * `dados` keeps the form's fields as sent (validated by the form's schema); `valor` the amount a co-op fund
 * redemption asks for, so the fund's ledger can add them up. The status moves only along the workflow of
 * packages/shared (schemas/solicitacao.ts); every move and comment is a row of `solicitacao_evento`.
 */
export const solicitacao = pgTable(
  'solicitacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    formulario: varchar('formulario', { length: 60 }).notNull(),
    clienteId: varchar('cliente_id', { length: 10 })
      .notNull()
      .references(() => cliente.id),
    // A person who leaves does not take the partner's history along.
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('Recebida'),
    dados: jsonb('dados').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }),
    // A redemption's review (decision 0055): the amount approved (the whole or a part: what the ledger
    // debits), and the payment's day and reference once paid.
    valorAprovado: numeric('valor_aprovado', { precision: 14, scale: 2 }),
    pagoEm: date('pago_em'),
    pagamentoReferencia: varchar('pagamento_referencia', { length: 100 }),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
    dhedicao: timestamp('dhedicao', { withTimezone: true }),
  },
  (t) => [
    index('solicitacao_cliente_idx').on(t.clienteId, t.dhcriacao),
    index('solicitacao_status_idx').on(t.status, t.dhcriacao),
  ],
);

/** The files of a request, in the file storage (decision 0014); `campo` is SPEC §3's name of the file. */
export const solicitacaoAnexo = pgTable(
  'solicitacao_anexo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    solicitacaoId: integer('solicitacao_id')
      .notNull()
      .references(() => solicitacao.id, { onDelete: 'cascade' }),
    campo: varchar('campo', { length: 40 }).notNull(),
    rotulo: varchar('rotulo', { length: 60 }).notNull(),
    ...fileColumns(),
    // The history's line the file came with (a partner's answer to a pending item); null for the form's own.
    eventoId: integer('evento_id').references((): AnyPgColumn => solicitacaoEvento.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('solicitacao_anexo_solicitacao_idx').on(t.solicitacaoId)],
);

/** A request's history: each status change (from, to) and each comment, with who and when. */
export const solicitacaoEvento = pgTable(
  'solicitacao_evento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    solicitacaoId: integer('solicitacao_id')
      .notNull()
      .references(() => solicitacao.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    statusDe: varchar('status_de', { length: 20 }),
    statusPara: varchar('status_para', { length: 20 }),
    texto: varchar('texto', { length: 2000 }),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitacao_evento_solicitacao_idx').on(t.solicitacaoId, t.id)],
);

/**
 * The supplier's NF-e that proves a co-op fund redemption (decision 0055): read from its XML (`origem` 'xml',
 * with the authorisation's `c_stat` and protocol when the XML carries them) or typed from its DANFE ('danfe').
 * An NF-e proves one redemption across all partners: the key is unique while `em_uso` (a refused redemption
 * releases it).
 */
export const resgateNfe = pgTable(
  'resgate_nfe',
  {
    solicitacaoId: integer('solicitacao_id')
      .primaryKey()
      .references(() => solicitacao.id, { onDelete: 'cascade' }),
    origem: varchar('origem', { length: 5 }).notNull(),
    chave: char('chave', { length: 44 }).notNull(),
    numero: integer('numero').notNull(),
    serie: integer('serie').notNull(),
    emissao: date('emissao').notNull(),
    emitenteCnpj: varchar('emitente_cnpj', { length: 14 }).notNull(),
    emitenteNome: varchar('emitente_nome', { length: 200 }).notNull(),
    destinatarioCnpj: varchar('destinatario_cnpj', { length: 14 }).notNull(),
    valorTotal: numeric('valor_total', { precision: 14, scale: 2 }).notNull(),
    cStat: integer('c_stat'),
    protocolo: varchar('protocolo', { length: 20 }),
    emUso: boolean('em_uso').notNull().default(true),
  },
  (t) => [
    uniqueIndex('resgate_nfe_chave_em_uso_key')
      .on(t.chave)
      .where(sql`${t.emUso}`),
  ],
);

/** Codes of the FAQ register, numbered by the server (FAQ000001). */
export const faqSeq = pgSequence('faq_seq', { startWith: 1 });

/**
 * 'Dúvidas Frequentes': a question and its answer under a subject. `resposta` is HTML, sanitised
 * to an allowlist on save (decision 0021); `ordem` holds digits only, like the banner's position.
 */
export const faq = pgTable(
  'faq',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    uuid: uuidCol(),
    assunto: varchar('assunto', { length: 100 }).notNull(),
    pergunta: varchar('pergunta', { length: 300 }).notNull(),
    resposta: text('resposta').notNull(),
    ordem: varchar('ordem', { length: 4 }),
    inativo: inativo(),
    ...audit,
  },
  (t) => [trgm('faq', t.id), trgm('faq', t.assunto), trgm('faq', t.pergunta)],
);

/**
 * The class changes of a partner (decisions 0028 and 0053): one row per change, with what made it (`origem`:
 * the yearly reclassification, a staff edit of the company, an application's approval, the ERP's sync), who
 * and when; a reclassification's row also has the reference year and the net billing that decided it. Class
 * ids are kept as text, not references, so the history survives a class being renamed or removed.
 */
export const classeHistorico = pgTable(
  'classe_historico',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clienteId: varchar('cliente_id', { length: 10 })
      .notNull()
      .references(() => cliente.id, { onDelete: 'cascade' }),
    origem: varchar('origem', { length: 20 }).notNull(),
    ano: integer('ano'),
    classeDe: varchar('classe_de', { length: 4 }),
    classePara: varchar('classe_para', { length: 4 }).notNull(),
    faturamento: numeric('faturamento', { precision: 14, scale: 2 }),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classe_historico_cliente_idx').on(t.clienteId, t.id),
    check(
      'classe_historico_origem_check',
      sql`${t.origem} in ('reclassificacao', 'cadastro', 'candidatura', 'integracao')`,
    ),
  ],
);

/**
 * A visitor's enquiry from the public locator ('Fale com um parceiro', decision 0046). It is offered to one
 * partner at a time: `cliente_id` is the partner it is offered to (status `oferecido`, until `prazo`) or that
 * accepted it (`aceito`, `encerrado`); `oferta_id` is the current offer (the id of its 'oferecido' event), so a
 * late answer or expiry of an older offer changes nothing. `lat`/`lon` are the municipality's, kept as sent.
 * The visitor's words are stored as typed and shown as text. The consent (its version and when) is kept.
 */
export const contato = pgTable(
  'contato',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    nome: varchar('nome', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    telefone: varchar('telefone', { length: 30 }).notNull(),
    municipioId: char('municipio_id', { length: 7 })
      .notNull()
      .references(() => municipio.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    interesse: varchar('interesse', { length: 20 }).notNull(),
    linha: varchar('linha', { length: 20 }).notNull(),
    mensagem: varchar('mensagem', { length: 2000 }).notNull(),
    parceiroPedidoId: varchar('parceiro_pedido_id', { length: 10 }).references(() => cliente.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 12 }).notNull(),
    clienteId: varchar('cliente_id', { length: 10 }).references(() => cliente.id),
    ofertaId: integer('oferta_id'),
    prazo: timestamp('prazo', { withTimezone: true }),
    resultado: varchar('resultado', { length: 12 }),
    consentimentoVersao: varchar('consentimento_versao', { length: 20 }).notNull(),
    consentimentoEm: timestamp('consentimento_em', { withTimezone: true }).notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    ...changeStamp,
  },
  (t) => [
    index('contato_recebido_idx').on(t.recebidoEm, t.id),
    index('contato_alteracao_idx').on(t.alteracaoXid, t.alteracaoSeq),
    index('contato_alterado_em_idx').on(t.alteradoEm),
    index('contato_status_idx').on(t.status, t.recebidoEm),
    // A partner's open enquiries (the load limit) and its 'Oportunidades'.
    index('contato_cliente_idx').on(t.clienteId, t.status),
  ],
);

/**
 * The history of an enquiry, one row per step (EVENTOS_CONTATO): `cliente_id` is the partner concerned
 * (offered to, accepted by, declined by…), `usuario_id` who acted when a person did, `oferta_id` the offer an
 * answer or expiry closes (the id of its 'oferecido' event), `detalhe` the reason or outcome. Routing skips
 * the partners with a 'recusado' or 'expirado' row on the enquiry; the staff report reads the rest.
 */
export const contatoEvento = pgTable(
  'contato_evento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contatoId: integer('contato_id')
      .notNull()
      .references(() => contato.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    clienteId: varchar('cliente_id', { length: 10 }).references(() => cliente.id),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
    ofertaId: integer('oferta_id'),
    detalhe: varchar('detalhe', { length: 500 }),
  },
  (t) => [
    index('contato_evento_contato_idx').on(t.contatoId, t.id),
    index('contato_evento_cliente_idx').on(t.clienteId, t.tipo),
  ],
);

/**
 * An application to be a partner ('Seja um parceiro', decision 0047), from the public form. `cnpj` as typed
 * (upper case), `cnpj_raiz` its first 8 characters without punctuation: the root an already-partner or
 * already-applying check compares, and one open application per root (the partial unique index). The status
 * address's token is stored only as its SHA-256 (`token_hash`). `mensagem` is staff's latest message to the
 * applicant (what is missing while `pendencia`, the reason when `recusada`); `cliente_id` the company an
 * approval created. The consent (its version and when) is kept.
 */
export const candidatura = pgTable(
  'candidatura',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 12 }).notNull().default('recebida'),
    cnpj: varchar('cnpj', { length: 18 }).notNull(),
    cnpjRaiz: varchar('cnpj_raiz', { length: 8 }).notNull(),
    razaoSocial: varchar('razao_social', { length: 100 }).notNull(),
    nomeFantasia: varchar('nome_fantasia', { length: 100 }),
    cep: varchar('cep', { length: 10 }).notNull(),
    rua: varchar('rua', { length: 60 }).notNull(),
    numero: varchar('numero', { length: 10 }).notNull(),
    complemento: varchar('complemento', { length: 30 }),
    bairro: varchar('bairro', { length: 50 }).notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    municipioId: char('municipio_id', { length: 7 })
      .notNull()
      .references(() => municipio.id),
    telefone: varchar('telefone', { length: 30 }).notNull(),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    contatoNome: varchar('contato_nome', { length: 100 }).notNull(),
    contatoEmail: varchar('contato_email', { length: 60 }).notNull(),
    contatoCelular: varchar('contato_celular', { length: 30 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    mensagem: varchar('mensagem', { length: 1000 }),
    decididaEm: timestamp('decidida_em', { withTimezone: true }),
    clienteId: varchar('cliente_id', { length: 10 }).references(() => cliente.id),
    consentimentoVersao: varchar('consentimento_versao', { length: 20 }).notNull(),
    consentimentoEm: timestamp('consentimento_em', { withTimezone: true }).notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidatura_recebida_idx').on(t.recebidaEm, t.id),
    index('candidatura_status_idx').on(t.status, t.recebidaEm),
    index('candidatura_cnpj_raiz_idx').on(t.cnpjRaiz),
    // One open application per CNPJ root, even when two arrive at once.
    uniqueIndex('candidatura_raiz_aberta_key')
      .on(t.cnpjRaiz)
      .where(sql`${t.status} in ('recebida', 'em_analise', 'pendencia')`),
    // One application per company an approval created.
    uniqueIndex('candidatura_cliente_key')
      .on(t.clienteId)
      .where(sql`${t.clienteId} is not null`),
  ],
);

/** The documents of an application (DOCUMENTOS_CANDIDATURA, or `outro` asked later), in the file storage. */
export const candidaturaDocumento = pgTable(
  'candidatura_documento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    candidaturaId: integer('candidatura_id')
      .notNull()
      .references(() => candidatura.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    ...fileColumns(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidatura_documento_candidatura_idx').on(t.candidaturaId, t.id)],
);

/** The history of an application (EVENTOS_CANDIDATURA): who (staff; none for the applicant), when, the message. */
export const candidaturaEvento = pgTable(
  'candidatura_evento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidaturaId: integer('candidatura_id')
      .notNull()
      .references(() => candidatura.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
    detalhe: varchar('detalhe', { length: 1000 }),
  },
  (t) => [index('candidatura_evento_candidatura_idx').on(t.candidaturaId, t.id)],
);

/**
 * Training completions from the e-learning (decision 0047): a person completed a training type on a date,
 * valid until `valido_ate` (null: does not expire). `aviso_vencimento_em` is when the partner was e-mailed that
 * it is about to expire, so the nightly job never sends it twice. `origem`: 'arquivo' (the staff's import),
 * 'comando' (`npm run import:treinamentos`), 'demo', 'integracao' (`PUT /api/integracao/treinamentos`).
 */
export const treinamentoConclusao = pgTable(
  'treinamento_conclusao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: varchar('usuario_id', { length: 20 })
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipotreinamentoId: varchar('tipotreinamento_id', { length: 4 })
      .notNull()
      .references(() => tipotreinamento.id),
    concluidoEm: date('concluido_em').notNull(),
    validoAte: date('valido_ate'),
    avisoVencimentoEm: timestamp('aviso_vencimento_em', { withTimezone: true }),
    origem: varchar('origem', { length: 20 }).notNull(),
    ...audit,
  },
  (t) => [
    unique('treinamento_conclusao_pessoa_tipo_data_key').on(t.usuarioId, t.tipotreinamentoId, t.concluidoEm),
    index('treinamento_conclusao_tipo_idx').on(t.tipotreinamentoId),
    index('treinamento_conclusao_aviso_idx')
      .on(t.validoAte)
      .where(sql`${t.avisoVencimentoEm} is null and ${t.validoAte} is not null`),
  ],
);

/**
 * Staff reads of a person's record (decision 0048): who read (`usuario_id`), when, whose (`titular_usuario_id`,
 * or the e-mail a look-up found a visitor by) and what (`oque`, never personal data itself). No foreign keys:
 * the log outlives a deleted user. Read by the data protection officer.
 */
export const acessoDadosPessoais = pgTable(
  'acesso_dados_pessoais',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: varchar('usuario_id', { length: 20 }).notNull(),
    titularUsuarioId: varchar('titular_usuario_id', { length: 20 }),
    titularEmail: varchar('titular_email', { length: 100 }),
    oque: varchar('oque', { length: 200 }).notNull(),
  },
  (t) => [
    index('acesso_dados_pessoais_em_idx').on(t.em, t.id),
    index('acesso_dados_pessoais_titular_idx').on(t.titularUsuarioId),
  ],
);

/**
 * A person's request under the LGPD (decision 0048): a signed-in person's (`usuario_id`; name and e-mail are the
 * user's) or a visitor's (`nome`, `email` as typed, confirmed through a link e-mailed there: only the token's
 * SHA-256, `token_hash`, cleared once confirmed). The legal clock starts at `recebida_em` (signed in) or
 * `confirmada_em` (visitor); `prazo` is that day + 15; `lembrete_em` when the officer was reminded (once).
 * `responder_para`: the address an open request is answered to after its person was anonymised (migration 0021).
 */
export const solicitacaoPrivacidade = pgTable(
  'solicitacao_privacidade',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 100 }),
    email: varchar('email', { length: 100 }),
    mensagem: varchar('mensagem', { length: 2000 }).notNull(),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
    confirmadaEm: timestamp('confirmada_em', { withTimezone: true }),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    prazo: date('prazo'),
    lembreteEm: timestamp('lembrete_em', { withTimezone: true }),
    resposta: varchar('resposta', { length: 4000 }),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }),
    respondidaPor: varchar('respondida_por', { length: 20 }).references(() => usuario.id, {
      onDelete: 'set null',
    }),
    /** Where the answer goes once the person was anonymised (their e-mail is a placeholder); cleared when sent. */
    responderPara: varchar('responder_para', { length: 100 }),
  },
  (t) => [
    check('solicitacao_privacidade_titular_check', sql`${t.usuarioId} is not null or ${t.email} is not null`),
    index('solicitacao_privacidade_status_idx').on(t.status, t.prazo),
    index('solicitacao_privacidade_usuario_idx').on(t.usuarioId, t.recebidaEm),
    index('solicitacao_privacidade_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The SHA-256 of the former e-mail of each anonymised person (decision 0048): a sign-in with that address is
 * refused with a clear message, while the address itself is gone.
 */
export const titularAnonimizado = pgTable('titular_anonimizado', {
  emailSha256: varchar('email_sha256', { length: 64 }).primaryKey(),
  em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A consent given (decision 0048): which text (`versao`), from where (`origem`: ORIGENS_CONSENTIMENTO), when;
 * for a signed-in person (`usuario_id`) or a visitor's e-mail.
 */
export const consentimento = pgTable(
  'consentimento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuidCol(),
    usuarioId: varchar('usuario_id', { length: 20 }).references(() => usuario.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 100 }),
    origem: varchar('origem', { length: 20 }).notNull(),
    versao: varchar('versao', { length: 20 }).notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consentimento_titular_check', sql`${t.usuarioId} is not null or ${t.email} is not null`),
    index('consentimento_usuario_idx').on(t.usuarioId),
    index('consentimento_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Integrations (decision 0054): another system's access to /api/integracao/*, holding `chaves` (permission
 * keys) until `expira_em` unless revoked; `dono_id`, the staff member answerable for it.
 */
export const integracao = pgTable('integracao', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: varchar('nome', { length: 100 }).notNull(),
  chaves: text('chaves').array().notNull(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  donoId: varchar('dono_id', { length: 20 }).references(() => usuario.id, { onDelete: 'set null' }),
  revogadaEm: timestamp('revogada_em', { withTimezone: true }),
  ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
  ultimoUsoIp: varchar('ultimo_uso_ip', { length: 45 }),
  dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  uscriacao: varchar('uscriacao', { length: 20 }),
});

/** An integration's token, as its SHA-256 and the 8 characters after `prix_`; `valido_ate` ends a rotated one. */
export const integracaoSegredo = pgTable(
  'integracao_segredo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    integracaoId: uuid('integracao_id')
      .notNull()
      .references(() => integracao.id, { onDelete: 'cascade' }),
    prefixo: varchar('prefixo', { length: 8 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull().unique('integracao_segredo_hash_key'),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integracao_segredo_prefixo_idx').on(t.prefixo),
    index('integracao_segredo_integracao_idx').on(t.integracaoId),
  ],
);

/** Every call an integration's token opened: method, route pattern, status, address, time. */
export const integracaoChamada = pgTable(
  'integracao_chamada',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    integracaoId: uuid('integracao_id')
      .notNull()
      .references(() => integracao.id, { onDelete: 'cascade' }),
    metodo: varchar('metodo', { length: 10 }).notNull(),
    rota: varchar('rota', { length: 200 }).notNull(),
    status: smallint('status').notNull(),
    ip: varchar('ip', { length: 45 }),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integracao_chamada_integracao_em_idx').on(t.integracaoId, t.em.desc())],
);

/** An `Idempotency-Key` of an integration's write: the body's SHA-256, and once answered, the answer. */
export const integracaoIdempotencia = pgTable(
  'integracao_idempotencia',
  {
    integracaoId: uuid('integracao_id')
      .notNull()
      .references(() => integracao.id, { onDelete: 'cascade' }),
    chave: varchar('chave', { length: 200 }).notNull(),
    rota: varchar('rota', { length: 200 }).notNull(),
    corpoHash: varchar('corpo_hash', { length: 64 }).notNull(),
    status: smallint('status'),
    resposta: jsonb('resposta'),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'integracao_idempotencia_pk', columns: [t.integracaoId, t.chave] })],
);

/**
 * A webhook endpoint of an integration (decision 0056): the address events are POSTed to, the events chosen,
 * the signing secret (kept readable: the server signs with it), and its health: consecutive final failures,
 * failing since when, and a pause (by staff or after failing again and again).
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    integracaoId: uuid('integracao_id')
      .notNull()
      .references(() => integracao.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    eventos: text('eventos').array().notNull(),
    segredo: varchar('segredo', { length: 100 }).notNull(),
    situacao: varchar('situacao', { length: 10 }).notNull().default('ativo'),
    pausadoEm: timestamp('pausado_em', { withTimezone: true }),
    pausaMotivo: varchar('pausa_motivo', { length: 300 }),
    falhasSeguidas: integer('falhas_seguidas').notNull().default(0),
    falhandoDesde: timestamp('falhando_desde', { withTimezone: true }),
    dhcriacao: timestamp('dhcriacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoint_integracao_idx').on(t.integracaoId)],
);

/**
 * One event for one endpoint: the exact body sent (so every try signs the same bytes), its state, the last
 * answer's code or error, the tries made and when the next one is due.
 */
export const webhookEntrega = pgTable(
  'webhook_entrega',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventoId: uuid('evento_id').notNull(),
    evento: varchar('evento', { length: 40 }).notNull(),
    corpo: text('corpo').notNull(),
    situacao: varchar('situacao', { length: 10 }).notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    codigo: smallint('codigo'),
    erro: varchar('erro', { length: 500 }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    ultimaTentativaEm: timestamp('ultima_tentativa_em', { withTimezone: true }),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }),
    tentandoDesde: timestamp('tentando_desde', { withTimezone: true }),
  },
  (t) => [index('webhook_entrega_endpoint_idx').on(t.endpointId, t.criadaEm.desc())],
);
