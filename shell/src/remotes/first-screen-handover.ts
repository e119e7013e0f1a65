import { counterpartOf, elementAt, pathTo } from './first-screen-elements';
import { stopWatchingClicks, takeKeptClicks, watchClicksOn } from './first-screen-clicks';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

function setFieldValue(field: Field, value: string): void {
  // The native setter, so React's own tracking sees a change and the unit's onChange runs.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Issue 25: a slot's server markup is on screen, in the slot's own element, until its unit's first render replaces it
 * (in one commit). A visitor may use it meanwhile: a click on it (but on a link, which navigates as it is) is kept
 * and done again on the unit once mounted, and what was typed and the focus are carried over.
 */
export interface FirstScreenWatch {
  /**
   * What the visitor did on the server's markup is done again on the unit. The watch does it by itself at the unit's
   * first commit; the mount's settling calls it too, and then it does nothing.
   */
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
  const onInput = (event: Event) => {
    if (!onServerMarkup(event.target) || !isField(event.target)) return;
    const path = pathTo(slot, event.target);
    if (path) typed.set(path.join('.'), { path, value: event.target.value });
  };
  watchClicksOn(id, slot, onServerMarkup);
  slot.addEventListener('input', onInput, true);
  slot.addEventListener('change', onInput, true);
  const focusedPath = () => {
    const active = document.activeElement;
    return active && onServerMarkup(active) ? pathTo(slot, active) : null;
  };
  let focused = focusedPath();
  const onFocus = () => (focused = focusedPath() ?? focused);
  slot.addEventListener('focusin', onFocus);
  // The hand-over follows the unit's first commit at once: the mount's promise settles a task or more later, and a key
  // typed meanwhile would go to no field (the focused one was replaced).
  const replaced = new MutationObserver(() => {
    if (!serverNodes.some((node) => node.isConnected)) handOver();
  });
  replaced.observe(slot, { childList: true });
  let watching = true;
  const stop = () => {
    watching = false;
    replaced.disconnect();
    stopWatchingClicks(id);
    slot.removeEventListener('input', onInput, true);
    slot.removeEventListener('change', onInput, true);
    slot.removeEventListener('focusin', onFocus);
  };
  const handOver = () => {
    if (!watching) return;
    stop();
    const clicked = takeKeptClicks(id, slot);
    for (const { path, value } of typed.values()) {
      const counterpart = elementAt(slot, path);
      if (counterpart && isField(counterpart) && counterpart.value !== value) setFieldValue(counterpart, value);
    }
    if (focused && document.activeElement === document.body) (elementAt(slot, focused) as HTMLElement | null)?.focus();
    for (const each of clicked) counterpartOf(slot, each)?.click();
  };
  return { release: stop, handOver };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const selectionOf = (element: Element) =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.selectionStart !== null
    ? { field: element as TextField, start: element.selectionStart, end: element.selectionEnd ?? element.selectionStart }
    : null;

/**
 * Moves the server's markup into the unit's element. A node taken out of the page loses the focus, so the keys typed
 * next would go nowhere: the element that had it gets it back, with its caret or selection where it was.
 */
export function moveKeepingFocus(from: Element, into: Element): void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && from.contains(active) ? active : null;
  const selection = focused && selectionOf(focused);
  into.append(...from.childNodes);
  if (!focused || document.activeElement === focused) return;
  focused.focus({ preventScroll: true });
  selection?.field.setSelectionRange(selection.start, selection.end);
}
