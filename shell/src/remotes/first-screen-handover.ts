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

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The field no longer shows what the server sent: the visitor typed, chose or ticked something. */
function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Puts the server's value back through the element's own properties (which React tracks once it owns the field). */
function showServerValue(field: Field): void {
  if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.defaultSelected;
  else if (isCheckable(field)) field.checked = field.defaultChecked;
  else field.value = field.defaultValue;
}

/**
 * Fields whose value has been handed over: React's from then on. An outer part's hand-over makes React take over an
 * inner part it reaches, whose own hand-over must not give the same value twice.
 */
const handedOver = new WeakSet<Field>();

/** What the visitor left in a field: its value, or whether it is ticked. */
interface GivenValue {
  field: Field;
  value: string;
  checked: boolean;
}

/**
 * Hands a value the visitor gave a field of the shell's server markup over to the React component that owns it.
 * Hydration keeps what the field shows but takes it as what was rendered: the component's state never hears of it,
 * and its next render puts its own value back. So the field is set to another value through its own properties
 * (which React tracks), a first input event makes React take the field's part over if it has not yet (selective
 * hydration: it then tracks that value), and the visitor's value is given again as a change, which reaches onChange.
 */
function handOverField({ field, value, checked }: GivenValue): void {
  if (isCheckable(field)) {
    // A radio that lost its tick follows the one that got it.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.click();
    return;
  }
  showServerValue(field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setFieldValue(field, value);
}

/**
 * Issue 25: called when a part of the shell's server markup has just been taken over (`HydrationBoundary`), before
 * anything renders it again: what the visitor typed, chose or ticked in `nodes` before then, outside the remotes'
 * slots (whose units have their own hand-over), is read now. The returned function hands it over to the fields'
 * components; it runs once the event being handled (if one made React take the part over) is done.
 */
export function keepTypedValues(nodes: readonly Node[]): () => void {
  const given: GivenValue[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const field of [...(node.matches('input, select, textarea') ? [node] : []), ...node.querySelectorAll('input, select, textarea')])
      if (isField(field) && !handedOver.has(field) && !field.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`) && changedFromServer(field)) {
        handedOver.add(field);
        given.push({ field, value: field.value, checked: isCheckable(field) && field.checked });
      }
  }
  return () => {
    for (const value of given) if (value.field.isConnected) handOverField(value);
  };
}

/** Clicks on a slot's server markup before its unit's element took it over, by slot id (see `keepEarlyClicks`). */
const earlyClicks = new Map<string, ClickedElement[]>();

/** Clicks on the shell's own server markup before React listens on the page; null from then on (see `keepEarlyClicks`). */
let earlyShellClicks: HTMLElement[] | null = [];
const keepingClicksOn = new WeakSet<Document>();

/**
 * From the entry script on, before the app has taken the page over: a click on a slot's server markup (but on a link,
 * which navigates as it is) is kept for its unit, which does it again once mounted (`watchFirstScreen`); a click on the
 * shell's own markup is kept until React listens on the page (`doEarlyShellClicks`).
 */
export function keepEarlyClicks(root: Document = document): void {
  if (keepingClicksOn.has(root)) return;
  keepingClicksOn.add(root);
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      const slot = target.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
      if (!slot) {
        // A click on a field or its label does its part at once (focus, a tick): the value is handed over with the rest.
        if (target.closest('input, select, textarea, label')) return;
        if (earlyShellClicks && target instanceof HTMLElement && target.closest('#root')) {
          earlyShellClicks.push(target);
          event.preventDefault();
        }
        return;
      }
      const id = slot.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
      const clicked = describe(slot, target.closest('button, [role="button"], input, label, summary') ?? target);
      if (!id || !clicked) return;
      earlyClicks.set(id, [...(earlyClicks.get(id) ?? []), clicked]);
      event.preventDefault();
    },
    true,
  );
}

/**
 * Called once React listens on the page (right after `hydrateRoot`): the clicks kept on the shell's markup are done
 * again on the same elements (hydration keeps them); React takes the clicked part over at once and runs its handler.
 */
export function doEarlyShellClicks(): void {
  const clicks = earlyShellClicks ?? [];
  earlyShellClicks = null;
  for (const element of clicks) if (element.isConnected) element.click();
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
    if (path && isField(field) && changedFromServer(field)) typed.set(path.join('.'), { path, value: field.value });
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
