import { APP_ROOT_ID, FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { onceReactHas } from '../app/once-react-has';
import { counterpartOf, describe, isReacts, type ClickedElement } from './first-screen-elements';

/** Clicks on a slot's server markup, by slot id, until its unit has taken the markup over (see `keepClicksOnServerMarkup`). */
const keptClicks = new Map<string, ClickedElement[]>();

/** What a click on a slot's markup is done on again: the control around the clicked node. */
const CLICKABLE = 'button, [role="button"], input, label, summary';
const PRESSABLE = `a[href], ${CLICKABLE}`;

const keepClick = (id: string, clicked: ClickedElement) => keptClicks.set(id, [...(keptClicks.get(id) ?? []), clicked]);

/** The slots whose server markup is in their unit's element now (`watchFirstScreen`), and those handed over. */
const watched = new Map<string, { slot: Element; onServerMarkup: (target: Element) => boolean }>();
const handedOver = new Map<string, Element>();

/** The slot's markup is in its unit's element now: clicks and presses on it are kept by its id. */
export function watchClicksOn(id: string, slot: Element, onServerMarkup: (target: Element) => boolean): void {
  watched.set(id, { slot, onServerMarkup });
  handedOver.delete(id);
}

export const stopWatchingClicks = (id: string) => watched.delete(id);

/** The unit has replaced the markup: the clicks kept for it, to be done on it; a press released later is done there. */
export function takeKeptClicks(id: string, slot: Element): ClickedElement[] {
  handedOver.set(id, slot);
  const kept = keptClicks.get(id) ?? [];
  keptClicks.delete(id);
  return kept;
}

/** The id the clicks on the shell's own server markup are kept by, until its page is taken over (`takeShellClicks`). */
const SHELL = 'shell';
/** What is entered into a field is kept otherwise (app/input-during-take-over.ts); a click kept as well would be done twice. */
const FIELD = 'input, select';

/** The slot whose server markup `target` is in, in its first element or already in its unit's, else the shell's. */
function serverMarkupOf(target: Element): { id: string; root: Element } | null {
  const first = target.closest(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
  const id = first?.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
  if (first && id) return { id, root: first };
  for (const [watchedId, { slot, onServerMarkup }] of watched) if (onServerMarkup(target)) return { id: watchedId, root: slot };
  const shell = handedOver.has(SHELL) ? null : target.ownerDocument.getElementById(APP_ROOT_ID);
  return shell?.contains(target) && !target.closest(FIELD) && !isReacts(target) ? { id: SHELL, root: shell } : null;
}

/** The shell's page is React's now: the clicks on its server markup until then, to be done again. */
export const takeShellClicks = (root: Element) => takeKeptClicks(SHELL, root);

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
  // Released on the markup (the hand-over came between the release and this task) or on the unit's copy of it.
  const counterpart = counterpartOf(slot, press.pressed);
  if (counterpart && (press.node.contains(releasedOn) || counterpart.contains(releasedOn))) counterpart.click();
}

/**
 * A link on the server's markup navigates as it is. But a click makes React finish the take-over at once, in the click's
 * own dispatch; a page that differs for this visitor is then rendered afresh, and a link taken out of the page does not
 * navigate. The click is then done on the link at its place in the new page (React's, or a slot's markup again).
 */
function followIfTakenAway(link: Element, event: Event): void {
  const page = link.ownerDocument.getElementById(APP_ROOT_ID);
  const clicked = page && !isReacts(link) && describe(page, link);
  if (!clicked) return;
  setTimeout(() => {
    if (link.isConnected || event.defaultPrevented) return;
    onceReactHas(
      () => counterpartOf(page, clicked),
      (replacement) => replacement?.click(),
      (replacement) => replacement !== link,
    );
  });
}

/**
 * From the entry script on: a click on a slot's server markup (but on a link, which navigates as it is), in its first
 * element or already in its unit's, is kept for its unit, which does it again once mounted (`watchFirstScreen`); so
 * is the click of a press the markup's hand-over took away from the browser. A click on the shell's own markup that
 * React has not taken over is kept until the shell's page is React's (app/page-taken-over.tsx): the start-up yields
 * to the browser before React listens, and React drops a click on a part whose code is still on its way.
 */
export function keepClicksOnServerMarkup(root: Document = document): void {
  let press: Press | null = null;
  let clickedOn: Element | null = null;
  const listen = (type: string, listener: (target: Element, event: Event) => void) =>
    root.addEventListener(type, (event) => event.target instanceof Element && listener(event.target, event), true);
  listen('pointerdown', (target) => {
    const markup = serverMarkupOf(target);
    const node = target.closest(PRESSABLE) ?? target;
    const pressed = markup && describe(markup.root, node);
    press = pressed ? { id: markup.id, node, pressed } : null;
  });
  listen('pointerup', (releasedOn) => {
    const released = press;
    press = clickedOn = null;
    // The click, when there is one, comes in the same task as the release.
    if (released)
      setTimeout(() => {
        const control = releasedOn.closest(PRESSABLE) ?? releasedOn;
        if (!clickedOn || !(released.node.contains(clickedOn) || control.contains(clickedOn))) clickLostIn(released, releasedOn);
      });
  });
  listen('click', (target, event) => {
    clickedOn = target;
    const link = target.closest('a[href]');
    if (link) return followIfTakenAway(link, event);
    const markup = serverMarkupOf(target);
    const clicked = markup && describe(markup.root, target.closest(CLICKABLE) ?? target);
    if (!clicked) return;
    keepClick(markup.id, clicked);
    event.preventDefault();
    // React may listen already and drop it (the page's part not taken over yet): it is done once, when kept.
    if (markup.id === SHELL) event.stopPropagation();
  });
}
