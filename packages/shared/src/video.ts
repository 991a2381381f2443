/**
 * The one video host the portal embeds (SPEC §2.2 /video, §3 'O link do banner aponta para o Vimeo?'): the
 * server resolves a token to a player address on this origin only, the CSP's frame-src names only it, and the
 * video page checks the address again before it becomes an iframe.
 */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The token of the default video (parameter VIDEO_PADRAO); other tokens are a video banner's uuid. */
export const DEFAULT_VIDEO_TOKEN = 'padrao';

export const VIDEO_NOT_FOUND = 'Este vídeo não está disponível. Volte à página inicial e tente outro.';

const PLAYER_URL = /^https:\/\/player\.vimeo\.com\/video\/\d{5,12}$/;

/** Whether `url` is a player address of the allowed host, exactly as the server makes them. */
export function isVideoPlayerUrl(url: string): boolean {
  return url.startsWith(`${VIDEO_PLAYER_ORIGIN}/video/`) && PLAYER_URL.test(url);
}
