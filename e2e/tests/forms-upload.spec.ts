import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { UPLOAD_MESSAGES, UPLOAD_PATHS } from '@klob/shared/api-contract/forms';
import { textAt, translationsFromApi } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { jpegSize, pngImage } from '../support/forms-files';

const UPLOAD_PAGE = '/eform/survei-pengunjung';
const uploadQuestion = (page: Page) => page.getByTestId('survey-question').filter({ has: page.getByTestId('upload-widget') });

test('S3-4-07 S3-4-13 S3-4-15 S3-7-14 a real image is cropped to 4:3, stored as a JPEG and fetched back at its url with that size', async ({
  page,
  request,
}) => {
  await page.goto(UPLOAD_PAGE);
  const widget = uploadQuestion(page);
  await widget.getByTestId('upload-input').setInputFiles({ name: 'layar penuh.png', mimeType: 'image/png', buffer: pngImage(800, 400) });
  const dialog = page.getByRole('dialog', { name: 'Sesuaikan Gambar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.cropper-crop-box')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(widget.getByText('Berhasil diunggah')).toBeVisible();
  await expect(widget.getByText('layarpenuh.jpg')).toBeVisible();
  const src = await widget.getByTestId('upload-preview-image').getAttribute('src');
  expect(src).toMatch(/^\/files\/.+\.jpg$/);
  const stored = await request.get(`${API_URL}${src}`);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const { width, height } = jpegSize(Buffer.from(await stored.body()));
  // The whole height of the 800x400 image, at 4:3.
  expect(height).toBe(400);
  expect(Math.abs(width / height - 4 / 3)).toBeLessThan(0.01);
});

test('S3-9-09 a crop larger than 4096 px a side is written at most 4096 px a side, its shape kept', async ({ page, request }) => {
  await page.goto(UPLOAD_PAGE);
  const widget = uploadQuestion(page);
  // A 4:3 photo of 4400x3300: the whole of it is the crop, larger than the limit on both sides.
  await widget.getByTestId('upload-input').setInputFiles({ name: 'foto besar.png', mimeType: 'image/png', buffer: pngImage(4400, 3300) });
  const dialog = page.getByRole('dialog', { name: 'Sesuaikan Gambar' });
  await expect(dialog.locator('.cropper-crop-box')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(widget.getByText('Berhasil diunggah')).toBeVisible();
  const src = await widget.getByTestId('upload-preview-image').getAttribute('src');
  const stored = await request.get(`${API_URL}${src}`);
  expect(jpegSize(Buffer.from(await stored.body()))).toEqual({ width: 4096, height: 3072 });
});

test('S3-9-07 S3-9-08 the crop dialog zooms from 1 to 3 in steps of 0.1 and rotates from 0 to 360 degrees', async ({ page, request }) => {
  const forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
  await page.goto(UPLOAD_PAGE);
  await uploadQuestion(page)
    .getByTestId('upload-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngImage(800, 400) });
  const dialog = page.getByRole('dialog', { name: textAt(forms, 'crop.title') });
  await expect(dialog.locator('.cropper-crop-box')).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: textAt(forms, 'crop.zoom') });
  const rotation = dialog.getByRole('slider', { name: textAt(forms, 'crop.rotate') });
  await expect(zoom).toHaveValue('1');
  await zoom.press('ArrowRight');
  await expect(zoom).toHaveValue('1.1');
  await expectSliderBounds(zoom, { min: '1', max: '3' }, dialog.locator('output[for="crop-zoom"]'), '3.0×');
  await expect(rotation).toHaveValue('0');
  await expectSliderBounds(rotation, { min: '0', max: '360' }, dialog.locator('output[for="crop-rotation"]'), '360°');
});

/** End takes a slider to its maximum (its output showing `maxText`), Home to its minimum. */
async function expectSliderBounds(slider: Locator, { min, max }: { min: string; max: string }, output: Locator, maxText: string) {
  await slider.press('End');
  await expect(slider).toHaveValue(max);
  await expect(output).toHaveText(maxText);
  await slider.press('Home');
  await expect(slider).toHaveValue(min);
}

test("S3-5-21 S3-5-19 S3-5-22 S3-8-04 S3-8-06 an oversize image and a mov are refused with the 'Periksa File!' texts", async ({
  page,
  request,
}) => {
  const forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
  await page.goto(UPLOAD_PAGE);
  const widget = uploadQuestion(page);
  const input = widget.getByTestId('upload-input');
  await input.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: pngImage(10, 10, 2 * 1024 * 1024) });
  await expect(widget.getByText(`besar.png: ${textAt(forms, 'upload.sizeExceeded').replace('{{max}}', '2 MB')}`)).toBeVisible();
  await input.setInputFiles({ name: 'klip.mov', mimeType: 'video/quicktime', buffer: Buffer.from('moov') });
  await expect(widget.getByText(`klip.mov: ${textAt(forms, 'upload.onlyMp4')}`)).toBeVisible();
  await expect(widget.getByTestId('upload-item')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a body over the api limit is refused with 413 and a clear message the client receives, never parsed', async ({ request }) => {
  const response = await request.post(`${API_URL}${UPLOAD_PATHS.upload}`, {
    data: { base64: 'A'.repeat(13 * 1024 * 1024), originalFilename: 'besar.mp4' },
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { message: string }).message).toContain(UPLOAD_MESSAGES.bodyTooLarge);
});
