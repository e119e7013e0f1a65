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

/** What a click on a slot's markup is done on again: the control around the clicked node. */
const CLICKABLE = 'button, [role="button"], input, label, summary';
const PRESSABLE = `a[href], ${CLICKABLE}`;

const keepClick = (id: string, clicked: ClickedElement) => earlyClicks.set(id, [...(earlyClicks.get(id) ?? []), clicked]);

/** The slots whose server markup is in their unit's element now (`watchFirstScreen`), and those handed over. */
const watched = new Map<string, { slot: Element; onServerMarkup: (target: Element) => boolean }>();
const handedOver = new Map<string, Element>();

/** The slot whose server markup `target` is in, in its first element or already in its unit's. */
function serverMarkupOf(target: Element): { id: string; root: Element } | null {
  const first = target.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
  const id = first?.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
  if (first && id) return { id, root: first };
  for (const [watchedId, { slot, onServerMarkup }] of watched) if (onServerMarkup(target)) return { id: watchedId, root: slot };
  return null;
}

/** A press (pointer down) on a slot's server markup, until its release. */
interface Press {
  id: string;
  node: Element;
  pressed: ClickedElement;
}

/**
 * A press on the markup whose element left the page before the release gets no click from the browser when it came
 * back (the markup moved into its unit's element), and a click on some outer element when it was replaced (the unit's
 * first render). Released over the same element, or its replacement, the click is done: kept with the slot's clicks
 * while the unit has not taken the markup over, on the unit's counterpart once it has.
 */
function clickLostIn(press: Press, releasedOn: Element): void {
  const slot = handedOver.get(press.id);
  if (!slot) {
    if (!press.node.isConnected || press.node.contains(releasedOn)) keepClick(press.id, press.pressed);
    return;
  }
  const counterpart = counterpartOf(slot, press.pressed);
  if (counterpart?.contains(releasedOn)) counterpart.click();
}

function keepLostClicks(root: Document): void {
  let press: Press | null = null;
  root.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const markup = target && serverMarkupOf(target);
      const node = target?.closest(PRESSABLE) ?? target;
      const pressed = markup && node && describe(markup.root, node);
      press = markup && node && pressed ? { id: markup.id, node, pressed } : null;
    },
    true,
  );
  root.addEventListener(
    'pointerup',
    (event) => {
      const released = press;
      press = null;
      const releasedOn = event.target instanceof Element ? event.target : null;
      if (!released || !releasedOn) return;
      const releasedOnControl = releasedOn.closest(PRESSABLE) ?? releasedOn;
      let clicked = false;
      const onClick = (click: Event) => {
        const target = click.target instanceof Node ? click.target : null;
        clicked = !!target && (released.node.contains(target) || releasedOnControl.contains(target));
      };
      root.addEventListener('click', onClick, { capture: true, once: true });
      // The click, when there is one, comes in the same task as the release.
      setTimeout(() => {
        root.removeEventListener('click', onClick, true);
        if (!clicked) clickLostIn(released, releasedOn);
      });
    },
    true,
  );
}

/**
 * From the entry script on, before the app has taken the page over: a click on a slot's server markup (but on a link,
 * which navigates as it is) is kept for its unit, which does it again once mounted (`watchFirstScreen`); so is the
 * click of a press the markup's hand-over took away from the browser, until the release.
 */
export function keepEarlyClicks(root: Document = document): void {
  keepLostClicks(root);
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      const slot = target.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
      const id = slot?.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
      const clicked = slot && describe(slot, target.closest(CLICKABLE) ?? target);
      if (!id || !clicked) return;
      keepClick(id, clicked);
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
    const clicked = describe(slot, event.target.closest(CLICKABLE) ?? event.target);
    if (!clicked) return;
    clicks.push(clicked);
    event.preventDefault();
  };
  const onInput = (event: Event) => {
    if (!onServerMarkup(event.target) || !isField(event.target)) return;
    const path = pathTo(slot, event.target);
    if (path) typed.set(path.join('.'), { path, value: event.target.value });
  };
  watched.set(id, { slot, onServerMarkup });
  handedOver.delete(id);
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
    watched.delete(id);
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
      handedOver.set(id, slot);
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
