/**
 * What a page's place holds while its code, texts or data load: busy for assistive
 * technology, and tall enough that the footer does not jump up and down meanwhile.
 */
export function PageLoading() {
  return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
}
