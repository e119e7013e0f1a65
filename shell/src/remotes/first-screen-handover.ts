import type { MouseEvent } from 'react';

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

const FIELDS = 'input, textarea, select';

function setFieldValue(field: Element, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  // The native setter, so React's own tracking sees a change and the unit's onChange runs.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Issue 25: the server's markup of a slot is on screen before its unit has mounted, and a visitor may use it. A click on
 * it (but on a link, which navigates as it is) is kept and done again on the unit once mounted, and what was typed
 * into its fields and the focus are carried over, so nothing done in that moment is lost.
 */
export function createFirstScreenHandover() {
  const clicks: number[][] = [];
  let taken: { fields: { path: number[]; value: string }[]; focused: number[] | null; mounted: Element } | null = null;
  return {
    onClickCapture(event: MouseEvent<HTMLElement>) {
      const target = event.target as Element;
      if (target.closest('a[href]')) return;
      const path = pathTo(event.currentTarget, target);
      if (!path) return;
      clicks.push(path);
      event.preventDefault();
    },
    /** Reads what the visitor did on the server's markup, just before it leaves the page for `mounted`. */
    takeFrom(serverMarkup: Element, mounted: Element) {
      const fields = [...serverMarkup.querySelectorAll<HTMLInputElement>(FIELDS)]
        .filter((field) => field.value !== field.defaultValue || field instanceof HTMLSelectElement)
        .flatMap((field) => {
          const path = pathTo(serverMarkup, field);
          return path ? [{ path, value: field.value }] : [];
        });
      const active = document.activeElement;
      taken = { fields, focused: active && serverMarkup.contains(active) ? pathTo(serverMarkup, active) : null, mounted };
    },
    /** Does it again on the mounted unit, now on screen. */
    handOver() {
      if (!taken) return;
      const { fields, focused, mounted } = taken;
      taken = null;
      for (const { path, value } of fields) {
        const counterpart = elementAt(mounted, path) as HTMLInputElement | null;
        if (counterpart && counterpart.value !== value) setFieldValue(counterpart, value);
      }
      if (focused) (elementAt(mounted, focused) as HTMLElement | null)?.focus();
      for (const path of clicks.splice(0)) (elementAt(mounted, path) as HTMLElement | null)?.click();
    },
  };
}
