/**
 * Every permission key of SPEC §6, typed once. The server guards and the UI read the same constants,
 * so a typo is a compile error instead of a silently hidden button.
 */
export const PERM = {
  cadastro: {
    arquivo: 'cadastro.arquivo',
    banner: 'cadastro.exclusao.banner',
    beneficio: 'cadastro.beneficio',
    botao: 'visualizacao.edicao.botoes',
    botaoExclusao: 'cadastro.exclusao.botoes',
    cargo: 'cadastro.cargo',
    classe: 'cadastro.classe',
    classeBeneficio: 'cadastro.classe.beneficio',
    parametro: 'cadastro.parametro',
    cliente: 'cadastro.cliente',
    filial: 'cadastro.filial',
    usuario: 'cadastro.usuario',
    usuarioExterno: 'cadastro.usuario.externo',
    usuarioInterno: 'cadastro.usuario.interno',
    funcionarioExterno: 'cadastro.funcionario.externo',
    permissao: 'cadastro.permissao',
    perfil: 'cadastro.perfil',
    pais: 'cadastro.pais',
    idioma: 'cadastro.idioma',
    genero: 'cadastro.genero',
    tipoparceria: 'cadastro.tipoparceria',
    tipoparceriacomplementar: 'cadastro.tipoparceriacomplementar',
    tipotreinamento: 'cadastro.tipotreinamento',
    produtoImagem: 'cadastro.produto.imagem',
    /** The FAQ register (not in SPEC §6, which has no FAQ register). */
    faq: 'cadastro.faq',
  },
  somenteleitura: 'somenteleitura',
  somenteleituraCliente: 'somenteleitura.cliente',
  cliente: {
    visualizarDados: 'visualizar.dados.cliente',
    visualizarEquipe: 'visualizar.equipe.cliente',
    visualizarParceriaComplementar: 'visualizar.parceria.complementar',
  },
  usuario: {
    excluirExterno: 'excluir.usuario.externo',
    editarDadosLgpd: 'editar.dados.lgpd.usuario',
  },
  relatorio: {
    cliques: 'relatorio.cliques',
    faturamento: 'relatorio.faturamento',
  },
  /** Importing the ERP's billing file (not in SPEC §6, which has no import). */
  faturamento: {
    importar: 'faturamento.importar',
  },
  docs: {
    catalogoPecas: 'catalogo.pecas',
    precosPecas: 'precos.pecas',
    listaPrecosRevVirtual: 'lista.precos.rev.virtual',
    listaPrecosRevFisica: 'lista.precos.rev.fisica',
    manualRelacionamentoOta: 'propave.manual',
    manualBoasPraticasOtas: 'manual.boas.praticas.otas',
    listaFerramentas: 'lista.ferramentas',
    manualPrograma: 'manual.programa.parceiro.prix',
    ressarcimentoGarantia: 'ressarcimento.garantia',
    documentoDefesaInfracao: 'documento.defesa.infracao',
    catalogoGeral: 'catalogo.geral',
    calculoVerbaMarketingCooperada: 'calculo.verba.marketing.cooperada',
  },
  pagina: {
    duvidas: 'visualizar.duvidas',
    categoria: 'visualizar.categoria',
    recursos: 'visualizar.recursos',
    solicitarBeneficio: 'beneficio.solicitar',
    alteracaoCadastral: 'formulario.alteracao.cadastral',
  },
  beneficio: {
    consultarValores: 'beneficio.consultarvalores',
    solicitarResgate: 'beneficio.solicitarresgate',
    solicitacaoEquipamento: 'beneficio.solicitacaoequipamento',
    participacaoCooperada: 'beneficio.participacaocooperada',
    solicitacaoMaterial: 'beneficio.solicitacaomaterial',
  },
  metricas: {
    marketingCooperado: 'metricas.marketingcooperado',
    showroom: 'metricas.showroom',
  },
  home: {
    precosSimulador: 'precos.simulador',
    canalOta: 'canal.ota',
    boleto: 'boleto',
  },
  // Last on purpose: the seed numbers permissions in this order (P001…), so a new key goes at the end.
  solicitacao: {
    /** The staff queue of benefit requests and their status changes. */
    gerenciar: 'beneficio.gerenciar',
  },
  /** Previewing and applying the yearly reclassification of partners' classes (SPEC §9). */
  classe: {
    reclassificar: 'classe.reclassificar',
  },
  /** 'Onde comprar' (decision 0046): the partner's public listing, its enquiries, and the staff's side. */
  ondeComprar: {
    /** A partner edits its listing on the public locator ('Página pública' of 'Empresa'). */
    paginaPublica: 'parceiro.pagina.publica',
    /** A partner's enquiries: accept, decline, record the outcome ('Oportunidades'). */
    oportunidades: 'parceiro.oportunidades',
    /** Staff: every enquiry, reassignment, the report, suspending a listing, companies without a municipality. */
    gerenciar: 'contatos.gerenciar',
  },
  /** 'Seja um parceiro' (decision 0047): reviewing applications; importing and reporting training completions. */
  candidatura: {
    analisar: 'candidaturas.analisar',
  },
  treinamento: {
    importar: 'treinamentos.importar',
    relatorio: 'relatorio.treinamentos',
  },
  /** The data protection officer (LGPD, decision 0048): privacy requests, the person look-up, anonymisation, reads log. */
  privacidade: {
    encarregado: 'privacidade.encarregado',
  },
  /** 'Meu desempenho': a partner's own page (owner and employees); the staff's report of every partner. */
  desempenho: {
    visualizar: 'desempenho.visualizar',
    relatorio: 'relatorio.desempenho',
  },
  /** Integration tokens of other systems (the ERP, the e-learning): create, revoke, rotate, read their calls. */
  integracoes: {
    gerenciar: 'integracoes.gerenciar',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** A permission key of SPEC §6. */
export type PermissionKey = Leaves<typeof PERM>;
/** A key, or a group written as `prefix.*` meaning "any key below prefix". */
export type PermissionQuery = PermissionKey | `${string}.*`;

function collect(node: unknown, out: string[]): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) collect(v, out);
  return out;
}
/** Every key, for seeds and for the permission register's choices. */
export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = [
  ...new Set(collect(PERM, [])),
] as PermissionKey[];

/**
 * The permission tree sent to the client: keys split on dots into nested nodes; `$: true` marks a key that
 * was granted itself (so `cadastro.usuario.externo` does not imply `cadastro.usuario`).
 */
export interface PermissionTree {
  $?: true;
  [segment: string]: PermissionTree | true | undefined;
}

/** One permission as a user's profiles grant it, with the restrictions of an external key. */
export interface PermissionGrant {
  key: string;
  externa: boolean;
  tiposparceria: readonly string[];
  classes: readonly string[];
}

/** What the combined check of SPEC §6 looks at: the user's current company. */
export interface PartnerContext {
  tiposparceria: readonly string[];
  classe: string | null;
}

/**
 * SPEC §6 combined check: an external user holds a key marked external only when the current company's
 * partnership type and its class are both among the key's allowed ones. Internal users skip it.
 */
export function passesCombinedCheck(grant: PermissionGrant, partner: PartnerContext | null): boolean {
  if (!grant.externa) return true;
  if (!partner || partner.classe === null) return false;
  const typeOk = grant.tiposparceria.some((t) => partner.tiposparceria.includes(t));
  const classOk = grant.classes.includes(partner.classe);
  return typeOk && classOk;
}

export function buildPermissionTree(
  grants: readonly PermissionGrant[],
  user: { externo: boolean; partner: PartnerContext | null },
): PermissionTree {
  const tree: PermissionTree = {};
  for (const grant of grants) {
    if (user.externo && !passesCombinedCheck(grant, user.partner)) continue;
    let node = tree;
    for (const segment of grant.key.split('.')) {
      const next = node[segment];
      node = next && next !== true ? next : (node[segment] = {});
    }
    node.$ = true;
  }
  return tree;
}

/** The one permission check of the product. `group.*` asks for any key below `group`. */
export function can(tree: PermissionTree | null | undefined, query: PermissionQuery): boolean {
  if (!tree) return false;
  const anyBelow = query.endsWith('.*');
  const segments = (anyBelow ? query.slice(0, -2) : query).split('.');
  let node: PermissionTree | true | undefined = tree;
  for (const segment of segments) {
    if (!node || node === true || segment === '$') return false;
    node = node[segment];
  }
  if (!node || node === true) return false;
  return anyBelow ? Object.keys(node).length > 0 : node.$ === true;
}

/** Every key a tree grants, sorted: handy for tests and for logs. */
export function grantedKeys(tree: PermissionTree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [segment, child] of Object.entries(tree)) {
    if (segment === '$' || !child || child === true) continue;
    const key = prefix ? `${prefix}.${segment}` : segment;
    if (child.$) keys.push(key);
    keys.push(...grantedKeys(child, key));
  }
  return keys.sort();
}

/**
 * SPEC §6: entry to a register needs `cadastro` or `somenteleitura`, plus the register's key.
 * Writing needs the key and no `somenteleitura` (a read-only user reads, never writes).
 */
export function canReadRegister(tree: PermissionTree | null | undefined, key: PermissionKey): boolean {
  return (can(tree, 'cadastro.*') || can(tree, PERM.somenteleitura)) && can(tree, key);
}
export function canWriteRegister(tree: PermissionTree | null | undefined, key: PermissionKey): boolean {
  return can(tree, key) && !can(tree, PERM.somenteleitura);
}
