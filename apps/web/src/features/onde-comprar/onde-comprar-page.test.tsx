import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_CLIENT_HEADER, JSON_PREFIX, whatsappUrl } from '@prix/shared/core';
import { comoChegarUrl, type ParceirosResponse } from '@prix/shared/onde-comprar';
import { renderApp } from '../../test/render-app';
import type { StubbedCall } from '../../test/fetch-stub';
import { parceiro, SAO_PAULO, stubPublico } from './test-stub';
import * as publicApi from '../../lib/public-api';
import { telUrl, whatsappLink } from './parceiro-card';
import { jsonLdParceiros } from './json-ld';

const ORIGEM = { nome: 'São Paulo – SP', lat: SAO_PAULO.lat, lon: SAO_PAULO.lon };

/** The locator's API: the partners' answer `parceiros(call)` gives, and São Paulo for the city field. */
function stubLocator(
  parceiros: (call: StubbedCall) => ParceirosResponse | { status: number; errors: string[] },
) {
  return stubPublico((call) => {
    if (call.url.pathname === '/api/publico/municipios')
      return { status: 200, body: { municipios: [SAO_PAULO] } };
    if (call.url.pathname !== '/api/publico/parceiros') return undefined;
    const answer = parceiros(call);
    return 'errors' in answer
      ? { status: answer.status, body: { errors: answer.errors } }
      : { status: 200, body: answer };
  });
}

const parceirosCalls = (calls: StubbedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/publico/parceiros');

describe('/onde-comprar', () => {
  it('speaks the API’s conventions without the app client: the JSON prefix, the client header, wa.me links', () => {
    expect(publicApi.JSON_PREFIX).toBe(JSON_PREFIX);
    expect(publicApi.APP_CLIENT_HEADER).toBe(APP_CLIENT_HEADER);
    for (const celular of ['+55 (11) 98765-4321', '11987654321', '(51) 9876-5432', '123', '5511987654321'])
      expect(whatsappLink(celular)).toBe(whatsappUrl(celular));
    expect(telUrl('+55 (11) 3333-4444')).toBe('tel:+551133334444');
    expect(telUrl('(51) 3333-4444')).toBe('tel:+555133334444');
  });

  it('without a search lists the partners by state, and is never empty', async () => {
    const calls = stubLocator(() => ({
      parceiros: [parceiro({ distanciaKm: null })],
      total: 1,
      page: 1,
      origem: null,
    }));
    renderApp('/onde-comprar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Onde comprar' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Parceiros autorizados' })).toBeTruthy();
    const [call] = parceirosCalls(calls);
    expect([...call!.url.searchParams.keys()]).toEqual([]);
    expect(call!.headers.get('x-prix-cliente')).toBe('1');
    expect(screen.queryByText(/km$/)).toBeNull();
    // Landmarks: the page's header, its main content and the public pages' footer with the locator's link.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const rodape = screen.getByRole('contentinfo');
    expect(within(rodape).getByRole('link', { name: 'Onde comprar' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Onde comprar | Portal de Parceiros Prix'));
  });

  it('shows each result with its class, kinds, distance and every way to reach it', async () => {
    const calls = stubLocator(() => ({ parceiros: [parceiro()], total: 1, page: 1, origem: ORIGEM }));
    renderApp('/onde-comprar?municipio=3550308&tipo=revenda&uf=SP');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' })).closest(
      'article',
    )!;
    expect(parceirosCalls(calls)[0]!.url.search).toBe('?municipio=3550308&tipo=revenda&uf=SP');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Parceiros mais próximos de São Paulo – SP' }),
    ).toBeTruthy();
    // The searched city shows in its field, the filters in theirs (a shared link, a reload).
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement).value).toBe(
        'São Paulo – SP',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Tipo de parceiro' }) as HTMLSelectElement).value).toBe(
      'revenda',
    );
    expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe('SP');

    const c = within(card);
    expect(c.getByText('3,2 km')).toBeTruthy();
    expect(c.getByText('Prix 250')).toBeTruthy();
    expect(c.getByText('Revendas autorizadas')).toBeTruthy();
    expect(c.getByText('Assistência técnica autorizada')).toBeTruthy();
    expect(c.getByText('Avenida Paulista, 1500 - Bela Vista, São Paulo – SP, CEP 01310-200')).toBeTruthy();
    expect(c.getByText('Segunda a sexta, 8h às 18h')).toBeTruthy();
    expect(c.getByText('Balanças comerciais e industriais.')).toBeTruthy();
    const link = (name: RegExp) => c.getByRole('link', { name });
    expect(link(/Telefone:\s*\+55 \(11\) 3333-4444/).getAttribute('href')).toBe('tel:+551133334444');
    const whatsapp = link(/^WhatsApp\s*de Balanças Paulista \(abre em nova aba\)$/);
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(link(/E-mail:\s*vendas@/).getAttribute('href')).toBe('mailto:vendas@balancaspaulista.com.br');
    const site = link(/www\.balancaspaulista\.com\.br\s*\(abre em nova aba\)/);
    expect(site.getAttribute('href')).toBe('https://www.balancaspaulista.com.br');
    const comoChegar = link(/^Como chegar a Balanças Paulista \(abre em nova aba\)$/);
    expect(comoChegar.getAttribute('href')).toBe(parceiro().comoChegar);
    for (const externo of [whatsapp, site, comoChegar]) {
      expect(externo.getAttribute('target')).toBe('_blank');
      expect(externo.getAttribute('rel')).toContain('noopener');
    }
    expect(c.getByRole('button', { name: 'Fale com este parceiro: Balanças Paulista' })).toBeTruthy();
  });

  it("builds 'Como chegar' from the address when the answer brings no map address, and leaves out what is missing", async () => {
    const sem = parceiro({
      comoChegar: '',
      telefone: null,
      whatsapp: null,
      email: null,
      site: null,
      cep: null,
    });
    stubLocator(() => ({ parceiros: [sem], total: 1, page: 1, origem: ORIGEM }));
    renderApp('/onde-comprar?municipio=3550308');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' })).closest(
      'article',
    )!;
    expect(
      within(card)
        .getByRole('link', { name: /Como chegar/ })
        .getAttribute('href'),
    ).toBe(comoChegarUrl('Avenida Paulista, 1500 - Bela Vista, São Paulo – SP'));
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps the schema.org data in step with the results, every < escaped', async () => {
    const lista = [parceiro({ nome: 'Oficina </script><b>', descricao: 'a < b' })];
    stubLocator(() => ({ parceiros: lista, total: 11, page: 2, origem: ORIGEM }));
    const { container } = renderApp('/onde-comprar?municipio=3550308&page=2');
    await screen.findByRole('heading', { level: 3, name: 'Oficina </script><b>' });
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('<');
    const dados = JSON.parse(script.textContent!) as {
      '@type': string;
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    expect(dados['@type']).toBe('ItemList');
    expect(dados.itemListElement[0]!.position).toBe(11);
    expect(dados.itemListElement[0]!.item).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Oficina </script><b>',
      telephone: '+55 (11) 3333-4444',
      address: { addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' },
    });
    expect(script.textContent).toBe(jsonLdParceiros(lista, 2, 10));
  });

  it('pages ten at a time with Anterior and Próxima, the page in the address', async () => {
    const calls = stubLocator((call) => {
      const page = Number(call.url.searchParams.get('page') ?? 1);
      return {
        parceiros: [
          parceiro({
            uuid: `7f1c2a4e-3b5d-4c6e-8f90-00000000000${page}`,
            nome: `Parceiro da página ${page}`,
          }),
        ],
        total: 23,
        page,
        origem: ORIGEM,
      };
    });
    const { router } = renderApp('/onde-comprar?municipio=3550308');
    await screen.findByRole('heading', { level: 3, name: 'Parceiro da página 1' });
    const paginas = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(paginas).getByText('Página 1 de 3')).toBeTruthy();
    expect(within(paginas).queryByRole('link', { name: 'Anterior' })).toBeNull();
    fireEvent.click(within(paginas).getByRole('link', { name: 'Próxima' }));
    await screen.findByRole('heading', { level: 3, name: 'Parceiro da página 2' });
    expect(router.state.location.search).toBe('?municipio=3550308&page=2');
    expect(parceirosCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /mais próximos/ })),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 3, name: 'Parceiro da página 1' });
    expect(router.state.location.search).toBe('?municipio=3550308');
    // Back goes to the page before, as the address said it.
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 3, name: 'Parceiro da página 2' });
  });

  it('searches a picked city with the filters, from the first page, and says when nothing was found', async () => {
    const calls = stubLocator((call) =>
      call.url.searchParams.get('municipio')
        ? { parceiros: [], total: 0, page: 1, origem: ORIGEM }
        : { parceiros: [parceiro({ distanciaKm: null })], total: 1, page: 1, origem: null },
    );
    const { router } = renderApp('/onde-comprar?page=1');
    await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de parceiro' }), {
      target: { value: 'assistencia' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'SP' } });
    const cidade = screen.getByRole('combobox', { name: 'Cidade' });
    fireEvent.change(cidade, { target: { value: 'sao paulo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo – SP' }));
    expect(await screen.findByText(/Nenhum parceiro encontrado/)).toBeTruthy();
    expect(screen.getByText(/Tente outra cidade/)).toBeTruthy();
    expect(router.state.location.search).toBe('?municipio=3550308&tipo=assistencia&uf=SP');
    expect(parceirosCalls(calls).at(-1)!.url.search).toBe('?municipio=3550308&tipo=assistencia&uf=SP');
  });

  it('asks to pick a city from the list when the text names none', async () => {
    stubLocator(() => ({ parceiros: [], total: 0, page: 1, origem: null }));
    const { router } = renderApp('/onde-comprar');
    const cidade = await screen.findByRole('combobox', { name: 'Cidade' });
    fireEvent.change(cidade, { target: { value: 'Cidade Que Não Existe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Escolha uma cidade da lista de sugestões/)).toBeTruthy();
    expect(cidade.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it('shows the error and tries again on request', async () => {
    let falhar = true;
    stubLocator(() =>
      falhar
        ? { status: 400, errors: ['Cidade inválida: escolha uma cidade da lista.'] }
        : { parceiros: [parceiro()], total: 1, page: 1, origem: ORIGEM },
    );
    renderApp('/onde-comprar?municipio=123');
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Cidade inválida: escolha uma cidade da lista.');
    falhar = false;
    fireEvent.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' })).toBeTruthy();
  });

  it("uses the visitor's position only on 'Usar minha localização', and explains a refusal", async () => {
    const calls = stubLocator(() => ({ parceiros: [parceiro()], total: 1, page: 1, origem: null }));
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    const { router } = renderApp('/onde-comprar');
    await screen.findByRole('heading', { level: 3, name: 'Balanças Paulista' });
    expect(getCurrentPosition).not.toHaveBeenCalled();

    getCurrentPosition.mockImplementationOnce((_ok, erro) =>
      erro?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Você não permitiu o uso da sua localização',
    );

    getCurrentPosition.mockImplementationOnce((ok) =>
      ok({ coords: { latitude: -30.034647, longitude: -51.217658 } } as GeolocationPosition),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lat=-30.0346&lon=-51.2177'));
    await waitFor(() => expect(parceirosCalls(calls).at(-1)!.url.search).toBe('?lat=-30.0346&lon=-51.2177'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
