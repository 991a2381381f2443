import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { stubFetch } from '../../test/fetch-stub';
import { makeSession } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const item = (n: number) => ({
  uuid: `u-${n}`,
  nomeProduto: `Balança ${n}`,
  nomeImagem: `balanca-${n}.png`,
  miniatura: `/api/docs/product-thumbnail/${String(n).repeat(64).slice(0, 64)}`,
});

/** The session and the gallery's list (which needs the query string, so fetch is stubbed here). */
function stubGallery(searched: string[]) {
  stubFetch(
    ({ url }) => {
      if (url.pathname === '/api/acesso/info')
        return { status: 200, body: makeSession([PERM.pagina.duvidas]) };
      if (url.pathname !== '/api/imagens-produtos') return undefined;
      const busca = url.searchParams.get('busca') ?? '';
      searched.push(busca);
      const results = busca === 'nada' ? [] : [item(1), item(2)];
      return { status: 200, body: { results, page: 1, hasMore: false, aviso: 'Siga o guia de marca.' } };
    },
    { status: 404 },
  );
}

describe('/listar-imagens-produtos', () => {
  it('searches 200 ms after typing, keeps the search in the address, and shows thumbnails only', async () => {
    const searched: string[] = [];
    stubGallery(searched);
    const { router } = renderApp('/listar-imagens-produtos?busca=balan%C3%A7a');
    const grid = await screen.findByRole('list', { name: 'Imagens de produtos' });
    expect(screen.getByText('Siga o guia de marca.')).toBeTruthy();
    const images = grid.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([item(1).miniatura, item(2).miniatura]);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '320']);
    }
    // A thumbnail the server could not make (422, a corrupt image): an icon and a word, the card stays usable.
    fireEvent.error(images[0]!);
    expect(within(grid).getByText('Miniatura indisponível')).toBeTruthy();
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download das imagens selecionadas' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(grid).getByRole('checkbox', { name: /Balança 2/ }));
    expect(screen.getByRole('link', { name: 'Download das imagens selecionadas' }).getAttribute('href')).toBe(
      '/api/docs/product-image/balanca-2.png?download=1',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar pelo nome do produto' }), {
      target: { value: 'nada' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?busca=nada'));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
    expect(searched).toEqual(['balança', 'nada']);
    // The selection survives the search.
    expect(screen.getByText('1 imagem selecionada')).toBeTruthy();
  });
});
