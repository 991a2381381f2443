/**
 * The partners' product gallery (SPEC §2.2 /listar-imagens-produtos): one page of images found by product
 * name, each with the address of its server-made thumbnail, and the brand-guide notice (parameter
 * TEXTO_AVISO_MARCA). Pages of 24, a multiple of the grid's 2, 3, 4 and 6 columns, without a count: the page
 * says whether another follows (`hasMore`), which is all a 'Carregar mais' button needs.
 */
export const PRODUCT_IMAGES_PAGE_SIZE = 24;

/** The addresses of SPEC §7 for one image (`download`: as an attachment) and for several (a zip). */
export const productImageUrl = (nome: string, download = false): string =>
  `/api/docs/product-image/${encodeURIComponent(nome)}${download ? '?download=1' : ''}`;
export const productImagesZipUrl = (nomes: readonly string[]): string =>
  `/api/docs/product-images.zip?${nomes.map((n) => `nome=${encodeURIComponent(n)}`).join('&')}`;
/** Most images one zip may carry (the route's limit). */
export const PRODUCT_IMAGES_ZIP_MAX = 500;
