import { expect, test, type Response } from '@playwright/test';
import { communityPopup, mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH } from '../support/routes';

/** A string only react-dom's client build holds (the key of its fiber on DOM nodes): one per copy of React DOM. */
const REACT_DOM_CLIENT_MARKER = '__reactFiber$';
/** Shared as singletons (docs/ARCHITECTURE.md "Shared singletons"); each must have exactly one loaded provider. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client'] as const;

const isScript = (response: Response) => response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());

/**
 * The distinct loaded providers ('<version> from <app>') of each package over the share scopes of every
 * federation instance in the page: each instance lists what it uses, so one shared copy appears once.
 */
function loadedProviders(packages: readonly string[]): Record<string, string[]> {
  type Provider = { from?: string; loaded?: boolean };
  const shareScopes = (
    window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Provider>>>> } }
  ).__FEDERATION__?.__SHARE__;
  const found: Record<string, string[]> = Object.fromEntries(packages.map((name) => [name, []]));
  for (const scopes of Object.values(shareScopes ?? {})) {
    for (const sharedPackages of Object.values(scopes)) {
      for (const name of packages) {
        for (const [version, provider] of Object.entries(sharedPackages[name] ?? {})) {
          const description = `${version} from ${provider.from}`;
          if (provider.loaded && !found[name]!.includes(description)) found[name]!.push(description);
        }
      }
    }
  }
  return found;
}

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
