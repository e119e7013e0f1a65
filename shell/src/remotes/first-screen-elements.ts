/** The child indices from `root` down to `element` (elements only), or null when it is not inside. */
export function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export const elementAt = (root: Element, path: readonly number[]): Element | null =>
  path.reduce<Element | null>((node, index) => node?.children[index] ?? null, root);

/** A clicked element: where it was, and what it was, to find it again if the unit's markup differs around it. */
export interface ClickedElement {
  path: number[];
  tag: string;
  testId: string | null;
  text: string;
}

export const describe = (root: Element, element: Element): ClickedElement | null => {
  const path = pathTo(root, element);
  return path && { path, tag: element.tagName, testId: element.getAttribute('data-testid'), text: element.textContent?.trim() ?? '' };
};

const sameElement = (element: Element, clicked: ClickedElement) =>
  element.tagName === clicked.tag &&
  element.getAttribute('data-testid') === clicked.testId &&
  (element.textContent?.trim() ?? '') === clicked.text;

/** The unit's element for a click on the server's markup: at the same place, else the one element of the same kind and text. */
export function counterpartOf(root: Element, clicked: ClickedElement): HTMLElement | null {
  const atPath = elementAt(root, clicked.path);
  if (atPath && sameElement(atPath, clicked)) return atPath as HTMLElement;
  const matches = [...root.querySelectorAll(clicked.tag)].filter((element) => sameElement(element, clicked));
  return matches.length === 1 ? (matches[0] as HTMLElement) : null;
}
