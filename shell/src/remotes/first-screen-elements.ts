/**
 * What React's server render leaves in a unit's markup that its render in the browser puts in the head: emotion's
 * `<style>` before the first element of each style; before the markup, a `<link rel="preload">` for each image and
 * the page's `<title>` and `<meta>`s. Places skip them, so a place on the server's markup is the same on the unit's.
 */
const HEAD_ONLY = new Set(['STYLE', 'LINK', 'TITLE', 'META']);

/** An element's children that have a place in its layout. */
const placedChildren = (element: Element): Element[] => [...element.children].filter((child) => !HEAD_ONLY.has(child.tagName));

/** The places from `root` down to `element` (among placed children), or null when it is not inside. */
export function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift(placedChildren(node.parentElement).indexOf(node));
  }
  return path;
}

export const elementAt = (root: Element, path: readonly number[]): Element | null =>
  path.reduce<Element | null>((node, index) => (node && placedChildren(node)[index]) ?? null, root);

/** A clicked element: where it was, and what it was, to find it again if the unit's markup differs around it. */
export interface ClickedElement {
  path: number[];
  tag: string;
  testId: string | null;
  text: string;
}

/** The element's text, without the styles the server's render put in it. */
function textOf(element: Element): string {
  if (!element.querySelector('style')) return element.textContent?.trim() ?? '';
  const copy = element.cloneNode(true) as Element;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent?.trim() ?? '';
}

export const describe = (root: Element, element: Element): ClickedElement | null => {
  const path = pathTo(root, element);
  return path && { path, tag: element.tagName, testId: element.getAttribute('data-testid'), text: textOf(element) };
};

const sameElement = (element: Element, clicked: ClickedElement) =>
  element.tagName === clicked.tag && element.getAttribute('data-testid') === clicked.testId && textOf(element) === clicked.text;

/** The unit's element for a click on the server's markup: at the same place, else the one element of the same kind and text. */
export function counterpartOf(root: Element, clicked: ClickedElement): HTMLElement | null {
  const atPath = elementAt(root, clicked.path);
  if (atPath && sameElement(atPath, clicked)) return atPath as HTMLElement;
  const matches = [...root.querySelectorAll(clicked.tag)].filter((element) => sameElement(element, clicked));
  return matches.length === 1 ? (matches[0] as HTMLElement) : null;
}

/**
 * React has taken the element over (it keeps its fiber on the node; server markup it never took over has none). The
 * key's prefix without its `$`: React DOM's own marker, which the shared-React e2e test counts copies of React DOM by.
 */
export const isReacts = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
