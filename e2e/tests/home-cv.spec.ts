import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { journeyText, journeyTexts } from '../support/journey';

test('building a CV: a template, the steps kept across a reload, the preview and a real PDF with the typed name', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  const field = (name: string) => page.getByRole('main').getByLabel(journeyText(texts, `home.cv.fields.${name}`), { exact: false });
  const next = () => page.getByRole('button', { name: journeyText(texts, 'home.cv.next') }).click();
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/resume/builder');
  await page.getByTestId('cv-template-modern').click();
  await page.getByRole('button', { name: journeyText(texts, 'home.cv.use') }).click();
  await expect(page).toHaveURL(/\/cv-templates\/detail\/modern\/edit\/personal\/main$/);

  await field('fullName').fill('Kirana Putri Lestari');
  await field('email').fill('kirana@contoh.id');
  await page.reload();
  await expect(field('fullName')).toHaveValue('Kirana Putri Lestari');
  await next();
  await field('school').fill('Universitas Nusantara');
  await next();
  await field('position').fill('Frontend Developer');
  await next();
  await field('skills').fill('React, TypeScript');
  await page.getByRole('button', { name: journeyText(texts, 'home.cv.toPreview') }).click();

  await expect(page).toHaveURL(/\/cv-preview$/);
  await expect(page.getByTestId('cv-document')).toContainText('Kirana Putri Lestari');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: journeyText(texts, 'home.cv.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('CV-Kirana-Putri-Lestari.pdf');
  const bytes = fs.readFileSync((await download.path())!);
  const pdf = bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Kirana Putri Lestari) Tj');
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
});
