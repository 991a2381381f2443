import {
  can,
  canReadRegister,
  documentAccess,
  PERM,
  REGISTER_DEFS,
  labelFor,
  type Label,
  type PermissionKey,
  type PermissionTree,
} from '@prix/shared/core';
import { PAGE_PATHS, type PageId } from './links';

/**
 * Who may open what (SPEC §6), written once. The route guards and the side menu both read this module, so the
 * menu never offers a page its guard refuses. The server enforces the same keys; the client only hides.
 */

export type AccessRule = (tree: PermissionTree | null | undefined) => boolean;

/** Holds the key itself. */
export const hasKey =
  (key: PermissionKey): AccessRule =>
  (tree) =>
    can(tree, key);

/** Register entry: `cadastro` or `somenteleitura`, plus the key (SPEC §6). */
export const readsRegister =
  (key: PermissionKey): AccessRule =>
  (tree) =>
    canReadRegister(tree, key);

export const anyOf =
  (...rules: AccessRule[]): AccessRule =>
  (tree) =>
    rules.some((rule) => rule(tree));

// ---------------------------------------------------------------------------------------------------------------
// Registers: /cadastro/{name}/*

export type MenuGroupId = 'cadastros' | 'relatorios';

export interface RegisterAccess {
  /** The path segment: /cadastro/{name}/lista. */
  readonly name: string;
  /** Page title (SPEC §2.3). */
  readonly title: Label;
  /** Menu label when it differs from the title. */
  readonly menuLabel?: Label;
  readonly menuGroup: MenuGroupId;
  readonly canOpen: AccessRule;
}

const clientes: Label = { interno: 'Parceiros', externo: 'Empresa' };
const usuarios: Label = { interno: 'Usuários', externo: 'Equipe' };

/**
 * Registers that are not a plain definition of @prix/shared (special access rules, or not built yet).
 * Every entry of REGISTER_DEFS is added below from its definition, so a new simple register needs nothing here.
 */
const SPECIAL_REGISTERS: readonly RegisterAccess[] = [
  {
    // SPEC §6: 'cadastro.classe (also seen: cadastro.classe.beneficio)'.
    name: 'classe-beneficio',
    title: 'Benefícios por classe',
    menuGroup: 'cadastros',
    canOpen: anyOf(readsRegister(PERM.cadastro.classe), readsRegister(PERM.cadastro.classeBeneficio)),
  },
  {
    // List: cadastro.cliente or somenteleitura.cliente; detail: cadastro.cliente or visualizar.equipe.cliente.
    // The two read-only keys are held by external users without any cadastro key, so they stand on their own.
    name: 'cliente',
    title: clientes,
    menuGroup: 'cadastros',
    canOpen: anyOf(
      readsRegister(PERM.cadastro.cliente),
      hasKey(PERM.somenteleituraCliente),
      hasKey(PERM.cliente.visualizarEquipe),
    ),
  },
  {
    // cadastro.usuario, or the external-employee form's key (SPEC §6).
    name: 'usuario',
    title: usuarios,
    menuGroup: 'cadastros',
    canOpen: anyOf(readsRegister(PERM.cadastro.usuario), readsRegister(PERM.cadastro.usuarioExterno)),
  },
  {
    // The click report lives under /cadastro but is a report (SPEC §2.2).
    name: 'relatorio',
    title: 'Relatório de cliques',
    menuLabel: 'Cliques',
    menuGroup: 'relatorios',
    canOpen: hasKey(PERM.relatorio.cliques),
  },
];

const DEFINED_REGISTERS: readonly RegisterAccess[] = REGISTER_DEFS.map((def) => ({
  name: def.name,
  title: def.title,
  menuGroup: 'cadastros',
  canOpen: readsRegister(def.permission),
}));

/** A title as pt-BR alphabetical order first reads it: accents and case set aside. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical as pt-BR reads it (accents and case set aside, then as written), without an Intl.Collator: the
 * menu is sorted as this module loads, and a page's first Intl object starts the browser's ICU, a long task of
 * the first paint (issue 12; @prix/shared's format/numbers.ts). access.test.ts holds it to the collator's order.
 */
export function compareTitles(a: string, b: string): number {
  const [x, y] = [folded(a), folded(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** In menu order: alphabetical by the internal title, so the menu reads like an index. */
export const REGISTERS: readonly RegisterAccess[] = [...SPECIAL_REGISTERS, ...DEFINED_REGISTERS].sort(
  (a, b) => compareTitles(labelFor(a.title, false), labelFor(b.title, false)),
);

const registersByName = new Map(REGISTERS.map((register) => [register.name, register]));

export function findRegister(name: string | undefined): RegisterAccess | undefined {
  return name === undefined ? undefined : registersByName.get(name);
}

export function registerListPath(name: string): string {
  return `/cadastro/${name}/lista`;
}

// ---------------------------------------------------------------------------------------------------------------
// Partner pages

export interface PageAccess {
  /** Where the menu links to. */
  readonly path: string;
  /** The router pattern, when it takes parameters. */
  readonly routePath?: string;
  readonly title: string;
  readonly canOpen: AccessRule;
}

export const PAGES = {
  categorias: { ...PAGE_PATHS.categorias, title: 'Categorias', canOpen: hasKey(PERM.pagina.categoria) },
  recursos: { ...PAGE_PATHS.recursos, title: 'Recursos', canOpen: hasKey(PERM.pagina.recursos) },
  faq: { ...PAGE_PATHS.faq, title: 'Dúvidas Frequentes', canOpen: hasKey(PERM.pagina.duvidas) },
  imagensProdutos: {
    ...PAGE_PATHS.imagensProdutos,
    title: 'Imagens de Produtos',
    canOpen: hasKey(PERM.pagina.duvidas),
  },
  beneficios: {
    ...PAGE_PATHS.beneficios,
    title: 'Solicitar Benefício',
    canOpen: hasKey(PERM.pagina.solicitarBeneficio),
  },
  alteracaoCadastral: {
    ...PAGE_PATHS.alteracaoCadastral,
    title: 'Alteração Cadastral',
    canOpen: hasKey(PERM.pagina.alteracaoCadastral),
  },
  faturamento: {
    ...PAGE_PATHS.faturamento,
    title: 'Relatório de faturamento',
    canOpen: hasKey(PERM.relatorio.faturamento),
  },
  minhasSolicitacoes: {
    ...PAGE_PATHS.minhasSolicitacoes,
    title: 'Minhas solicitações',
    // Whoever may file a request follows it here (issue 14).
    canOpen: anyOf(hasKey(PERM.pagina.solicitarBeneficio), hasKey(PERM.pagina.alteracaoCadastral)),
  },
  filaSolicitacoes: {
    ...PAGE_PATHS.filaSolicitacoes,
    title: 'Solicitações de benefício',
    canOpen: hasKey(PERM.solicitacao.gerenciar),
  },
  verbaMarketingCooperado: {
    ...PAGE_PATHS.verbaMarketingCooperado,
    title: 'Verba de marketing cooperado',
    // The server adds the class's VMC benefit (decision 0027); without it the page says so.
    canOpen: hasKey(PERM.metricas.marketingCooperado),
  },
  reclassificacao: {
    ...PAGE_PATHS.reclassificacao,
    title: 'Reclassificação anual',
    canOpen: hasKey(PERM.classe.reclassificar),
  },
} as const satisfies Record<PageId, PageAccess>;

export type { PageId };

// ---------------------------------------------------------------------------------------------------------------
// Document viewers: /docs/{identificador}/{nome_arquivo}

/** The programme manual's identifiers carry the programme: manual-do-programa-{programa} (SPEC §2.2). */
const PROGRAMME_MANUAL = 'manual-do-programa-';

/** The ten viewers of SPEC §2.2, by button identifier, with the title the page shows. */
const DOCUMENT_VIEWERS: Readonly<Record<string, string>> = {
  'catalogo-pecas': 'Catálogo de peças',
  'lista-precos-pecas': 'Lista de preços de peças',
  'lista-precos-rev-virtual': 'Lista de preços — revenda virtual',
  'lista-precos-rev-fisica': 'Lista de preços — revenda física',
  'manual-relacionamento-ota': 'Manual de relacionamento OTA',
  'manual-boas-praticas-otas': 'Manual de boas práticas das OTAs',
  'lista-de-ferramentas': 'Lista de ferramentas',
  'lista-de-relacionamento-revendas': 'Lista de relacionamento das revendas',
  'ressarcimento-garantia-otas': 'Ressarcimento de garantia das OTAs',
};

export interface DocumentViewerAccess {
  readonly identificador: string;
  readonly title: string;
  readonly canOpen: AccessRule;
}

/**
 * The viewer of a button identifier, or null when SPEC §2.2 has no viewer for it (the page is 'not found').
 * Who may open it is the server's rule for the document (`documentAccess` in shared: its key, or any signed-in
 * user), and the files register's staff, whom the server lets in too.
 */
export function documentViewer(identificador: string | undefined): DocumentViewerAccess | null {
  if (!identificador) return null;
  const programme =
    identificador.startsWith(PROGRAMME_MANUAL) && identificador.length > PROGRAMME_MANUAL.length;
  const title = programme
    ? 'Manual do Programa de Parceiros'
    : Object.hasOwn(DOCUMENT_VIEWERS, identificador)
      ? DOCUMENT_VIEWERS[identificador]!
      : null;
  const rule = documentAccess(identificador);
  if (title === null || rule === null) return null;
  const holdsRule: AccessRule = rule === 'signedIn' ? (tree) => tree != null : hasKey(rule);
  return { identificador, title, canOpen: anyOf(holdsRule, readsRegister(PERM.cadastro.arquivo)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages every signed-in user may open

export function meuPerfilPath(uuid: string): string {
  return `/meu-perfil/usuario/detalhe/${uuid}`;
}

/** Whether the tree opens at least one register of the 'Cadastros' menu (else the menu offers 'Meus dados'). */
export function hasAnyRegister(tree: PermissionTree | null | undefined): boolean {
  return REGISTERS.some((register) => register.menuGroup === 'cadastros' && register.canOpen(tree));
}
