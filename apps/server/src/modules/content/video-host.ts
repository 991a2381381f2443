import { VIDEO_PLAYER_ORIGIN } from '@prix/shared';

/**
 * The only video host the portal embeds (SPEC §3: 'O link do banner aponta para o Vimeo?'). A link becomes
 * the host's player address only when it is a Vimeo address with a numeric video id; anything else is
 * refused, so no address from a record or a URL can make the video page load a foreign page or a script.
 */
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export function playerUrlOf(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !VIMEO_HOSTS.has(url.hostname)) return null;
  const id = /(?:^|\/)(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1];
  return id ? `${VIDEO_PLAYER_ORIGIN}/video/${id}` : null;
}
