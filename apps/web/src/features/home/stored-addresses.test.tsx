import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import type { BannerImage } from '@prix/shared/content';
import type { HomeInfo } from '@prix/shared/programa';
import { UNSAFE_ADDRESSES } from '../../../../../test-support/addresses';
import { buildMenu } from '../../app/shell/menu-model';
import { makeSession } from '../../test/session-fixtures';
import { stubObservers } from '../../test/observers';
import { renderApp, stubApi } from '../../test/render-app';

// Rows stored before the address fields refused scripts may still hold one: the renderers follow only a web
// page or a path of this site (safeAddress), whatever the server's answer carries.

const banner = (nome: string, link: string | null): BannerImage => ({
  bannerName: nome,
  bannerLink: link,
  posicao: null,
  imageUrl: `/api/docs/banner/${encodeURIComponent(nome)}`,
  imageSrcSet: null,
});
const BANNERS = [
  banner('Campanha', 'https://www.prix.com.br/campanha'),
  banner('Benefícios', '/beneficios?form=feira-eventos'),
  ...UNSAFE_ADDRESSES.map((link, i) => banner(`Antigo ${i}`, link)),
];
const HOME: HomeInfo = {
  empresa: null,
  atalhos: [
    { id: 'simulador', url: 'javascript:alert(document.domain)' },
    { id: 'boleto', url: 'https://boletos.prix.com.br/segunda-via' },
  ],
  treinamento: false,
};

function stub(session: SessionInfo, linkMarca: string | null) {
  stubApi((method, path) => {
    if (path === '/api/acesso/info') return { status: 200, body: session };
    if (path === '/api/home') return { status: 200, body: HOME };
    if (path === '/api/botao/button-link') return { status: 200, body: { result: [] } };
    if (path === '/api/banner/images') return { status: 200, body: { result: BANNERS } };
    if (path === '/api/recursos') return { status: 200, body: { video: null, linkMarca } };
    return undefined;
  });
}

/** The page's links that go neither to a web page, a path of this site nor a place in the page. */
const unsafeLinks = () =>
  [...document.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href')!)
    .filter((href) => !/^(https?:\/\/|\/(?![/\\])|#)/i.test(href) || /[\s\\]/.test(href));

describe('stored addresses on screen', () => {
  beforeEach(() => {
    stubObservers();
  });

  it('the carousel links only the banners with an address; the others are their image alone', async () => {
    // The carousel is the partners' /home.
    stub(
      makeSession([PERM.home.boleto, PERM.home.precosSimulador], {
        externo: true,
        tipos: ['logado', 'externo'],
      }),
      null,
    );
    renderApp('/home');
    const last = await screen.findByRole('img', { name: `Antigo ${UNSAFE_ADDRESSES.length - 1}` });
    expect(last.closest('a')).toBeNull();
    for (let i = 0; i < UNSAFE_ADDRESSES.length; i += 1)
      expect(screen.getByRole('img', { name: `Antigo ${i}` }).closest('a'), UNSAFE_ADDRESSES[i]).toBeNull();
    expect(screen.getByRole('img', { name: 'Campanha' }).closest('a')?.getAttribute('href')).toBe(
      'https://www.prix.com.br/campanha',
    );
    expect(screen.getByRole('img', { name: 'Benefícios' }).closest('a')?.getAttribute('href')).toBe(
      '/beneficios?form=feira-eventos',
    );
    // A quick button whose address is none is left out; the others stay.
    const atalhos = screen.getByRole('region', { name: 'Acesso rápido' });
    expect(within(atalhos).queryByRole('link', { name: /Simulador de pedidos/ })).toBeNull();
    expect(
      within(atalhos)
        .getByRole('link', { name: /Boletos/ })
        .getAttribute('href'),
    ).toBe('https://boletos.prix.com.br/segunda-via');
    expect(unsafeLinks()).toEqual([]);
  });

  it('/recursos shows no brand link for a value that is no address', async () => {
    stub(makeSession([PERM.pagina.recursos]), 'javascript:alert(document.domain)');
    renderApp('/recursos');
    // The answer has arrived: the video's place says it has none.
    expect(await screen.findByText('O vídeo estará disponível em breve.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Acessar recursos da marca' })).toBeNull();
    expect(unsafeLinks()).toEqual([]);
  });

  it('the menu has no Contato entry for a contact setting that is no address', () => {
    const session = makeSession([]);
    const bad = { ...session, env: { ...session.env, contatoUrl: 'javascript:alert(1)' } };
    expect(buildMenu(bad).map((entry) => entry.label)).not.toContain('Contato');
    expect(buildMenu(session).map((entry) => entry.label)).toContain('Contato');
  });
});
