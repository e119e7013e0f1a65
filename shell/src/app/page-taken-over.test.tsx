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

// As the entry script does, once for the page.
beforeAll(() => keepClicksOnServerMarkup());

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

test("issue 25 S1-2.1-10: presses on the shell's page before React listens, and while its chunk is on its way, are each done once when React has taken it over", async () => {
  container.innerHTML = renderToString(pageOf(TermsTabs));
  document.body.append(container);
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

/** A page whose server render differs from the browser's (another stored choice), with a link the router handles. */
function ArticleLinks({ greeting, onFollow }: { greeting: string; onFollow(): void }) {
  return (
    <div>
      <p>{greeting}</p>
      <a
        href="/detail-ensiklobedia/1"
        onClick={(event) => {
          event.preventDefault();
          onFollow();
        }}
      >
        Baca
      </a>
    </div>
  );
}

test('issue 25: a link clicked while a page that differs in the browser is taken over, and so rendered afresh, is followed in the new page', async () => {
  container.innerHTML = renderToString(pageOf(() => <ArticleLinks greeting="Halo" onFollow={() => undefined} />));
  document.body.append(container);
  const followed = jest.fn();
  startTransition(() => {
    root = hydrateRoot(
      container,
      pageOf(() => <ArticleLinks greeting="Hai" onFollow={followed} />),
      { onRecoverableError: () => undefined },
    );
  });
  const serverLink = container.querySelector('a')!;
  serverLink.click();
  await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  expect(container.querySelector('a')).not.toBe(serverLink);
});
