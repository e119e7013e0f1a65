import { expect, test } from '@playwright/test';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { DEMO_ACCOUNTS, signInThroughLogin, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { pngImage } from '../support/forms-files';
import { journeyText, journeyTexts } from '../support/journey';

test('S3-3-19 the owner edits the profile photo with the cropper and the stored photo shows on the profile and in the header', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const userId = (await storedAuth(page))!.userId!;
  await page.goto(`/profile/${userId}`);
  const header = page.getByTestId('profile-header');
  await expect(header.getByRole('img', { name: new RegExp(journeyText(texts, 'home.profile.strength').split('{{')[0]!) })).toBeVisible();
  await header.getByRole('button', { name: journeyText(texts, 'home.profile.editPhoto') }).click();
  const photoDialog = page.getByRole('dialog', { name: journeyText(texts, 'home.profile.photoTitle') });
  await photoDialog.getByTestId('upload-input').setInputFiles({ name: 'wajah.png', mimeType: 'image/png', buffer: pngImage(600, 400) });
  const cropper = page.getByRole('dialog', { name: 'Sesuaikan Gambar' });
  await expect(cropper.locator('.cropper-crop-box')).toBeVisible();
  await cropper.getByRole('button', { name: 'Simpan' }).click();

  await expect(photoDialog).toHaveCount(0);
  const photo = header.getByTestId('profile-photo');
  await expect(photo).toHaveAttribute('src', /^\/files\/.+\.jpg$/);
  const src = await photo.getAttribute('src');
  // The shell's header shows the new photo at once, without a reload.
  await expect(page.getByRole('banner').getByTestId('profile-ring').locator('img')).toHaveAttribute('src', src!);
  const stored = await request.get(`${API_URL}${PROFILE_PATHS.header(userId)}`);
  expect(((await stored.json()) as { result: { profilePictureUrl: string } }).result.profilePictureUrl).toBe(src);
  // A visitor sees the same photo without the owner's controls.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByTestId('profile-photo')).toHaveAttribute('src', src!);
  await expect(visitor.getByRole('button', { name: journeyText(texts, 'home.profile.editPhoto') })).toHaveCount(0);
  // The QR modal draws the profile's address.
  await visitor.getByRole('button', { name: journeyText(texts, 'home.profile.qr') }).click();
  const qr = visitor.getByRole('dialog', { name: journeyText(texts, 'home.profile.qrTitle') });
  await expect(qr.getByTestId('profile-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(qr).toContainText(`/profile/${userId}`);
  await visitor.close();
});
