import { test } from '@playwright/test';
import { signInThroughLogin, DEMO_ACCOUNTS } from '../support/auth';

const shots = [
  ['sections-and-co', '/klob-journey/klob-and-co'],
  ['klob-meter', '/klob-journey/klob-meter'],
  ['ensiklobedia', '/klob-journey/ensiklobedia'],
  ['job-guest', '/job/nusantara/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA'],
  ['company-guest', '/company/x/CORP-NUSANTARA'],
] as const;

for (const width of [1280, 375]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of shots) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/j13-${name}-${width}.png`, fullPage: false });
    }
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    for (const [name, path] of [
      ['job-user', '/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA'],
      ['apply', '/validasi-lamaran-pekerjaan/nusantara/CORP-NUSANTARA/frontend-developer/KLV-0001'],
      ['applied', '/home/kloboard/applied-jobs'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/j13-${name}-${width}.png`, fullPage: true });
    }
  });
}
