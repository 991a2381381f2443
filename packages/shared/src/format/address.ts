/**
 * Addresses a person may follow, typed in a register (the banner's link, a parameter such as URL_ELEARNING) or
 * set in the configuration: a web page (`https://…`, `http://…`, any case) or a path of this site (`/…`).
 * Nothing else: no `javascript:`, `data:`, `vbscript:` or any other scheme, no `//host` or `/\host` (another
 * site dressed as a path). A browser drops tabs and newlines anywhere in an address and spaces and control
 * characters around it, reads `\` as `/`, and decodes character references (`&#106;`, `&colon;`) in markup and
 * percent escapes on some servers; so an address with a control character or a backslash is refused, and its
 * decoded form must start as safely as the text typed. The same rule refuses a field's value
 * (`field.address`) and keeps a stored one from becoming a link (`safeAddress`, for what was stored before).
 */

/** The WHATWG URL parser of Node and the browsers (this package's types name neither). */
declare const URL: new (input: string) => {
  readonly protocol: string;
  readonly hostname: string;
  readonly href: string;
};

/** C0 and C1 control characters and DEL: a browser drops or mangles them, a person never types them. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** A web page with a host, or a path of this site whose second character leaves it on this site. */
const SAFE_START = /^(?:https?:\/\/[^/\\?#@\s]|\/(?![/\\]))/i;
const WEB_PAGE = /^https?:\/\//i;
/** A few named references that spell the characters an address is turned by (the rest are letters). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  period: '.',
  amp: '&',
  num: '#',
  quest: '?',
  commat: '@',
};

const fromCodePoint = (code: number) =>
  Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';

/** The text a browser or a server could end up reading: references and escapes decoded, until it settles. */
function decoded(text: string): string {
  let value = text;
  for (let round = 0; round < 4; round += 1) {
    const next = value
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => fromCodePoint(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (m, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? m)
      .replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === value) break;
    value = next;
  }
  // What a browser drops before reading the scheme or the path: spaces and control characters.
  return value.replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
}

/**
 * Whether `value`, as typed (a field trims it first), is an address to follow: `https://` or `http://` with a
 * host, or a path of this site (`/`, `/beneficios?form=feira-eventos`). An empty text is no address.
 */
export function isSafeAddress(value: string): boolean {
  if (!value || CONTROL.test(value) || value.includes('\\')) return false;
  if (!SAFE_START.test(value) || !SAFE_START.test(decoded(value))) return false;
  if (!WEB_PAGE.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A stored address as a link may use it, or null when it is none (an empty value, or a bad one stored before
 * the fields refused it): a web page as the browser will read it (`new URL(…).href`), a path as it is.
 */
export function safeAddress(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || !isSafeAddress(text)) return null;
  return WEB_PAGE.test(text) ? new URL(text).href : text;
}

/** A web page only (configuration that leaves the portal, such as CONTATO_URL): `https://` or `http://`. */
export const isSafeWebPage = (value: string): boolean => WEB_PAGE.test(value) && isSafeAddress(value);

/** What an address field says of a value that is not one, naming the field like the other field messages. */
export const addressMessage = (label: string) =>
  `O campo ${label} aceita apenas um endereço que comece com https://, http:// ou /`;
