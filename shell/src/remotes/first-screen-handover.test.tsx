import { fireEvent } from '@testing-library/react';
import { watchFirstScreen } from './first-screen-handover';

const MARKUP = '<div><form><input name="q" value=""><button type="button">Cari</button></form><a href="/jobs">Semua</a></div>';

test("what a visitor did on the slot's server markup before the unit's first render replaced it is done again on the unit: typed text, focus and clicks; links navigate as they are", () => {
  const slot = document.createElement('div');
  slot.innerHTML = MARKUP;
  document.body.append(slot);
  const watcher = watchFirstScreen(slot);

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
