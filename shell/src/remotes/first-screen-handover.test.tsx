import { fireEvent } from '@testing-library/react';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { keepEarlyClicks, watchFirstScreen } from './first-screen-handover';

const MARKUP = '<div><form><input name="q" value=""><button type="button">Cari</button></form><a href="/jobs">Semua</a></div>';

test("what a visitor did on the slot's server markup before the unit's first render replaced it is done again on the unit: typed text, focus and clicks; links navigate as they are", () => {
  const slot = document.createElement('div');
  slot.innerHTML = MARKUP;
  document.body.append(slot);
  const watcher = watchFirstScreen(slot, 'mf_search/jobs-page');

  const serverInput = slot.querySelector('input')!;
  serverInput.focus();
  serverInput.value = 'desainer';
  fireEvent.input(serverInput);
  fireEvent.click(slot.querySelector('button')!);
  const linkFollowed = fireEvent.click(slot.querySelector('a')!);

  // The unit's first render replaces the server's nodes with its own (one commit).
  slot.innerHTML = MARKUP;
  const clicked: string[] = [];
  slot.querySelector('button')!.addEventListener('click', () => clicked.push('the unit'));
  watcher.handOver();

  expect(slot.querySelector('input')!.value).toBe('desainer');
  expect(document.activeElement).toBe(slot.querySelector('input'));
  expect(clicked).toEqual(['the unit']);
  expect(linkFollowed).toBe(true);
  // After the hand-over the unit's own clicks are its own: nothing is held any more.
  expect(fireEvent.click(slot.querySelector('button')!)).toBe(true);
  slot.remove();
});

test('a click on the server markup before the app took the page over is kept from the entry script on, and done on the unit', () => {
  keepEarlyClicks(document);
  const first = document.createElement('div');
  first.setAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE, 'mf_company_landing/campaign-page');
  first.innerHTML = '<section><button type="button">Lamar</button></section>';
  document.body.append(first);
  expect(fireEvent.click(first.querySelector('button')!)).toBe(false);

  // The unit's element takes the markup over, then the unit's first render replaces it.
  const slot = document.createElement('div');
  document.body.append(slot);
  slot.append(...first.childNodes);
  const watcher = watchFirstScreen(slot, 'mf_company_landing/campaign-page');
  slot.innerHTML = '<section><button type="button">Lamar</button></section>';
  const clicked: string[] = [];
  slot.querySelector('button')!.addEventListener('click', () => clicked.push('apply'));
  watcher.handOver();
  expect(clicked).toEqual(['apply']);
  first.remove();
  slot.remove();
});
