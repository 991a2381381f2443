import { z } from '../zod-setup.js';

/** GET /api/imagens-produtos (product-images.ts says what the page is); its answer is checked on the way out. */
export const productImagesQuerySchema = z.object({
  busca: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ProductImagesQuery = z.infer<typeof productImagesQuerySchema>;

export const productImageItemSchema = z.object({
  uuid: z.string(),
  nomeProduto: z.string(),
  /** The image's file name: the address of the full image and of its zip entry. */
  nomeImagem: z.string(),
  /** The thumbnail (WebP, at most 320 px), an address that changes when the image does. */
  miniatura: z.string(),
});
export type ProductImageItem = z.infer<typeof productImageItemSchema>;

export const productImagesPageSchema = z.object({
  results: z.array(productImageItemSchema),
  page: z.number(),
  hasMore: z.boolean(),
  /** The brand-guide notice, or null when the parameter is empty. */
  aviso: z.string().nullable(),
});
export type ProductImagesPage = z.infer<typeof productImagesPageSchema>;
