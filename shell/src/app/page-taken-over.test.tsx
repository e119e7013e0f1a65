import { lazy, startTransition, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import { keepClicksOnServerMarkup } from '../remotes/first-screen-clicks';
import { PageTakenOver } from './page-taken-over';

function TermsTabs() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <div>
      <button type="button" role="tab" onClick={() => setChosen([...chosen, 'terms'])}>
        Syarat
      </button>
      <output>{chosen.join(' ') || 'none'}</output>
    </div>
  );
}

/** The page as the router renders it: in its Suspense boundary, the take-over's marker last. */
const pageOf = (Page: ComponentType) => (
  <Suspense fallback={null}>
    <Page />
    <PageTakenOver />
  </Suspense>
);

let root: Root | undefined;
const container = document.createElement('div');
container.id = 'root';
const tab = () => container.querySelector('button')!;
const output = () => container.querySelector('output')!.textContent;

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

test("issue 25 S1-2.1-10: presses on the shell's page before React listens, and while its chunk is on its way, are each done once when React has taken it over", async () => {
  container.innerHTML = renderToString(pageOf(TermsTabs));
  document.body.append(container);
  keepClicksOnServerMarkup();
  // Before the app listens: React is not on the page yet.
  tab().click();
  // The app listens, and the page's chunk has not come: React alone would drop this one.
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const LateTabs = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  startTransition(() => {
    root = hydrateRoot(container, pageOf(LateTabs));
  });
  await act(async () => undefined);
  tab().click();
  expect(output()).toBe('none');

  await act(async () => arrive({ default: TermsTabs }));
  await waitFor(() => expect(output()).toBe('terms terms'));
  // Once the page is React's, a press is React's alone.
  tab().click();
  await waitFor(() => expect(output()).toBe('terms terms terms'));
});
