import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { keepClicksOnServerMarkup } from './first-screen-clicks';
import { watchFirstScreen } from './first-screen-handover';

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

/** The unit's first render: the server's nodes replaced by its own, a control that counts its clicks. */
function renderUnit(slot: Element, markup: string, clicked: string[]): HTMLElement {
  slot.innerHTML = markup;
  const control = slot.querySelector<HTMLElement>('button, a')!;
  control.addEventListener('click', (event) => {
    event.preventDefault();
    clicked.push(control.textContent!);
  });
  return control;
}

/** The browser's release over `over`, and its click, when there is one, on `clickedOn`; then the task after it. */
async function release(over: Element, clickedOn: Element | null) {
  fireEvent.pointerUp(over);
  if (clickedOn) fireEvent.click(clickedOn);
  await new Promise((resolve) => setTimeout(resolve));
}

beforeAll(() => keepClicksOnServerMarkup(document));

test('a press on the markup whose element the unit replaced before the release is clicked on the unit once, released before the mount settled or after it', async () => {
  const markup = '<div><button type="button">Cari</button><a href="/search?q=jawa&type=jobVacancy">Lihat semua</a></div>';
  const slot = document.createElement('div');
  document.body.append(slot);

  // Pressed on the markup, replaced by the unit's first render, released over the unit's button after the hand-over:
  // the browser clicks the element both were in.
  slot.innerHTML = markup;
  const held = watchFirstScreen(slot, 'mf_search/jobs-page');
  fireEvent.pointerDown(slot.querySelector('button')!);
  const clicked: string[] = [];
  const button = renderUnit(slot, markup, clicked);
  held.handOver();
  await release(button, slot);
  expect(clicked).toEqual(['Cari']);
  // The next press and click are the unit's own, done once.
  fireEvent.pointerDown(button);
  await release(button, button);
  expect(clicked).toEqual(['Cari', 'Cari']);

  // Pressed on a link, replaced and released over the unit's link before the mount settled: the unit's first commit
  // was the hand-over.
  slot.innerHTML = markup;
  const released = watchFirstScreen(slot, 'mf_search/search-page');
  fireEvent.pointerDown(slot.querySelector('a')!);
  const linkClicks: string[] = [];
  const link = renderUnit(slot, '<div><a href="/search?q=jawa&type=jobVacancy">Lihat semua</a></div>', linkClicks);
  await release(link, slot);
  expect(linkClicks).toEqual(['Lihat semua']);
  released.handOver();
  expect(linkClicks).toEqual(['Lihat semua']);
  slot.remove();
});

test("a press whose element moved into its unit's element before the release, which the browser clicks nothing for, is clicked on the unit", async () => {
  const first = document.createElement('div');
  first.setAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE, 'mf_search/jobs-filters');
  first.innerHTML = '<form><button type="button">Cari</button></form>';
  document.body.append(first);
  fireEvent.pointerDown(first.querySelector('button')!);

  const slot = document.createElement('div');
  document.body.append(slot);
  slot.append(...first.childNodes);
  const watcher = watchFirstScreen(slot, 'mf_search/jobs-filters');
  await release(slot.querySelector('button')!, null);
  const clicked: string[] = [];
  renderUnit(slot, '<form><button type="button">Cari</button></form>', clicked);
  watcher.handOver();
  expect(clicked).toEqual(['Cari']);
  first.remove();
  slot.remove();
});

test('a press released away from it, or whose click reached it, is not clicked again', async () => {
  const markup = '<div><button type="button">Cari</button></div>';
  const slot = document.createElement('div');
  document.body.append(slot);

  slot.innerHTML = markup;
  const draggedAway = watchFirstScreen(slot, 'mf_search/jobs-page');
  fireEvent.pointerDown(slot.querySelector('button')!);
  const clicked: string[] = [];
  renderUnit(slot, markup, clicked);
  draggedAway.handOver();
  await release(document.body, document.body);
  expect(clicked).toEqual([]);

  slot.innerHTML = markup;
  const clickedThrough = watchFirstScreen(slot, 'mf_search/jobs-page');
  const serverButton = slot.querySelector('button')!;
  fireEvent.pointerDown(serverButton);
  await release(serverButton, serverButton);
  renderUnit(slot, markup, clicked);
  clickedThrough.handOver();
  // The click on the markup was kept and done on the unit at the hand-over, once.
  expect(clicked).toEqual(['Cari']);
  slot.remove();
});

/** A slot showing `markup` as the server sent it, in its unit's element and watched. */
function watchedSlot(markup: string, id: string) {
  const slot = document.createElement('div');
  document.body.append(slot);
  slot.innerHTML = markup;
  return { slot, watcher: watchFirstScreen(slot, id) };
}

/** The visitor puts the caret into the server's field and types `value`. */
function typeInto(field: HTMLInputElement, value: string) {
  field.focus();
  field.value = value;
  fireEvent.input(field);
}

test("the server's markup has emotion's styles beside its elements and the unit's none: what was typed, the focus and a press land on the same element of the unit, among links of the same text", async () => {
  const unitMarkup =
    '<div><form><input name="q" value=""><button type="button">Cari</button></form>' +
    '<section><a href="/search?type=jobVacancy">Lihat semua</a></section><section><a href="/search?type=company">Lihat semua</a></section></div>';
  const serverMarkup = unitMarkup.replace(/<(form|input|a)/g, '<style>.x{color:red}</style><$1');
  const { slot, watcher } = watchedSlot(serverMarkup, 'mf_search/search-page');
  typeInto(slot.querySelector('input')!, 'jawa');
  fireEvent.pointerDown(slot.querySelectorAll('a')[1]!);

  slot.innerHTML = unitMarkup;
  const opened: string[] = [];
  for (const link of slot.querySelectorAll('a'))
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opened.push(link.getAttribute('href')!);
    });
  watcher.handOver();
  await release(slot.querySelectorAll('a')[1]!, slot);

  expect(slot.querySelector('input')!.value).toBe('jawa');
  expect(document.activeElement).toBe(slot.querySelector('input'));
  expect(opened).toEqual(['/search?type=company']);
  slot.remove();
});

test("the unit's first commit is the hand-over: the field typed in has its text and the focus before the mount settles", async () => {
  const markup = '<form><input name="q" value=""></form>';
  const { slot } = watchedSlot(markup, 'mf_search/companies-page');
  typeInto(slot.querySelector('input')!, 'Sam');

  slot.innerHTML = markup;
  await Promise.resolve();

  expect(slot.querySelector('input')!.value).toBe('Sam');
  expect(document.activeElement).toBe(slot.querySelector('input'));
  slot.remove();
});

test('a press released on the markup just before the unit replaced it, in the same task as the release, is clicked on the unit once', async () => {
  const markup = '<form><button type="button">Cari</button></form>';
  const { slot } = watchedSlot(markup, 'mf_search/jobs-filters');
  const serverButton = slot.querySelector('button')!;
  fireEvent.pointerDown(serverButton);
  // The browser clicks nothing (the button moved while pressed); the unit commits before the task after the release.
  fireEvent.pointerUp(serverButton);
  const clicked: string[] = [];
  renderUnit(slot, markup, clicked);
  await new Promise((resolve) => setTimeout(resolve));
  expect(clicked).toEqual(['Cari']);
  slot.remove();
});

test("React's server render puts a preload link for each image and the page's title before the markup, the unit's render in the browser none: a click on the second of two same-text buttons is done on the unit's second", () => {
  const Booths = ({ onOpen }: { onOpen: (name: string) => void }) => (
    <section>
      <title>Klobfair 2026</title>
      {['Samudra', 'Nusa'].map((name) => (
        <article key={name}>
          <img src={`/logos/${name}.png`} alt="" width={56} height={56} />
          <button type="button" onClick={() => onOpen(name)}>
            Lihat Lowongan
          </button>
        </article>
      ))}
    </section>
  );
  const serverMarkup = renderToString(<Booths onOpen={() => undefined} />);
  expect(serverMarkup).toMatch(/^<link rel="preload" as="image"[^]*<title>Klobfair 2026<\/title><section>/);
  const first = document.createElement('div');
  first.setAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE, 'mf_company_landing/event-page');
  first.innerHTML = serverMarkup;
  document.body.append(first);
  fireEvent.click(first.querySelectorAll('button')[1]!);

  const slot = document.createElement('div');
  document.body.append(slot);
  slot.append(...first.childNodes);
  const watcher = watchFirstScreen(slot, 'mf_company_landing/event-page');
  const opened: string[] = [];
  slot.replaceChildren();
  const root = createRoot(slot);
  act(() => root.render(<Booths onOpen={(name) => opened.push(name)} />));
  act(() => watcher.handOver());

  expect(opened).toEqual(['Nusa']);
  act(() => root.unmount());
  first.remove();
  slot.remove();
});
