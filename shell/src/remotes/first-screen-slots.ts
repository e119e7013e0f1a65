import { createContext, useContext, useState } from 'react';
import type { UnitProps, UnitRef } from '@klob/shared';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';

/** What a slot asks the server to render: its unit, with the props the unit mounts with. */
export interface SlotRequest {
  unit: UnitRef;
  params: UnitProps['params'];
  query: UnitProps['query'];
  pathname: string;
  /** The slot is the route's page (not a part of the page shell). */
  asPage: boolean;
}

/**
 * The markup the server rendered into the page's slots (issue 25), by unit id. On the server a slot's request
 * is noted for the next render pass; in the browser a slot shows its markup until its unit has mounted.
 */
export interface FirstScreenSlots {
  markupOf(id: string, request: SlotRequest): string | undefined;
}

export const FirstScreenSlotsContext = createContext<FirstScreenSlots | null>(null);

/** A slot's first-screen markup, read once when the slot first renders (a later page's slot has none). */
export function useFirstScreenMarkup(id: string, request: SlotRequest): string | undefined {
  const slots = useContext(FirstScreenSlotsContext);
  const [markup] = useState(() => slots?.markupOf(id, request));
  return markup;
}

/** The browser's side: the slots the server rendered, taken from the page before the app takes it over; each is given once. */
export function firstScreenSlotsOfPage(root: ParentNode): FirstScreenSlots {
  const markup = new Map<string, string>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`)) {
    const id = slot.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
    if (id) markup.set(id, slot.innerHTML);
  }
  return {
    markupOf(id) {
      const html = markup.get(id);
      markup.delete(id);
      return html;
    },
  };
}
