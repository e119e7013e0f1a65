/** Elements that are content by themselves, even without text. */
const MEDIA_ELEMENT = /<(img|video|audio|iframe|embed|object|svg|canvas)\b/i;
const TAG = /<[^>]*>/g;
const SPACE_ENTITY = /&(nbsp|#160|#xa0|ensp|emsp|thinsp|zwnj|zwsp|#8203|#x200b);/gi;
// \s covers no-break spaces and the BOM; zero-width joiners are listed apart (not in a class).
const INVISIBLE = /[\s\u200b\u200c]|\u200d/g;

/**
 * spec 1 §5: a rich-text body counts as empty when it is only an empty HTML skeleton,
 * e.g. '<p><br></p>' or '<p>&nbsp;</p>'.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (MEDIA_ELEMENT.test(html)) return false;
  return html.replace(TAG, '').replace(SPACE_ENTITY, '').replace(INVISIBLE, '') === '';
}
