import { createContext, useContext, useLayoutEffect, useState } from 'react';
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
  /** The slot is on the page with its markup: a later slot of the same unit (another page) gets none. */
  handedOut(id: string): void;
}

export const FirstScreenSlotsContext = createContext<FirstScreenSlots | null>(null);

/** A slot's first-screen markup, read when the slot first renders (a later page's slot has none). */
export function useFirstScreenMarkup(id: string, request: SlotRequest): string | undefined {
  const slots = useContext(FirstScreenSlotsContext);
  const [markup] = useState(() => slots?.markupOf(id, request));
  useLayoutEffect(() => {
    if (markup !== undefined) slots?.handedOut(id);
  }, [markup, slots, id]);
  return markup;
}

/**
 * The browser's side: the slots the server rendered for the page at `pathname`, taken from the page before the app
 * takes it over. A slot's markup is given to every render of the slot until the slot is on the page: React may start
 * the take-over's render again from its top (a click or a key during it makes React finish it at once, from the start),
 * and a slot given nothing the second time would differ from the server's page, which React then renders afresh.
 */
export function firstScreenSlotsOfPage(root: ParentNode, pathname = window.location.pathname): FirstScreenSlots {
  const markup = new Map<string, string>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`)) {
    const id = slot.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
    if (id) markup.set(id, slot.innerHTML);
  }
  return {
    // A page opened before the slot was on the page (a link followed during the take-over) is not the server's.
    markupOf: (id, request) => (request.pathname === pathname ? markup.get(id) : undefined),
    handedOut: (id) => void markup.delete(id),
  };
}
