import Bowser from 'bowser';

/** What a session shows when the browser said nothing useful. */
export const DISPOSITIVO_DESCONHECIDO = 'Navegador desconhecido';

/** Operating systems as people call them. */
const SISTEMAS: Record<string, string> = {
  Windows: 'Windows',
  macOS: 'macOS',
  iOS: 'iPhone',
  Android: 'Android',
  Linux: 'Linux',
  'Chrome OS': 'Chromebook',
};

/**
 * 'Chrome no Windows': the browser and the system of a User-Agent (decision 0048: the session list shows where
 * the person is signed in). Only this summary is stored, never the User-Agent itself; null when there is none.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  let browser = '';
  let os = '';
  try {
    const parsed = Bowser.getParser(ua.slice(0, 1000));
    browser = parsed.getBrowserName();
    os = parsed.getOSName();
  } catch {
    return DISPOSITIVO_DESCONHECIDO;
  }
  const sistema = SISTEMAS[os] ?? os;
  const text =
    browser && sistema ? `${browser} no ${sistema}` : browser || sistema || DISPOSITIVO_DESCONHECIDO;
  return text.slice(0, 200);
}
