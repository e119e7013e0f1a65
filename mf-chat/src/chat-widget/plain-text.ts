/** A message's content as one line of text (room previews, before DOMPurify loads): tags dropped, shown as text only. */
export const plainTextOf = (content: string): string =>
  content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
