import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_HREF,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '@prix/shared/core';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

// DOMPurify needs a document: the server's first view (entry-server.tsx) has none and sets its own sanitiser.
if (DOMPurify.isSupported) {
  // Every link opens apart from the portal, whatever the stored HTML says; rel and target only on links.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
      node.setAttribute('target', RICH_TEXT_LINK_TARGET);
    } else {
      node.removeAttribute('rel');
      node.removeAttribute('target');
    }
  });
}

let sanitizer = (html: string): string =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: RICH_TEXT_HREF,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });

/**
 * Rich text as the page shows it (decision 0021): the server stored it sanitised, and it is sanitised again
 * here with the same allowlist, so an answer written to the database some other way still runs nothing.
 */
export function sanitizeRichText(html: string): string {
  return sanitizer(html);
}

/** The server's first view sanitises with the server's own sanitiser (the same allowlist, without a DOM). */
export function setRichTextSanitizer(next: (html: string) => string): void {
  sanitizer = next;
}
