/**
 * The one policy for rich text (TextField.html, decision 0021), applied by the server on save (sanitize-html)
 * and by the web app on show (DOMPurify): what the editor can make, and nothing else. No attribute that can
 * run or restyle anything (on*, style, class, src) and no element that loads or embeds (img, iframe, script).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;

/** Attributes by element: a link's address, and its rel and target, which the sanitisers always overwrite. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
};

/** A link goes to a web page or an e-mail address, nowhere else (no javascript:, data:, relative paths). */
export const RICH_TEXT_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Every link opens apart from the portal, giving it neither a handle on the page nor its address. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
export const RICH_TEXT_LINK_TARGET = '_blank';
