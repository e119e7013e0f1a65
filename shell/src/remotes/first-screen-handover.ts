import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';

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
interface ClickedElement {
  path: number[];
  tag: string;
  testId: string | null;
  text: string;
}

const describe = (root: Element, element: Element): ClickedElement | null => {
  const path = pathTo(root, element);
  return path && { path, tag: element.tagName, testId: element.getAttribute('data-testid'), text: element.textContent?.trim() ?? '' };
};

const sameElement = (element: Element, clicked: ClickedElement) =>
  element.tagName === clicked.tag &&
  element.getAttribute('data-testid') === clicked.testId &&
  (element.textContent?.trim() ?? '') === clicked.text;

/** The unit's element for a click on the server's markup: at the same place, else the one element of the same kind and text. */
function counterpartOf(root: Element, clicked: ClickedElement): HTMLElement | null {
  const atPath = elementAt(root, clicked.path);
  if (atPath && sameElement(atPath, clicked)) return atPath as HTMLElement;
  const matches = [...root.querySelectorAll(clicked.tag)].filter((element) => sameElement(element, clicked));
  return matches.length === 1 ? (matches[0] as HTMLElement) : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

function setFieldValue(field: Field, value: string): void {
  // The native setter, so React's own tracking sees a change and the unit's onChange runs.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Clicks on a slot's server markup before its unit's element took it over, by slot id (see `keepEarlyClicks`). */
const earlyClicks = new Map<string, ClickedElement[]>();

/**
 * From the entry script on, before the app has taken the page over: a click on a slot's server markup (but on a link,
 * which navigates as it is) is kept for its unit, which does it again once mounted (`watchFirstScreen`).
 */
export function keepEarlyClicks(root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      const slot = target.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
      const id = slot?.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
      const clicked = slot && describe(slot, target.closest('button, [role="button"], input, label, summary') ?? target);
      if (!id || !clicked) return;
      earlyClicks.set(id, [...(earlyClicks.get(id) ?? []), clicked]);
      event.preventDefault();
    },
    true,
  );
}

/**
 * Issue 25: a slot's server markup is on screen, in the slot's own element, until its unit's first render replaces it
 * (in one commit). A visitor may use it meanwhile: a click on it (but on a link, which navigates as it is) is kept
 * and done again on the unit once mounted, and what was typed and the focus are carried over.
 */
export interface FirstScreenWatch {
  /** The unit has mounted in the slot: what the visitor did on the server's markup is done again on it. */
  handOver(): void;
  /**
   * The unit did not mount (its slot shows the fallback): the clicks not yet done are kept for the slot's next
   * hand-over, after a retry, instead of being lost with the markup.
   */
  release(): void;
}

export function watchFirstScreen(slot: Element, id: string): FirstScreenWatch {
  const serverNodes = [...slot.children];
  const onServerMarkup = (target: EventTarget | null): target is Element =>
    target instanceof Element && serverNodes.some((node) => node.isConnected && node.contains(target));
  const clicks: ClickedElement[] = [];
  const typed = new Map<string, { path: number[]; value: string }>();
  // Typed before this watch began (while the markup was still in its first element).
  for (const field of slot.querySelectorAll('input, textarea, select')) {
    const path = pathTo(slot, field);
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue;
    if (path && changed && isField(field)) typed.set(path.join('.'), { path, value: field.value });
  }
  const onClick = (event: Event) => {
    if (!onServerMarkup(event.target) || event.target.closest('a[href]')) return;
    const clicked = describe(slot, event.target.closest('button, [role="button"], input, label, summary') ?? event.target);
    if (!clicked) return;
    clicks.push(clicked);
    event.preventDefault();
  };
  const onInput = (event: Event) => {
    if (!onServerMarkup(event.target) || !isField(event.target)) return;
    const path = pathTo(slot, event.target);
    if (path) typed.set(path.join('.'), { path, value: event.target.value });
  };
  slot.addEventListener('click', onClick, true);
  slot.addEventListener('input', onInput, true);
  slot.addEventListener('change', onInput, true);
  const focusedPath = () => {
    const active = document.activeElement;
    return active && onServerMarkup(active) ? pathTo(slot, active) : null;
  };
  let focused = focusedPath();
  const onFocus = () => (focused = focusedPath() ?? focused);
  slot.addEventListener('focusin', onFocus);
  const stop = () => {
    slot.removeEventListener('click', onClick, true);
    slot.removeEventListener('input', onInput, true);
    slot.removeEventListener('change', onInput, true);
    slot.removeEventListener('focusin', onFocus);
  };
  return {
    release() {
      stop();
      if (clicks.length > 0) earlyClicks.set(id, [...(earlyClicks.get(id) ?? []), ...clicks.splice(0)]);
    },
    handOver() {
      stop();
      for (const { path, value } of typed.values()) {
        const counterpart = elementAt(slot, path);
        if (counterpart && isField(counterpart) && counterpart.value !== value) setFieldValue(counterpart, value);
      }
      if (focused && document.activeElement === document.body) (elementAt(slot, focused) as HTMLElement | null)?.focus();
      const clicked = [...(earlyClicks.get(id) ?? []), ...clicks.splice(0)];
      earlyClicks.delete(id);
      for (const each of clicked) counterpartOf(slot, each)?.click();
    },
  };
}
