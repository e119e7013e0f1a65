import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FIRST_SCREEN_HEAD_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { replaceServerHeadTags } from './server-head-tags';

/** The page's head tags, as the content pages render them (React 19 hoists them into <head>). */
function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}

const headTags = () =>
  [...document.head.querySelectorAll('title, meta[name]')]
    .map((tag) => (tag.tagName === 'TITLE' ? `title: ${tag.textContent}` : `${tag.getAttribute('name')}: ${tag.getAttribute('content')}`))
    .sort();

let root: Root;
let stop: () => void;
beforeEach(() => {
  // What the shell's server sends: the first screen's head tags, marked as its.
  document.head.innerHTML =
    `<meta charset="utf-8"><title ${FIRST_SCREEN_HEAD_ATTRIBUTE}="">Kalkulator Pajak | Klob</title>` +
    `<meta ${FIRST_SCREEN_HEAD_ATTRIBUTE}="" name="description" content="Hitung PPh 21">` +
    `<meta ${FIRST_SCREEN_HEAD_ATTRIBUTE}="" name="robots" content="index">`;
  stop = replaceServerHeadTags();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => {
  act(() => root.unmount());
  stop();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

test('issue 25: a page rendered afresh in another language than the server sent has one title and one description, its own', async () => {
  await act(async () => root.render(<PageHead title="Tax Calculator | Klob" description="Work out PPh 21" />));
  expect(headTags()).toEqual(['description: Work out PPh 21', 'robots: index', 'title: Tax Calculator | Klob']);
});

test('issue 25: the same tags as the server sent are taken over, and stay one each when the language changes', async () => {
  await act(async () => root.render(<PageHead title="Kalkulator Pajak | Klob" description="Hitung PPh 21" />));
  expect(headTags()).toEqual(['description: Hitung PPh 21', 'robots: index', 'title: Kalkulator Pajak | Klob']);
  await act(async () => root.render(<PageHead title="Tax Calculator | Klob" description="Work out PPh 21" />));
  expect(headTags()).toEqual(['description: Work out PPh 21', 'robots: index', 'title: Tax Calculator | Klob']);
});
