import { expect, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@klob/shared/api-contract/commerce';
import type { Translations } from './api-data';
import { journeyText } from './journey';

/** On an open checkout: creates the invoice and pays it with the sandbox's paying card; returns the result panel. */
export async function payWithSandboxCard(page: Page, texts: Translations) {
  await page.getByRole('button', { name: journeyText(texts, 'home.checkout.createInvoice') }).click();
  const form = page.getByTestId('card-form');
  await form.getByLabel(journeyText(texts, 'home.checkout.cardNumber')).fill(SANDBOX_CARDS.paid);
  await form.getByLabel(journeyText(texts, 'home.checkout.expiry')).fill('12/30');
  await form.getByLabel(journeyText(texts, 'home.checkout.cvc')).fill('123');
  await form.getByRole('button').click();
  const result = page.getByTestId('checkout-result');
  await expect(result).toContainText(journeyText(texts, 'home.checkout.paid'));
  return result;
}
