import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS, PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { mayOpen } from '../../lib/access';
import { findRegister } from '../../registers/register-access';
import { shellRouteOf } from '../prefetch';
import { buildMenu, currentPrefix, isActivePath, type MenuEntry } from './menu-model';

function labels(entries: MenuEntry[]): string[] {
  return entries.map((entry) => entry.label);
}
function groupLinks(entries: MenuEntry[], label: string): string[] {
  const group = entries.find((entry) => entry.kind === 'group' && entry.label === label);
  return group?.kind === 'group' ? group.links.map((link) => link.label) : [];
}

/** The guard that the router applies to a path the menu links to. */
function guardAllows(session: ReturnType<typeof makeSession>, to: string): boolean {
  const route = shellRouteOf(to);
  if (!route || !mayOpen(route.access, session.permissions)) return false;
  // The register area checks each register's own rule.
  const register = route.menu.kind === 'registers' && /^\/cadastro\/([^/]+)\//.exec(to);
  return register ? mayOpen(findRegister(register[1])?.read ?? { anyOf: [] }, session.permissions) : true;
}

describe('side menu model', () => {
  it('shows an administrator every entry, with the internal labels', () => {
    const menu = buildMenu(makeSession(ALL_PERMISSION_KEYS));
    expect(labels(menu)).toEqual([
      'Cadastros',
      'Privacidade',
      'Meu desempenho',
      'Categorias',
      'Recursos',
      'Relatórios',
      'Dúvidas Frequentes',
      'Imagens de Produtos',
      'Solicitações',
      'Contatos de clientes',
      'Candidaturas',
      'Privacidade (LGPD)',
      'Integrações',
      'Oportunidades',
      'Minhas solicitações',
      'Solicitar Benefício',
      'Contato',
    ]);
    const cadastros = groupLinks(menu, 'Cadastros');
    expect(cadastros).toHaveLength(21);
    expect(cadastros).toContain('Parceiros');
    // The FAQ's register is named apart from the page partners read.
    expect(cadastros).toContain('Perguntas do FAQ');
    expect(cadastros).not.toContain('Dúvidas Frequentes');
    expect(cadastros).toContain('Usuários');
    expect(cadastros).toContain('Países');
    expect(groupLinks(menu, 'Relatórios')).toEqual([
      'Cliques',
      'Faturamento',
      'Reclassificação',
      'Relatório de contatos de clientes',
      'Treinamentos obrigatórios',
      'Desempenho',
    ]);
  });

  it("offers the data protection officer 'Privacidade (LGPD)', the queue of the persons' requests", () => {
    const menu = buildMenu(makeSession([PERM.privacidade.encarregado]));
    expect(menu.find((entry) => entry.label === 'Privacidade (LGPD)')).toMatchObject({
      to: '/privacidade/solicitacoes',
    });
    expect(labels(buildMenu(makeSession([PERM.candidatura.analisar])))).not.toContain('Privacidade (LGPD)');
  });

  it("offers a partner with the key its 'Oportunidades', and none of the staff's enquiry pages", () => {
    const menu = buildMenu(makeSession([PERM.ondeComprar.oportunidades], { externo: true }));
    expect(labels(menu)).toContain('Oportunidades');
    expect(labels(menu)).not.toContain('Contatos de clientes');
    expect(menu.find((entry) => entry.label === 'Oportunidades')).toMatchObject({ to: '/oportunidades' });
  });

  it("offers a partner with the key 'Meu desempenho', and staff with the report's key its report", () => {
    const partner = buildMenu(makeSession([PERM.desempenho.visualizar], { externo: true }));
    expect(partner.find((entry) => entry.label === 'Meu desempenho')).toMatchObject({ to: '/desempenho' });
    expect(groupLinks(partner, 'Relatórios')).toEqual([]);
    expect(labels(buildMenu(makeSession([], { externo: true })))).not.toContain('Meu desempenho');
    const staff = buildMenu(makeSession([PERM.desempenho.relatorio]));
    expect(groupLinks(staff, 'Relatórios')).toEqual(['Desempenho']);
  });

  it("uses 'Empresa' and 'Equipe' for external users", () => {
    const session = makeSession([PERM.cliente.visualizarEquipe, PERM.cadastro.usuarioExterno], {
      externo: true,
    });
    expect(groupLinks(buildMenu(session), 'Cadastros')).toEqual(['Empresa', 'Equipe']);
  });

  it("offers 'Meus dados' instead of registers, and hides empty groups", () => {
    const session = makeSession([PERM.pagina.duvidas, PERM.relatorio.faturamento]);
    const menu = buildMenu(session);
    expect(labels(menu)).toEqual([
      'Meus dados',
      'Privacidade',
      'Relatórios',
      'Dúvidas Frequentes',
      'Imagens de Produtos',
      'Contato',
    ]);
    expect(menu[0]).toMatchObject({ kind: 'link', to: '/meu-perfil/usuario/detalhe/u-1' });
    // Every person's rights over their data, beside 'Meus dados'.
    expect(menu[1]).toMatchObject({ kind: 'link', to: '/privacidade' });
    expect(groupLinks(menu, 'Relatórios')).toEqual(['Faturamento']);
  });

  it('needs cadastro or somenteleitura besides the register key', () => {
    // The click report alone is no register permission.
    expect(labels(buildMenu(makeSession([PERM.relatorio.cliques])))[0]).toBe('Meus dados');
    const readOnly = makeSession([PERM.somenteleitura, PERM.cadastro.pais]);
    expect(groupLinks(buildMenu(readOnly), 'Cadastros')).toEqual(['Países']);
  });

  it('names every entry of the whole menu apart, for staff and for a partner', () => {
    for (const externo of [false, true]) {
      const everyName = buildMenu(makeSession(ALL_PERMISSION_KEYS, { externo })).flatMap((entry) =>
        entry.kind === 'group' ? [entry.label, ...entry.links.map((link) => link.label)] : [entry.label],
      );
      const repeated = everyName.filter((name, index) => everyName.indexOf(name) !== index);
      expect(repeated, externo ? 'partner' : 'staff').toEqual([]);
    }
  });

  it('never links to a page its guard refuses', () => {
    const samples = [
      [],
      ALL_PERMISSION_KEYS,
      [PERM.somenteleituraCliente],
      [PERM.cadastro.classeBeneficio],
      [PERM.cadastro.usuarioExterno, PERM.pagina.solicitarBeneficio],
      ALL_PERMISSION_KEYS.filter((_, index) => index % 3 === 0),
    ];
    for (const keys of samples) {
      const session = makeSession(keys);
      for (const entry of buildMenu(session)) {
        const links = entry.kind === 'group' ? entry.links : entry.kind === 'external' ? [] : [entry];
        for (const link of links) expect(guardAllows(session, link.to), link.to).toBe(true);
      }
    }
  });

  it('marks the current entry by path prefix', () => {
    expect(isActivePath('/cadastro/pais/detalhe/novo', '/cadastro/pais/')).toBe(true);
    expect(isActivePath('/cadastro/classe-beneficio/lista', '/cadastro/classe/')).toBe(false);
    expect(isActivePath('/relatorio/faturamento/lista/42', '/relatorio/faturamento/lista')).toBe(true);
    expect(isActivePath('/faqs', '/faq')).toBe(false);
  });

  it('marks one entry only: the one whose prefix is the longest at or above the path', () => {
    const link = (to: string) => ({ kind: 'link' as const, label: to, to, activePrefix: to });
    const entries: MenuEntry[] = [link('/privacidade'), link('/privacidade/solicitacoes'), link('/faq')];
    expect(currentPrefix(entries, '/privacidade')).toBe('/privacidade');
    expect(currentPrefix(entries, '/privacidade/solicitacoes/s-1')).toBe('/privacidade/solicitacoes');
    expect(currentPrefix(entries, '/home')).toBeNull();
    expect(currentPrefix(buildMenu(makeSession([PERM.cadastro.pais])), '/cadastro/pais/lista')).toBe(
      '/cadastro/pais/',
    );
  });
});
