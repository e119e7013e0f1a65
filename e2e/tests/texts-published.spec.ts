import { BOOT_DATA_ELEMENT_ID, type BootData } from '@klob/shared/first-screen/contract';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALE_PATH_PREFIX, PUBLISHED_TEXTS_INDEX, publishedTextsFile, type PublishedTextsIndex } from '@klob/shared/api-contract/locale';
import type { Language } from '@klob/shared/constants';
import { distDirOf, localUrlOf } from '../../tools/platform/processes';
import { keyOfText, textAt, type Translations } from '../support/api-data';
import { E2E_PORTS } from '../support/e2e-platform';
import { languageButton, mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH } from '../support/routes';

const REMOTE = 'mf_company_landing';
const NAMESPACE = 'company-landing';
const REMOTE_URL = localUrlOf(E2E_PORTS, REMOTE);

/** What mf-company-landing's build published, read from its own server as the api reads it. */
async function publishedByRemote(request: APIRequestContext, language: Language): Promise<Translations> {
  const response = await request.get(`${REMOTE_URL}/${publishedTextsFile(language, NAMESPACE)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Translations;
}

test.describe('texts published by each remote', () => {
  test("issue 23: mf-company-landing's page shows in id and en the texts its own build published, in the page's first HTML and through the api's locale call", async ({
    page,
    request,
  }) => {
    const index = await request.get(`${REMOTE_URL}/${PUBLISHED_TEXTS_INDEX}`);
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('public, max-age=10');
    expect(((await index.json()) as PublishedTextsIndex).namespaces).toEqual([NAMESPACE]);
    const [published, publishedEn] = await Promise.all([publishedByRemote(request, 'id'), publishedByRemote(request, 'en')]);

    // Issue 25: the page arrives with its first screen, and the texts it was rendered with inlined: the published ones.
    await page.goto(COMING_SOON_PATH);
    const inlined = await page.evaluate((id) => JSON.parse(document.getElementById(id)!.textContent!) as BootData, BOOT_DATA_ELEMENT_ID);
    expect(inlined.texts[NAMESPACE]).toEqual(published);

    const title = mainHeading(page);
    await expect(title).not.toBeEmpty();
    const titleKey = keyOfText(published, (await title.innerText()).trim());
    expect(titleKey, "the page's title is not a text mf-company-landing published in Indonesian").not.toBeNull();

    const englishAnswer = page.waitForResponse((response) => response.url().endsWith(`${LOCALE_PATH_PREFIX}/en/${NAMESPACE}`));
    await languageButton(page, 'en').click();
    expect(((await (await englishAnswer).json()) as { data: Record<string, Record<string, Translations>> }).data.en![NAMESPACE]).toEqual(
      publishedEn,
    );
    await expect(title).toHaveText(textAt(publishedEn, titleKey!));
  });

  test('issue 23: a text the remote republishes shows on the next page load, with no other app rebuilt and the api not restarted', async ({
    page,
    request,
  }) => {
    const file = path.join(distDirOf(REMOTE), publishedTextsFile('en', NAMESPACE));
    const original = fs.readFileSync(file);
    const publishedEn = await publishedByRemote(request, 'en');
    const publishedId = await publishedByRemote(request, 'id');

    await page.goto(COMING_SOON_PATH);
    const title = mainHeading(page);
    await expect(title).not.toBeEmpty();
    const titleKey = keyOfText(publishedId, (await title.innerText()).trim())!;
    await languageButton(page, 'en').click();
    await expect(title).toHaveText(textAt(publishedEn, titleKey));

    // The remote's deploy replaces its published file; the api reads it again once its short cache has passed.
    const republished = `${textAt(publishedEn, titleKey)} (republished ${Date.now()})`;
    const tree = JSON.parse(original.toString('utf8')) as Translations;
    const parts = titleKey.split('.');
    const parent = parts.slice(0, -1).reduce((node, part) => node[part] as Translations, tree);
    parent[parts.at(-1)!] = republished;
    fs.writeFileSync(file, JSON.stringify(tree));
    try {
      await expect(async () => {
        await page.reload();
        await expect(title).toHaveText(republished, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      fs.writeFileSync(file, original);
    }
    await expect(async () => {
      await page.reload();
      await expect(title).toHaveText(textAt(publishedEn, titleKey), { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  });
});
