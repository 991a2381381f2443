import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_KEYS,
  PERM,
  buildPermissionTree,
  can,
  canReadRegister,
  canWriteRegister,
  grantedKeys,
  passesCombinedCheck,
  type PermissionGrant,
} from './permissions.js';

const grant = (key: string, extra: Partial<PermissionGrant> = {}): PermissionGrant => ({
  key,
  externa: false,
  tiposparceria: [],
  classes: [],
  ...extra,
});
const internal = { externo: false, partner: null };

describe('can', () => {
  const tree = buildPermissionTree([grant('cadastro.usuario.externo'), grant('cadastro.pais')], internal);

  it('grants exactly the keys given', () => {
    expect(can(tree, 'cadastro.pais')).toBe(true);
    expect(can(tree, 'cadastro.usuario.externo')).toBe(true);
  });

  it('does not grant a parent because a child was granted', () => {
    expect(can(tree, 'cadastro.usuario')).toBe(false);
    expect(can(tree, 'cadastro' as never)).toBe(false);
  });

  it('answers a group query `x.*` when any key below x is granted', () => {
    expect(can(tree, 'cadastro.*')).toBe(true);
    expect(can(tree, 'cadastro.usuario.*')).toBe(true);
    expect(can(tree, 'relatorio.*')).toBe(false);
  });

  it('is false for a missing tree and cannot be fooled by the marker segment', () => {
    expect(can(null, 'cadastro.pais')).toBe(false);
    expect(can(tree, '$' as never)).toBe(false);
    expect(can(tree, 'cadastro.$' as never)).toBe(false);
  });

  it('lists the granted keys back', () => {
    expect(grantedKeys(tree)).toEqual(['cadastro.pais', 'cadastro.usuario.externo']);
  });
});

describe('the combined check of SPEC §6', () => {
  const rev250 = { tiposparceria: ['REV'], classe: '250' };
  const ota10 = { tiposparceria: ['OTA'], classe: '10' };
  const revOnly = grant(PERM.docs.listaPrecosRevFisica, {
    externa: true,
    tiposparceria: ['REV'],
    classes: ['10', '250'],
  });
  const from100 = grant(PERM.metricas.marketingCooperado, {
    externa: true,
    tiposparceria: ['REV', 'OTA'],
    classes: ['100', '250', '500', '1000'],
  });

  it('needs both the partnership type and the class', () => {
    expect(passesCombinedCheck(revOnly, rev250)).toBe(true);
    expect(passesCombinedCheck(revOnly, ota10)).toBe(false); // class ok, type not
    expect(passesCombinedCheck(from100, ota10)).toBe(false); // type ok, class not
    expect(passesCombinedCheck(from100, rev250)).toBe(true);
  });

  it('refuses an external key to a user with no company or a company with no class', () => {
    expect(passesCombinedCheck(revOnly, null)).toBe(false);
    expect(passesCombinedCheck(revOnly, { tiposparceria: ['REV'], classe: null })).toBe(false);
  });

  it('leaves keys not marked external alone', () => {
    expect(passesCombinedCheck(grant(PERM.cadastro.usuarioExterno), null)).toBe(true);
  });

  it('applies to external users only: internal users skip it', () => {
    const grants = [revOnly, from100, grant(PERM.cadastro.usuarioExterno)];
    const externalTree = buildPermissionTree(grants, { externo: true, partner: ota10 });
    expect(grantedKeys(externalTree)).toEqual([PERM.cadastro.usuarioExterno]);
    const internalTree = buildPermissionTree(grants, internal);
    expect(grantedKeys(internalTree)).toHaveLength(3);
  });
});

describe('register access and somenteleitura', () => {
  const writer = buildPermissionTree([grant(PERM.cadastro.pais)], internal);
  const reader = buildPermissionTree([grant(PERM.somenteleitura), grant(PERM.cadastro.pais)], internal);
  const onlyReadOnly = buildPermissionTree([grant(PERM.somenteleitura)], internal);
  const otherRegister = buildPermissionTree([grant(PERM.cadastro.idioma)], internal);

  it('a register key reads and writes', () => {
    expect(canReadRegister(writer, PERM.cadastro.pais)).toBe(true);
    expect(canWriteRegister(writer, PERM.cadastro.pais)).toBe(true);
  });

  it('somenteleitura with the key reads but never writes', () => {
    expect(canReadRegister(reader, PERM.cadastro.pais)).toBe(true);
    expect(canWriteRegister(reader, PERM.cadastro.pais)).toBe(false);
  });

  it('somenteleitura alone opens no register', () => {
    expect(canReadRegister(onlyReadOnly, PERM.cadastro.pais)).toBe(false);
  });

  it('another register’s key does not open this one', () => {
    expect(canReadRegister(otherRegister, PERM.cadastro.pais)).toBe(false);
    expect(canWriteRegister(otherRegister, PERM.cadastro.pais)).toBe(false);
  });
});

/** Every key SPEC §6 names, as written there. */
const SPEC_KEYS = [
  // The screen → key table.
  'cadastro.arquivo',
  'cadastro.exclusao.banner',
  'cadastro.beneficio',
  'visualizacao.edicao.botoes',
  'cadastro.cargo',
  'cadastro.classe',
  'cadastro.classe.beneficio',
  'cadastro.parametro',
  'cadastro.cliente',
  'somenteleitura.cliente',
  'visualizar.equipe.cliente',
  'cadastro.filial',
  'cadastro.usuario',
  'cadastro.usuario.externo',
  'cadastro.permissao',
  'cadastro.perfil',
  'cadastro.pais',
  'cadastro.idioma',
  'cadastro.genero',
  'cadastro.tipoparceria',
  'cadastro.tipoparceriacomplementar',
  'cadastro.tipotreinamento',
  'cadastro.produto.imagem',
  'relatorio.cliques',
  'relatorio.faturamento',
  'catalogo.pecas',
  'precos.pecas',
  'lista.precos.rev.virtual',
  'lista.precos.rev.fisica',
  'propave.manual',
  'manual.boas.praticas.otas',
  'lista.ferramentas',
  'manual.programa.parceiro.prix',
  'ressarcimento.garantia',
  'visualizar.duvidas',
  'visualizar.categoria',
  'visualizar.recursos',
  'beneficio.solicitar',
  'formulario.alteracao.cadastral',
  'somenteleitura',
  // Further keys.
  'beneficio.consultarvalores',
  'beneficio.solicitarresgate',
  'beneficio.solicitacaoequipamento',
  'beneficio.participacaocooperada',
  'beneficio.solicitacaomaterial',
  'metricas.marketingcooperado',
  'metricas.showroom',
  'precos.simulador',
  'canal.ota',
  'boleto',
  'documento.defesa.infracao',
  'catalogo.geral',
  'calculo.verba.marketing.cooperada',
  'visualizar.dados.cliente',
  'visualizar.parceria.complementar',
  'cadastro.usuario.interno',
  'cadastro.funcionario.externo',
  'excluir.usuario.externo',
  'editar.dados.lgpd.usuario',
  'cadastro.exclusao.botoes',
];

describe('the key catalogue', () => {
  it('holds every key of SPEC §6, each once', () => {
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
    expect(ALL_PERMISSION_KEYS.filter((key) => SPEC_KEYS.includes(key)).sort()).toEqual(
      [...SPEC_KEYS].sort(),
    );
  });
});
