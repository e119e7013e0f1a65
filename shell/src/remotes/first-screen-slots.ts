import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { UnitProps, UnitRef } from '@klob/shared';
import { handedOutReadAhead, readAheadMarkupOf, slotMarkupOf } from './read-ahead-slots';

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
  handedOut(id: string, pathname: string): void;
}

export const FirstScreenSlotsContext = createContext<FirstScreenSlots | null>(null);

/** A slot's first-screen markup, read when the slot first renders (a later page's slot has none but read ahead). */
export function useFirstScreenMarkup(id: string, request: SlotRequest): string | undefined {
  const slots = useContext(FirstScreenSlotsContext);
  const [markup] = useState(() => slots?.markupOf(id, request));
  const { pathname } = request;
  useLayoutEffect(() => {
    if (markup !== undefined) slots?.handedOut(id, pathname);
  }, [markup, slots, id, pathname]);
  return markup;
}

/**
 * The browser's side: the slots the server rendered for the page at `pathname`, taken from the page before the app
 * takes it over. A slot's markup is given to every render of the slot until the slot is on the page: React may start
 * the take-over's render again from its top (a click or a key during it makes React finish it at once, from the start),
 * and a slot given nothing the second time would differ from the server's page, which React then renders afresh.
 */
export function firstScreenSlotsOfPage(root: ParentNode, pathname = window.location.pathname): FirstScreenSlots {
  const markup = slotMarkupOf(root);
  return {
    // A page opened before the slot was on the page (a link followed during the take-over) is not the server's: it has
    // the markup a link to it read ahead, if any.
    markupOf: (id, request) =>
      (request.pathname === pathname ? markup.get(id) : undefined) ?? readAheadMarkupOf(id, request.pathname, request.query),
    handedOut: (id, slotPathname) => {
      if (slotPathname !== pathname || !markup.delete(id)) handedOutReadAhead(id, slotPathname);
    },
  };
}
