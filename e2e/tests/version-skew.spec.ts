import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { keyOfText, textAt, translationsFromApi } from '../support/api-data';
import { buildAgainstCore, currentCoreVersion, nextMajorOf, previousMinorOf, serveBuildAs } from '../support/core-version';
import { communityPopup, documentLanguage, expectSameDocument, languageButton, mainHeading, markDocument } from '../support/klob-page';
import { originOf } from '../support/remote-faults';
import { HOME_PATH } from '../support/routes';
import { searchBox } from '../support/search-page';

/** A production build of one remote on 2 cores, with the other apps' servers running. */
const REBUILD_TIMEOUT_MS = 240_000;
const CORE = '@klob/shared';
const REMOTE = 'mf_chat';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
}

/**
 * Builds a copy of mf-chat against `version` of the core, serves it to this page in place of the
 * deployed one, opens / and checks that the page got that build; runs `check`, then removes the copy.
 */
async function onHomeWithChatBuiltAgainst(page: Page, version: string, check: () => Promise<void>): Promise<void> {
  const fixture = await buildAgainstCore(REMOTE, version);
  try {
    await serveBuildAs(page, REMOTE, fixture.distDir);
    const manifest = page.waitForResponse(`${originOf(REMOTE)}/mf-manifest.json`);
    await page.goto(HOME_PATH);
    const { shared } = (await (await manifest).json()) as { shared: ManifestShared[] };
    expect(
      shared.find((entry) => entry.name === CORE),
      `mf-chat is served as built against ${CORE} ${version}`,
    ).toEqual(expect.objectContaining({ version, requiredVersion: `^${version}` }));
    await check();
  } finally {
    fixture.dispose();
  }
}

interface Mismatch {
  wanted: string;
  provided: string;
}

/** The slot's message (shared's `slotIncompatibleVersion`) in each language. */
const MISMATCH_MESSAGES = {
  id: ({ wanted, provided }: Mismatch) =>
    `Bagian ini memerlukan ${CORE} ${wanted}, sedangkan halaman ini memakai ${provided}, sehingga tidak dapat ditampilkan.`,
  en: ({ wanted, provided }: Mismatch) => `This section needs ${CORE} ${wanted}, but this page runs ${provided}, so it cannot be shown.`,
};

test('a remote built against the previous minor of @klob/shared mounts beside the current remotes and follows the page language', async ({
  page,
  request,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 60_000);
  const current = currentCoreVersion();
  const previous = previousMinorOf(current);
  const [communityId, communityEn] = await Promise.all([
    translationsFromApi(request, DEFAULT_LANGUAGE, 'community'),
    translationsFromApi(request, 'en', 'community'),
  ]);
  await onHomeWithChatBuiltAgainst(page, previous, async () => {
    // The older build mounts and works: the community popup opens and closes.
    const popup = communityPopup(page);
    await expect(popup.closedToggle).toBeVisible();
    await expect(popup.fallback).toHaveCount(0);
    await popup.closedToggle.click();
    await expect(popup.panel).toBeVisible();
    await popup.openToggle.click();
    await expect(popup.panel).toBeHidden();

    // Beside the current builds: mf-search's box (built against the current core) mounts on the same page.
    const box = searchBox(page);
    await box.standIn.click();
    await expect(box.input).toBeFocused();

    // One core for the page: the older build follows the shell's language switch, made on the one bus.
    const label = (await popup.closedToggle.innerText()).trim();
    const labelKey = keyOfText(communityId, label);
    expect(labelKey, 'the popup label is not an Indonesian text of the api (community namespace)').not.toBeNull();
    const marker = await markDocument(page);
    await languageButton(page, 'en').click();
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
    await expect(popup.closedToggle).toHaveText(textAt(communityEn, labelKey!));
    await expectSameDocument(page, marker);
  });
});

test('a remote built against another major of @klob/shared fails in its own slot, naming the version it needs and the one the page has', async ({
  page,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 60_000);
  const current = currentCoreVersion();
  const next = nextMajorOf(current);
  await onHomeWithChatBuiltAgainst(page, next, async () => {
    const mismatch = { wanted: `^${next}`, provided: current };
    const popup = communityPopup(page);
    await expect(popup.fallback).toHaveText(MISMATCH_MESSAGES.id(mismatch));
    await expect(popup.fallback).toHaveAttribute('data-reason', 'incompatible');
    // Retrying cannot make the build fit: the slot offers no retry.
    await expect(popup.fallback.getByRole('button')).toHaveCount(0);
    await expect(popup.root).toHaveCount(0);

    // The rest of the page works: current remotes mount, the language switches, links navigate in place.
    const box = searchBox(page);
    await box.standIn.click();
    await expect(box.input).toBeFocused();
    const heading = mainHeading(page);
    await expect(heading).not.toBeEmpty();
    const marker = await markDocument(page);
    await languageButton(page, 'en').click();
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
    await expect(popup.fallback).toHaveText(MISMATCH_MESSAGES.en(mismatch));
    const firstNavigationLink = page.getByRole('contentinfo').locator('a[href^="/"]').first();
    const target = await firstNavigationLink.getAttribute('href');
    await firstNavigationLink.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expectSameDocument(page, marker);
  });
});
