import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type KlobBus } from '@klob/shared';
import { COMMERCE_PATHS, INVOICE_ALREADY_EXIST } from '@klob/shared/api-contract/commerce';
import type { CartItem, Transaction } from '@klob/shared/api-contract/commerce';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const item: CartItem = {
  cartId: 'CART-1',
  productId: 'PRD-1',
  productType: 'klobmeter-test',
  productName: 'Tes Minat',
  priceRupiah: 75000,
  thumbnailUrl: '/p.svg',
  addedAt: '2026-01-01T00:00:00Z',
};
const waiting: Transaction = {
  transactionId: 'TRX-1',
  invoiceNumber: 'INV/1',
  status: 'waiting',
  totalRupiah: 75000,
  paymentMethod: 'sandbox',
  createdAt: '2026-01-01T00:00:00Z',
  expiredAt: '2026-01-02T00:00:00Z',
  paidAt: null,
  items: [],
};

/** The shell hands the loaded card provider over on the bus (spec 1 §2.9); the test plays the shell. */
function provideCard(bus: KlobBus, tokenize = jest.fn(async () => 'sbx_4111111111111111')) {
  act(() => bus.setState('cardPayment', { tokenize }));
  return tokenize;
}

test('a duplicate checkout (422 INVOICE_ALREADY_EXIST) is explained on the page and nothing moves on', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on(
    'POST',
    COMMERCE_PATHS.checkout,
    () => new HttpError(422, 'Unprocessable Entity', { status: 422, message: INVOICE_ALREADY_EXIST }),
  );
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Item ini sudah punya tagihan yang menunggu pembayaran.');
  expect(screen.queryByTestId('card-form')).toBeNull();
});

test('the invoice is paid through the sandbox script: the cart counter goes stale and the result links to its list', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, envelope(waiting));
  service.on('POST', COMMERCE_PATHS.sandboxCharge, envelope({ ...waiting, status: 'success' }));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  expect(await screen.findByTestId('checkout-item')).toHaveTextContent('Rp 75.000,-');
  const tokenize = provideCard(bus);
  await userEvent.click(screen.getByRole('button', { name: 'Buat tagihan' }));
  const form = await screen.findByTestId('card-form');
  expect(stale).toHaveBeenCalledWith({ counter: 'cart' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Nomor kartu/ }), '4111111111111111');
  await userEvent.type(within(form).getByRole('textbox', { name: /Berlaku hingga \(BB\/TT\)/ }), '12/30');
  await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  const result = await screen.findByTestId('checkout-result');
  expect(tokenize).toHaveBeenCalledWith({ number: '4111111111111111', expiry: '12/30', cvc: '123' });
  expect(service.requests.find((r) => r.url === COMMERCE_PATHS.sandboxCharge)?.data).toEqual({
    transactionId: 'TRX-1',
    cardToken: 'sbx_4111111111111111',
  });
  expect(within(result).getByRole('link')).toHaveAttribute('href', '/home/payment/transaction?status=success');
  subscription.unsubscribe();
});

test('without the provider on the bus the card cannot be paid; it can once the shell publishes it', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, envelope(waiting));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  const form = await screen.findByTestId('card-form');
  expect(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' })).toBeDisabled();
  expect(document.head.querySelector(`script[src$="${COMMERCE_PATHS.sandboxScript}"]`)).toBeNull();
  provideCard(bus);
  expect(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' })).toBeEnabled();
});

/** A route that refuses its first call and answers the later ones with `answer`. */
const refusedOnce = (answer: unknown) => {
  let calls = 0;
  return () => (++calls === 1 ? new HttpError(500, 'Internal Server Error', {}) : answer);
};
const requestsTo = (service: { requests: Array<{ url: string }> }, url: string) => service.requests.filter((r) => r.url === url);

/** Types the sandbox's good card into the card form. */
async function typeCard(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: /Nomor kartu/ }), '4111111111111111');
  await userEvent.type(within(form).getByRole('textbox', { name: /Berlaku hingga \(BB\/TT\)/ }), '12/30');
  await userEvent.type(within(form).getByRole('textbox', { name: /CVC/ }), '123');
}

test('a refused invoice says so and a second click creates it', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, refusedOnce(envelope(waiting)));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Tagihan belum dibuat. Coba lagi.');
  expect(screen.getByTestId('checkout-item')).toHaveTextContent('Tes Minat');
  await userEvent.click(screen.getByRole('button', { name: 'Buat tagihan' }));
  expect(await screen.findByTestId('card-form')).toHaveTextContent('Tagihan INV/1 dibuat.');
  expect(requestsTo(service, COMMERCE_PATHS.checkout)).toHaveLength(2);
});

test('while the invoice is being created a second click sends nothing', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  let answer: (body: unknown) => void = () => undefined;
  service.on('POST', COMMERCE_PATHS.checkout, () => new Promise((resolve) => (answer = resolve)));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  const create = await screen.findByRole('button', { name: 'Buat tagihan' });
  await userEvent.click(create);
  expect(create).toBeDisabled();
  fireEvent.click(create);
  expect(requestsTo(service, COMMERCE_PATHS.checkout)).toHaveLength(1);
  act(() => answer(envelope(waiting)));
  expect(await screen.findByTestId('card-form')).toBeInTheDocument();
});

test('a refused charge says so, the card stays typed and paying again charges it', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, envelope(waiting));
  service.on('POST', COMMERCE_PATHS.sandboxCharge, refusedOnce(envelope({ ...waiting, status: 'success' })));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  provideCard(bus);
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  const form = await screen.findByTestId('card-form');
  await typeCard(form);
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Tagihan belum dibuat. Coba lagi.');
  expect(within(form).getByRole('textbox', { name: /Nomor kartu/ })).toHaveValue('4111111111111111');
  expect(within(form).getByRole('textbox', { name: /CVC/ })).toHaveValue('123');
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  expect(await screen.findByTestId('checkout-result')).toHaveTextContent('Pembayaran berhasil.');
  expect(requestsTo(service, COMMERCE_PATHS.sandboxCharge)).toHaveLength(2);
});

test('while the card is being charged the button says so and a second submit charges nothing', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, envelope(waiting));
  let answer: (body: unknown) => void = () => undefined;
  service.on('POST', COMMERCE_PATHS.sandboxCharge, () => new Promise((resolve) => (answer = resolve)));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  provideCard(bus);
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  const form = await screen.findByTestId('card-form');
  await typeCard(form);
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  expect(await within(form).findByRole('button', { name: 'Memproses...' })).toBeDisabled();
  await act(async () => {
    fireEvent.submit(form);
  });
  expect(requestsTo(service, COMMERCE_PATHS.sandboxCharge)).toHaveLength(1);
  act(() => answer(envelope({ ...waiting, status: 'failed' })));
  expect(await screen.findByTestId('checkout-result')).toHaveTextContent('Pembayaran ditolak.');
});

test('a card the provider cannot tokenize is explained and nothing is charged until it can', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([item]));
  service.on('POST', COMMERCE_PATHS.checkout, envelope(waiting));
  service.on('POST', COMMERCE_PATHS.sandboxCharge, envelope({ ...waiting, status: 'success' }));
  await mountJourneyPage(services, '/home/payment/checkout', { cartIds: 'CART-1' });
  const tokenize = provideCard(bus, jest.fn().mockRejectedValueOnce(new Error('bad card')).mockResolvedValue('sbx_ok'));
  await userEvent.click(await screen.findByRole('button', { name: 'Buat tagihan' }));
  const form = await screen.findByTestId('card-form');
  await typeCard(form);
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Data kartu belum benar.');
  expect(requestsTo(service, COMMERCE_PATHS.sandboxCharge)).toHaveLength(0);
  await userEvent.click(within(form).getByRole('button', { name: 'Bayar Rp 75.000,-' }));
  expect(await screen.findByTestId('checkout-result')).toHaveTextContent('Pembayaran berhasil.');
  expect(tokenize).toHaveBeenCalledTimes(2);
});
