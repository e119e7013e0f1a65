import type { Page } from 'playwright-core';
import { withinLimit } from '../platform/within-limit';

/** What the next page shows once its content has arrived. */
export interface ClickTarget {
  /** The link to click: the `index`-th match of `link`. */
  link: string;
  index: number;
  /** The next page's content: a visible match of `content`... */
  content: string;
  /** ...whose text is the clicked link's text in `linkTextOf` (e.g. a card's title), when given. */
  linkTextOf?: string;
}

// Plain JavaScript, sent as text: a bundled function would carry the runner's helpers (esbuild's __name).
// The content counts once it is laid out (a box of its own) and the clicked link is gone (the old page left).
const CLICK_TO_CONTENT_SCRIPT = `({ link, index, content, linkTextOf }) => new Promise((resolve) => {
  const clicked = document.querySelectorAll(link)[index];
  const expected = linkTextOf ? clicked.querySelector(linkTextOf).textContent.trim() : null;
  let clickedAt = 0;
  const shown = () => !clicked.isConnected && Array.from(document.querySelectorAll(content)).some((element) =>
    element.getBoundingClientRect().height > 0 && (expected === null || element.textContent.trim() === expected));
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    resolve(performance.now() - clickedAt);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  clickedAt = performance.now();
  clicked.click();
})`;

/** Past this a click's next page counts as never shown: the run fails instead of waiting for ever. */
export const CLICK_TO_CONTENT_LIMIT_MS = 30_000;

/**
 * Resolves once the target's link is the app's: rendered or taken over by React (its element carries React's fiber).
 * Until then it is the server's markup (the shell's before the take-over, a remote's until its unit has mounted), and a
 * click on it loads the next page whole, as a link should, which is no route change.
 */
export async function whenLinkIsTheApps(page: Page, { link, index }: ClickTarget): Promise<void> {
  // A function, not a string: the page's CSP refuses eval, which a string predicate needs on every poll.
  await page.waitForFunction(
    (args) => {
      const element = document.querySelectorAll(args.link)[args.index];
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    },
    { link, index },
  );
}

/**
 * Clicks the target's link and resolves the ms from the click to the next page's content showing,
 * measured in the page (a MutationObserver) so the driver's round trips are not counted.
 */
export function clickToContent(page: Page, target: ClickTarget): Promise<number> {
  return withinLimit(
    page.evaluate(`(${CLICK_TO_CONTENT_SCRIPT})(${JSON.stringify(target)})`) as Promise<number>,
    CLICK_TO_CONTENT_LIMIT_MS,
    `${target.content} not shown within ${CLICK_TO_CONTENT_LIMIT_MS} ms of the click`,
  );
}
