import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';

/** The markup of a tree once everything it suspends on (lazy parts) has resolved. */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, {
    // Every boundary inline: a large one would otherwise arrive later with an inline script, which the page's policy refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => console.error('[klob] the first screen could not render a part; the browser renders it', error),
  });
  return new Response(prelude).text();
}
