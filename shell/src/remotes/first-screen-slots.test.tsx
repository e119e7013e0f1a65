import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServicesContext } from '@klob/shared';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { RemoteUnit } from './remote-unit';
import { FirstScreenSlotsContext, firstScreenSlotsOfPage, type FirstScreenSlots } from './first-screen-slots';

// The unit's code is still on its way: its slot shows the server's markup all along.
jest.mock('./federation', () => ({ loadUnitModule: () => new Promise(() => undefined) }));

const MARKUP = '<section><h1>Lowongan kerja</h1></section>';
const services = createTestServices({ i18n: createTestI18n(), navigate: jest.fn() });

/** A render long enough that React's take-over, done in slices, stops after it and lets the browser in. */
const slowPart = { rendered: false };
function renderSlowly() {
  const until = Date.now() + 30;
  while (Date.now() < until);
  slowPart.rendered = true;
}
function SlowPart() {
  renderSlowly();
  return <p>Filter</p>;
}

function Page({ slots, onSearch }: { slots: FirstScreenSlots; onSearch?: () => void }): ReactNode {
  return (
    <ServicesContext.Provider value={services}>
      <FirstScreenSlotsContext value={slots}>
        <RemoteUnit unit={{ remote: 'mf_search', unit: 'jobs-page' }} pathname="/jobs" asPage />
        <SlowPart />
        <button type="button" onClick={onSearch}>
          Cari
        </button>
      </FirstScreenSlotsContext>
    </ServicesContext.Provider>
  );
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(() => {
  // React's own scheduler, in slices, as in the browser (not act's, which renders everything at once).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

test("a click during the take-over, which makes React render the page again from its top, finds the slot's server markup still given: nothing is rendered afresh", async () => {
  window.history.replaceState(null, '', '/jobs');
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Page slots={{ markupOf: () => MARKUP, handedOut: () => undefined }} />);
  document.body.append(page);
  // What the server's render did is not the browser's.
  slowPart.rendered = false;
  const heading = page.querySelector('h1');
  const renderedAfresh = jest.fn();
  const searched = jest.fn();

  startTransition(() => {
    hydrateRoot(page, <Page slots={firstScreenSlotsOfPage(page)} onSearch={searched} />, { onRecoverableError: renderedAfresh });
  });
  // The take-over has rendered the slot and yielded to the browser: the visitor clicks.
  while (!slowPart.rendered) await new Promise((resolve) => setTimeout(resolve));
  page.querySelector('button')!.click();
  await settled();

  expect(renderedAfresh).not.toHaveBeenCalled();
  expect(searched).toHaveBeenCalledTimes(1);
  expect(page.querySelector('h1')).toBe(heading);
  page.remove();
});

test("a slot's markup is the page's it was rendered for: once on the page, or for another page, a slot of the same unit gets none", () => {
  window.history.replaceState(null, '', '/jobs');
  const page = document.createElement('div');
  page.innerHTML = `<div ${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/jobs-page">${MARKUP}</div>`;
  const slots = firstScreenSlotsOfPage(page);
  const request = { unit: { remote: 'mf_search', unit: 'jobs-page' } as const, params: {}, query: {}, asPage: true };

  expect(slots.markupOf('mf_search/jobs-page', { ...request, pathname: '/jobs/lowongan-kerja-desainer' })).toBeUndefined();
  expect(slots.markupOf('mf_search/jobs-page', { ...request, pathname: '/jobs' })).toBe(MARKUP);
  expect(slots.markupOf('mf_search/jobs-page', { ...request, pathname: '/jobs' })).toBe(MARKUP);
  slots.handedOut('mf_search/jobs-page', '/jobs');
  expect(slots.markupOf('mf_search/jobs-page', { ...request, pathname: '/jobs' })).toBeUndefined();
});
