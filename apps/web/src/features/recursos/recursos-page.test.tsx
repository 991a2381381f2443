import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERM, buildPermissionTree } from '@prix/shared/core';
import { flushClicks, resetClickTracker } from '../../lib/clique-tracker';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { visibleGroups } from './recurso-groups';

const BUTTONS = [
  { identificador: 'manual-do-programa-prix', nome: 'Manual do Programa', arquivo: 'Manual' },
  { identificador: 'lista-de-ferramentas', nome: 'Lista de ferramentas', arquivo: 'Ferramentas' },
  { identificador: 'catalogo-geral', nome: 'Catálogo geral', arquivo: 'Catálogo geral de produtos' },
  { identificador: 'calculo-verba-marketing-cooperada', nome: 'Cálculo da verba', arquivo: null },
  { identificador: 'canal-otas', nome: 'Canal das OTAs', arquivo: null },
];

function stubRecursos(keys: readonly string[], clicks: unknown[] = []) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/relatorio') {
      clicks.push(body);
      return { status: 204 };
    }
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: makeSession(keys) };
    if (path === '/api/botao/button-link') return { status: 200, body: { result: BUTTONS } };
    if (path === '/api/recursos') {
      return {
        status: 200,
        body: {
          video: { nome: 'Demo', url: '/api/docs/video-showroom/Demo' },
          linkMarca: 'https://marca.example/recursos',
        },
      };
    }
    return undefined;
  });
}

describe('/recursos', () => {
  it('shows each document only with its key, opening in a new tab', async () => {
    stubRecursos([PERM.pagina.recursos, PERM.docs.catalogoGeral, PERM.docs.manualPrograma]);
    renderApp('/recursos');
    const documents = await screen.findByRole('region', { name: 'Documentos' });
    const catalogue = await within(documents).findByRole('link', { name: 'Catálogo geral' });
    expect(catalogue.getAttribute('href')).toBe(
      '/api/docs/catalogo-geral/Cat%C3%A1logo%20geral%20de%20produtos',
    );
    expect(catalogue.getAttribute('target')).toBe('_blank');
    expect(catalogue.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(documents).getByRole('link', { name: 'Manual do Programa' })).toBeTruthy();
    // No key for the tools list; a button without a document is never a link.
    expect(within(documents).queryByRole('link', { name: 'Lista de ferramentas' })).toBeNull();
    expect(within(documents).queryByRole('link', { name: 'Cálculo da verba' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assistência técnica' })).toBeNull();

    expect(screen.getByRole('region', { name: 'Links úteis' }).querySelectorAll('a')).toHaveLength(4);
    expect((await screen.findByRole('link', { name: 'Baixar vídeo' })).getAttribute('href')).toBe(
      '/api/docs/video-showroom/Demo',
    );
    expect(screen.getByRole('link', { name: 'Acessar recursos da marca' }).getAttribute('href')).toBe(
      'https://marca.example/recursos',
    );
  });

  it('counts a click on a document button as a click on the button (SPEC §3)', async () => {
    resetClickTracker();
    const clicks: unknown[] = [];
    stubRecursos([PERM.pagina.recursos, PERM.docs.catalogoGeral], clicks);
    renderApp('/recursos');
    const documents = await screen.findByRole('region', { name: 'Documentos' });
    const catalogue = await within(documents).findByRole('link', { name: 'Catálogo geral' });
    catalogue.addEventListener('click', (event) => event.preventDefault()); // jsdom does not open tabs
    fireEvent.click(catalogue);
    await flushClicks();
    expect(clicks).toEqual([[{ tipo_relatorio: 'botao', nome_tipo: 'Catálogo geral' }]]);
  });

  it('without visualizar.recursos: the no-permission page', async () => {
    stubRecursos([PERM.docs.catalogoGeral]);
    renderApp('/recursos');
    expect(await screen.findByText('Você não tem permissão para esta página')).toBeTruthy();
  });

  it('groups: an external user needs the combined check as well as the key', () => {
    const external = (tipos: string[]) =>
      buildPermissionTree(
        [
          { key: PERM.docs.listaFerramentas, externa: true, tiposparceria: ['OT'], classes: ['PRIX10'] },
          { key: PERM.docs.catalogoGeral, externa: true, tiposparceria: ['OT', 'REV'], classes: ['PRIX10'] },
        ],
        { externo: true, partner: { tiposparceria: tipos, classe: 'PRIX10' } },
      );
    const titles = (tipos: string[]) =>
      visibleGroups(external(tipos), BUTTONS).flatMap((g) => g.buttons.map((b) => b.nome));
    expect(titles(['OT'])).toEqual(['Lista de ferramentas', 'Catálogo geral']);
    expect(titles(['REV'])).toEqual(['Catálogo geral']);
  });
});
