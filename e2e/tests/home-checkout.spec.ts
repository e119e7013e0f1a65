import { expect, test, type Page } from '@playwright/test';
import { COMMERCE_PATHS, type CartItem } from '@klob/shared/api-contract/commerce';
import { DEMO_ACCOUNTS, signInThroughLogin, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { payWithSandboxCard } from '../support/checkout';
import { journeyText, journeyTexts } from '../support/journey';

/** Puts a product in the signed-in user's cart through the api and answers its cart line. */
async function addToCart(page: Page, productId: string): Promise<CartItem> {
  const auth = await storedAuth(page);
  const response = await page.request.post(`${API_URL}${COMMERCE_PATHS.cartAdd}`, {
    headers: { Authorization: auth!.idToken! },
    data: { productId },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: CartItem }).result;
}

test('S1-8.1-05 a checkout of items already waiting for payment alerts the INVOICE_ALREADY_EXIST message', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  // PRD-ENS-004 waits for payment in the demo data.
  const item = await addToCart(page, 'PRD-ENS-004');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`/home/payment/checkout?cartIds=${item.cartId}`);
  await page.getByRole('button', { name: journeyText(texts, 'home.checkout.createInvoice') }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(journeyText(texts, 'home.checkout.alreadyExists'));
  expect(alerts).toEqual(['Error! INVOICE_ALREADY_EXIST']);
});

test('a checkout paid with the sandbox card shows in the success transactions, and the sandbox script loads only there', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const sandboxScripts = () => page.locator(`script[src$="${COMMERCE_PATHS.sandboxScript}"]`);
  // PRD-KAL-002 has only a failed transaction in the demo data, so nothing of it waits.
  const product = await addToCart(page, 'PRD-KAL-002');
  await page.goto('/home/payment/cart');
  await expect(page.getByTestId('cart-item').first()).toBeVisible();
  await expect(sandboxScripts()).toHaveCount(0);
  // Only that item stays selected.
  const items = page.getByTestId('cart-item');
  const count = await items.count();
  for (let index = 0; index < count; index++) {
    const line = items.nth(index);
    if (!(await line.textContent())?.includes(product.productName)) await line.getByRole('checkbox').uncheck();
  }
  await page.getByRole('button', { name: journeyText(texts, 'home.cart.checkout') }).click();
  await expect(page).toHaveURL(/\/home\/payment\/checkout\?cartIds=/);
  await expect(sandboxScripts()).toHaveCount(1);
  const result = await payWithSandboxCard(page, texts);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(/status=success/);
  await expect(sandboxScripts()).toHaveCount(0);
  await expect(page.getByTestId('transaction').first()).toContainText('Kartu Kredit (sandbox)');
});
