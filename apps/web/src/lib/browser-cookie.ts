/**
 * A cookie the page itself keeps for the server's first view (decision 0049): the company switcher's index and
 * the cookie notice's acknowledgement. Path `/`, a year, SameSite=Lax; Secure on https. Never personal data.
 */
export function writeBrowserCookie(name: string, value: string | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // cookies off: the server draws the first view without it, and the browser corrects it
  }
}

/** A cookie's value as the page sees it, or null. */
export function readBrowserCookie(name: string): string | null {
  try {
    const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    return found === undefined ? null : decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return null;
  }
}
