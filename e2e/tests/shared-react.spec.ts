import { expect, test, type Response } from '@playwright/test';
import { communityPopup, mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH } from '../support/routes';
import { loadedProviders } from '../support/share-scope';

/** A string only react-dom's client build holds (the key of its fiber on DOM nodes): one per copy of React DOM. */
const REACT_DOM_CLIENT_MARKER = '__reactFiber$';
/** Shared as singletons (docs/ARCHITECTURE.md "Shared singletons"); each must have exactly one loaded provider. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client'] as const;

const isScript = (response: Response) => response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());

test('React is loaded once: one React DOM in the page and one shared provider of react and react-dom', async ({ page }) => {
  const copiesOfReactDom: string[] = [];
  const bodiesRead: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    bodiesRead.push(
      response.text().then(
        (body) => void (body.includes(REACT_DOM_CLIENT_MARKER) && copiesOfReactDom.push(response.url())),
        () => undefined,
      ),
    );
  });

  // The coming-soon page mounts units of two remotes (mf-company-landing and mf-chat) in the shell.
  await page.goto(COMING_SOON_PATH);
  await expect(mainHeading(page)).not.toBeEmpty();
  await expect(communityPopup(page).closedToggle).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodiesRead);

  expect(copiesOfReactDom, 'scripts holding a copy of React DOM').toHaveLength(1);
  const providers = await page.evaluate(loadedProviders, [...REACT_PACKAGES]);
  for (const name of REACT_PACKAGES) expect(providers[name], `loaded providers of ${name}`).toHaveLength(1);
});
