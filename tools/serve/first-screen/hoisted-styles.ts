/** One style element emotion's server render writes before the elements it styles: `<style data-emotion="key ids">`. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Issue 25: the first screen's emotion styles go into the page's head, in their order, marked `data-s` as emotion marks
 * the ones it has moved there itself. In the browser, emotion's first cache would otherwise move each of them out of the
 * body, one DOM move and style invalidation per element, in the start-up task; the body React takes over is then only
 * markup.
 */
export function hoistEmotionStyles(body: string): { styles: string; body: string } {
  const styles = body.match(EMOTION_STYLE) ?? [];
  return {
    styles: styles.map((style) => style.replace('<style ', '<style data-s="" ')).join(''),
    body: styles.length > 0 ? body.replace(EMOTION_STYLE, '') : body,
  };
}
