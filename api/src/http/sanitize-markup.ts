import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * The HTML a chat message may carry (spec 2 §3: "content (may be HTML)"): the inline
 * formatting and paragraphs a rich-text box produces, lists, links and images (a vacancy
 * card shows the company logo). No script, style, frame, form, svg, event handler or
 * style attribute survives, and links and images only keep http(s) (links also mailto)
 * or relative addresses (issue 6, hole 5).
 */
const CHAT_MARKUP_OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the platform in a new tab without handing it the opener or the referrer.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

const TEXT_ONLY_OPTIONS: IOptions = { allowedTags: [], allowedAttributes: {} };
const NON_BREAKING_SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;

/** Chat content as every client may render it: the allow-listed HTML above, the rest dropped. */
export function sanitizeChatMarkup(content: string): string {
  return sanitizeHtml(content, CHAT_MARKUP_OPTIONS);
}

/**
 * Whether content shows nothing once sanitised: only whitespace, removed tags or an empty
 * HTML skeleton (`<p><br></p>`, like S1-5-18 for rich text). An image counts as content.
 */
export function isBlankMarkup(content: string): boolean {
  const safe = sanitizeChatMarkup(content);
  if (/<img\b/i.test(safe)) return false;
  return sanitizeHtml(safe, TEXT_ONLY_OPTIONS).replace(NON_BREAKING_SPACE_ENTITY, ' ').trim() === '';
}
