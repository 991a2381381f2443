/**
 * The width the home carousel's banner takes, for the browser to choose among the srcset's widths before the
 * layout is known: the page's column (apps/web's shell) is the viewport less its padding (16 px a side below
 * 600 px, 24 px from 600) and, from 1200 px, less the 280 px side menu too, up to 1400 px. The img and the
 * first banner's preload (`Link: …; imagesizes`) read this one string, so both choose the same file.
 */
export const BANNER_IMAGE_SIZES =
  '(min-width: 1728px) 1400px, (min-width: 1200px) calc(100vw - 328px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';
