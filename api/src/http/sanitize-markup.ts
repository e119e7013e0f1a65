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

const NON_BREAKING_SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;
/** A tag of sanitised markup: its attribute values have `<`, `>` and `"` escaped, so no `>` ends one early. */
const SAFE_MARKUP_TAG = /<[^>]*>/g;

/** Chat content as every client may render it: the allow-listed HTML above, the rest dropped. */
export function sanitizeChatMarkup(content: string): string {
  return sanitizeHtml(content, CHAT_MARKUP_OPTIONS);
}

/**
 * Whether markup that sanitizeChatMarkup answered shows nothing: only whitespace, removed tags or an
 * empty HTML skeleton (`<p><br></p>`, like S1-5-18 for rich text). An image counts as content. It
 * reads the sanitised text as it is, so a message is parsed once (issue 11).
 */
export function isBlankSafeMarkup(safe: string): boolean {
  if (/<img\b/i.test(safe)) return false;
  return safe.replace(SAFE_MARKUP_TAG, '').replace(NON_BREAKING_SPACE_ENTITY, ' ').trim() === '';
}
