import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_HREF,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from './rich-text.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Text of a removed element stays (it is what a person typed), except inside script, style and the like.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      return {
        tagName,
        attribs: {
          ...(RICH_TEXT_HREF.test(href) ? { href } : {}),
          rel: RICH_TEXT_LINK_REL,
          target: RICH_TEXT_LINK_TARGET,
        },
      };
    },
  },
};

/**
 * A rich-text field's value as stored (decision 0021): only the allowlisted elements and a link's address,
 * every link with rel="noopener noreferrer". HTML that shows no text at all (an empty editor's `<p></p>`,
 * or only a removed `<img>`) is empty, so a required answer cannot be saved blank.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') === '' ? '' : clean;
}
