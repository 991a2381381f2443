import { z } from '../zod-setup.js';

/** GET /api/botao/button-link: a button this viewer may use (SPEC §3 Botão, §7). */
export const buttonLinkSchema = z.object({
  identificador: z.string(),
  nome: z.string(),
  /** The document to open at /docs/{identificador}/{arquivo}; null for a button that opens a page. */
  arquivo: z.string().nullable(),
});
export const buttonListSchema = z.object({ result: z.array(buttonLinkSchema) });
export type ButtonLink = z.infer<typeof buttonLinkSchema>;
export type ButtonList = z.infer<typeof buttonListSchema>;

/** GET /api/banner/images: one slide of the home carousel. */
export const bannerImageSchema = z.object({
  bannerName: z.string(),
  /** Where a click goes: a portal page, an external address, or /video?v={token} for a video banner. */
  bannerLink: z.string().nullable(),
  posicao: z.number().nullable(),
  /** The image, served by /api/docs/banner/{nome} (no base64 in JSON: the carousel loads it like any image). */
  imageUrl: z.string(),
  /**
   * The same image in WebP at the carousel's widths (`/api/docs/banner-image/{sha256}/480 480w, …`), chosen
   * with BANNER_IMAGE_SIZES (`@prix/shared/core/content`); null when the image gives none (then `imageUrl`).
   */
  imageSrcSet: z.string().nullable(),
});
export const bannerListSchema = z.object({ result: z.array(bannerImageSchema) });
export type BannerImage = z.infer<typeof bannerImageSchema>;
export type BannerList = z.infer<typeof bannerListSchema>;
