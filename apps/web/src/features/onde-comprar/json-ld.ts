import type { ParceiroPublico } from '@prix/shared/onde-comprar';

/** A partner's address in one line, as a map search and a person read it. */
export const enderecoCompleto = (p: Pick<ParceiroPublico, 'endereco' | 'municipio' | 'uf' | 'cep'>): string =>
  [p.endereco, `${p.municipio} – ${p.uf}`, p.cep ? `CEP ${p.cep}` : null].filter(Boolean).join(', ');

/**
 * The partners shown, as schema.org data (an ItemList of LocalBusiness) for search engines. The text goes inside
 * a <script> element: every `<` is written as \u003c, so no value (a description, a name) can close it.
 */
export function jsonLdParceiros(
  parceiros: readonly ParceiroPublico[],
  pagina: number,
  porPagina: number,
): string {
  const lista = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: parceiros.map((p, indice) => ({
      '@type': 'ListItem',
      position: (pagina - 1) * porPagina + indice + 1,
      item: {
        '@type': 'LocalBusiness',
        name: p.nome,
        ...(p.descricao ? { description: p.descricao } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: p.endereco,
          addressLocality: p.municipio,
          addressRegion: p.uf,
          ...(p.cep ? { postalCode: p.cep } : {}),
          addressCountry: 'BR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lon },
        ...(p.telefone ? { telephone: p.telefone } : {}),
        ...(p.email ? { email: p.email } : {}),
        ...(p.site ? { url: p.site } : {}),
        hasMap: p.comoChegar,
      },
    })),
  };
  return JSON.stringify(lista).replace(/</g, '\\u003c');
}
