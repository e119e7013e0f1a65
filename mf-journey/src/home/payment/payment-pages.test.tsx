import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type ConfirmDeleteEvent } from '@klob/shared';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import type { CartItem, CommercePage, Transaction } from '@klob/shared/api-contract/commerce';
import { createJourneyServices, envelope, mountJourneyPage, never, unmountJourneyPages } from '../../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const cartItem = (n: number, priceRupiah: number): CartItem => ({
  cartId: `CART-${n}`,
  productId: `PRD-${n}`,
  productType: 'ensiklobedia-class',
  productName: `Kelas ${n}`,
  priceRupiah,
  thumbnailUrl: '/static/p.svg',
  addedAt: '2026-11-01T00:00:00.000Z',
});

const emptyPage = <T,>(): CommercePage<T> => ({ list: [], start: 0, length: 10, total: 0, hasMore: false });

function cartServices() {
  const setup = createJourneyServices({ signedIn: true });
  setup.service.on('GET', COMMERCE_PATHS.cartDetail, envelope([cartItem(1, 99000), cartItem(2, 1250000)]));
  setup.service.on('GET', COMMERCE_PATHS.wishlist, envelope(emptyPage()));
  setup.service.on('GET', COMMERCE_PATHS.recommendation, envelope([]));
  return setup;
}

test('S1-3-18 the cart totals the selected items in Rupiah and follows the selection', async () => {
  const { services } = cartServices();
  await mountJourneyPage(services, '/home/payment/cart');
  const items = await screen.findAllByTestId('cart-item');
  expect(items).toHaveLength(2);
  expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 1.349.000,-');
  await userEvent.click(within(items[0]!).getByRole('checkbox', { name: 'Pilih Kelas 1' }));
  expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 1.250.000,-');
});

/** Answers the shell's delete confirmation as the user would: the shell's modal emits `deleteConfirmed`. */
function confirmingDeletes(bus: ReturnType<typeof cartServices>['bus']) {
  return bus.on('confirmDelete').subscribe(({ requestId }) => {
    if (requestId) bus.emit('deleteConfirmed', { requestId });
  });
}

test('removing a cart item first asks the shell to confirm the delete; nothing is deleted until the user confirms', async () => {
  const { services, service, bus } = cartServices();
  service.on('DELETE', COMMERCE_PATHS.cartDelete, envelope(null));
  const asked: ConfirmDeleteEvent[] = [];
  const subscription = bus.on('confirmDelete').subscribe((event) => asked.push(event));
  await mountJourneyPage(services, '/home/payment/cart');
  const first = (await screen.findAllByTestId('cart-item'))[0]!;
  await userEvent.click(within(first).getByRole('button', { name: 'Hapus' }));
  expect(asked).toEqual([
    { requestId: 'cart-remove:CART-1', title: 'Hapus dari keranjang?', message: 'Kelas 1 akan dihapus dari keranjangmu.' },
  ]);
  expect(service.requests.some((r) => r.method === 'DELETE')).toBe(false);
  bus.emit('deleteConfirmed', { requestId: 'other-part:7' });
  expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
  expect(service.requests.some((r) => r.method === 'DELETE')).toBe(false);
  subscription.unsubscribe();
});

test('S2-7-17 removing a cart item deletes it on the api and tells the shell the cart count is stale', async () => {
  const { services, service, bus } = cartServices();
  service.on('DELETE', COMMERCE_PATHS.cartDelete, envelope(null));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  const confirming = confirmingDeletes(bus);
  await mountJourneyPage(services, '/home/payment/cart');
  const first = (await screen.findAllByTestId('cart-item'))[0]!;
  await userEvent.click(within(first).getByRole('button', { name: 'Hapus' }));
  await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
  expect(service.requests.find((r) => r.method === 'DELETE')?.options?.params).toEqual({ cartId: 'CART-1' });
  expect(stale).toHaveBeenCalledWith({ counter: 'cart' });
  subscription.unsubscribe();
  confirming.unsubscribe();
});

test('a refused removal keeps the item and says so', async () => {
  const { services, service, bus } = cartServices();
  service.on('DELETE', COMMERCE_PATHS.cartDelete, () => new HttpError(500, 'Internal Server Error', {}));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  const confirming = confirmingDeletes(bus);
  await mountJourneyPage(services, '/home/payment/cart');
  const first = (await screen.findAllByTestId('cart-item'))[0]!;
  await userEvent.click(within(first).getByRole('button', { name: 'Hapus' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Perubahan belum tersimpan. Coba lagi.');
  expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
  expect(stale).not.toHaveBeenCalled();
  subscription.unsubscribe();
  confirming.unsubscribe();
});

test('after a refused removal the selection is kept, and confirming the removal again deletes the line', async () => {
  const { services, service, bus } = cartServices();
  service.on('DELETE', COMMERCE_PATHS.cartDelete, () => new HttpError(500, 'Internal Server Error', {}));
  const confirming = confirmingDeletes(bus);
  await mountJourneyPage(services, '/home/payment/cart');
  const [first, second] = await screen.findAllByTestId('cart-item');
  await userEvent.click(within(second!).getByRole('checkbox', { name: 'Pilih Kelas 2' }));
  await userEvent.click(within(first!).getByRole('button', { name: 'Hapus' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Perubahan belum tersimpan. Coba lagi.');
  expect(within(second!).getByRole('checkbox', { name: 'Pilih Kelas 2' })).not.toBeChecked();
  expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 99.000,-');

  service.on('DELETE', COMMERCE_PATHS.cartDelete, envelope(null));
  await userEvent.click(within(first!).getByRole('button', { name: 'Hapus' }));
  await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
  expect(screen.getByTestId('cart-item')).toHaveTextContent('Kelas 2');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(service.requests.filter((r) => r.method === 'DELETE').map((r) => r.options?.params)).toEqual([
    { cartId: 'CART-1' },
    { cartId: 'CART-1' },
  ]);
  confirming.unsubscribe();
});

test('a refused add of a recommended product says so and adds nothing; adding again puts it in the cart', async () => {
  const { services, service, bus } = cartServices();
  service.on('GET', COMMERCE_PATHS.recommendation, envelope([cartItem(3, 50000)]));
  service.on('POST', COMMERCE_PATHS.cartAdd, () => new HttpError(500, 'Internal Server Error', {}));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  await mountJourneyPage(services, '/home/payment/cart');
  const recommended = await screen.findByTestId('recommendation-item');
  await userEvent.click(within(recommended).getByRole('button', { name: 'Tambah ke keranjang' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Perubahan belum tersimpan. Coba lagi.');
  expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
  expect(stale).not.toHaveBeenCalled();

  service.on('POST', COMMERCE_PATHS.cartAdd, envelope(cartItem(3, 50000)));
  await userEvent.click(within(recommended).getByRole('button', { name: 'Tambah ke keranjang' }));
  await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(3));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 1.399.000,-');
  expect(service.requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([{ productId: 'PRD-3' }, { productId: 'PRD-3' }]);
  expect(stale).toHaveBeenCalledWith({ counter: 'cart' });
  subscription.unsubscribe();
});

test('while a cart change is being sent the other cart actions wait, and leaving the page stops it', async () => {
  const { services, service } = cartServices();
  service.on('GET', COMMERCE_PATHS.recommendation, envelope([cartItem(3, 50000)]));
  service.on('POST', COMMERCE_PATHS.cartAdd, never);
  await mountJourneyPage(services, '/home/payment/cart');
  const recommended = await screen.findByTestId('recommendation-item');
  await userEvent.click(within(recommended).getByRole('button', { name: 'Tambah ke keranjang' }));
  expect(within(recommended).getByRole('button', { name: 'Tambah ke keranjang' })).toBeDisabled();
  const first = screen.getAllByTestId('cart-item')[0]!;
  expect(within(first).getByRole('button', { name: 'Hapus' })).toBeDisabled();
  expect(within(first).getByRole('button', { name: 'Simpan ke wishlist' })).toBeDisabled();

  await unmountJourneyPages();
  expect(service.requests.find((r) => r.method === 'POST')?.options?.signal?.aborted).toBe(true);
});

test('an empty cart says so', async () => {
  const { services, service } = cartServices();
  service.on('GET', COMMERCE_PATHS.cartDetail, envelope([]));
  await mountJourneyPage(services, '/home/payment/cart');
  expect(await screen.findByText('Keranjangmu kosong.')).toBeInTheDocument();
});

const transaction = (n: number): Transaction => ({
  transactionId: `TRX-${n}`,
  invoiceNumber: `INV/${n}`,
  status: 'success',
  totalRupiah: 150000,
  paymentMethod: 'Kartu kredit',
  createdAt: '2026-10-01T00:00:00.000Z',
  expiredAt: null,
  paidAt: '2026-10-01T01:00:00.000Z',
  items: [{ productId: 'PRD-1', productName: 'Kelas 1', priceRupiah: 150000 }],
});

test('S1-3-19 each transaction list is paged with start and length, start 0 and length 10 first', async () => {
  const { services, service, navigate } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.transactionList('success'), (request) => {
    const { start } = request.options?.params as { start: number };
    const all = Array.from({ length: 12 }, (_, i) => transaction(i + 1));
    return envelope({ list: all.slice(start, start + 10), start, length: 10, total: 12, hasMore: start + 10 < 12 });
  });
  await mountJourneyPage(services, '/home/payment/transaction', { status: 'success' });
  expect(await screen.findAllByTestId('transaction')).toHaveLength(10);
  expect(service.requests[0]?.options?.params).toEqual({ start: 0, length: 10 });
  expect(screen.getAllByText('Rp 150.000,-').length).toBeGreaterThan(0);
  await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
  expect(navigate).toHaveBeenCalledWith('/home/payment/transaction?status=success&page=2');
});

test('S1-3-19 the second page asks for start 10', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', COMMERCE_PATHS.transactionList('refund'), envelope({ ...emptyPage(), start: 10 }));
  await mountJourneyPage(services, '/home/payment/transaction', { status: 'refund', page: '2' });
  expect(await screen.findByText('Belum ada transaksi di sini.')).toBeInTheDocument();
  expect(service.requests[0]?.url).toBe(COMMERCE_PATHS.transactionList('refund'));
  expect(service.requests[0]?.options?.params).toEqual({ start: 10, length: 10 });
});
