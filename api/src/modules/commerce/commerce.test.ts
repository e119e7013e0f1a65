import {
  COMMERCE_PATHS as P,
  TRANSACTION_PAGE_LENGTH,
  TRANSACTION_PAGE_START,
  TRANSACTION_STATUSES,
  type CartItem,
  type CommercePage,
  type Product,
  type Transaction,
  type WishlistItem,
} from '@klob/shared/api-contract/commerce';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount, type HttpMethod } from '../../testing/index.js';

const running = setUpTestApi();

const call = <T>(method: HttpMethod, path: string, body?: unknown, as: DemoAccount = demoKlobber) =>
  running.call<T>(method, path, { body, as });
const cart = (as: DemoAccount = demoKlobber) => call<CartItem[]>('GET', P.cartDetail, undefined, as);

describe('cart', () => {
  test('S2-7-16 cart/detail answers a result list: three seeded items for the demo klobber', async () => {
    const answer = await cart();
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    expect(answer.body.result).toHaveLength(3);
    expect(answer.body.result[0]).toEqual({
      cartId: expect.any(String),
      productId: expect.any(String),
      productType: expect.any(String),
      productName: expect.any(String),
      priceRupiah: expect.any(Number),
      thumbnailUrl: expect.any(String),
      addedAt: expect.any(String),
    });
    expect((await cart(demoHr)).body.result).toHaveLength(1);
  });

  test('S2-7-17 api side: adding and removing items changes the list length the cart count is read from', async () => {
    const added = await call<CartItem>('POST', P.cartAdd, { productId: 'PRD-ENS-004' }, demoHr);
    expect(added.httpStatus).toBe(200);
    expect((await cart(demoHr)).body.result).toHaveLength(2);
    const again = await call<CartItem>('POST', P.cartAdd, { productId: 'PRD-ENS-004' }, demoHr);
    expect(again.body.result.cartId).toBe(added.body.result.cartId);
    expect((await cart(demoHr)).body.result).toHaveLength(2);
    expect((await call('DELETE', `${P.cartDelete}?cartId=${added.body.result.cartId}`, undefined, demoHr)).httpStatus).toBe(200);
    expect((await cart(demoHr)).body.result).toHaveLength(1);
  });

  test("404 for an unknown product or cart item (someone else's too); 400 naming the field; 401/403 without a valid user", async () => {
    expect((await call('POST', P.cartAdd, { productId: 'PRD-NOPE' })).httpStatus).toBe(404);
    const klobberCartId = (await cart()).body.result[0]!.cartId;
    expect((await call('DELETE', `${P.cartDelete}?cartId=${klobberCartId}`, undefined, demoHr)).httpStatus).toBe(404);
    expect((await cart()).body.result).toHaveLength(3);
    const missing = await call('POST', P.cartAdd, {});
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('productId');
    expect((await call('DELETE', P.cartDelete)).body.message).toContain('cartId');
    expect((await running.call('GET', P.cartDetail)).httpStatus).toBe(401);
    expect((await running.call('GET', P.cartDetail, { as: INVALID_TOKEN })).httpStatus).toBe(403);
    expect((await running.call('POST', P.cartAdd, { body: { productId: 'PRD-ENS-004' } })).httpStatus).toBe(401);
  });
});

describe('wishlist and recommendation', () => {
  test('the wishlist is paged; items can be added and removed; 404 for unknown ones', async () => {
    const wishlist = await call<CommercePage<WishlistItem>>('GET', P.wishlist);
    expect(wishlist.body.result).toMatchObject({
      start: TRANSACTION_PAGE_START,
      length: TRANSACTION_PAGE_LENGTH,
      total: 2,
      hasMore: false,
    });
    expect((await call('POST', P.wishlistAdd, { productId: 'PRD-KLM-002' })).httpStatus).toBe(200);
    const firstPage = (await call<CommercePage<WishlistItem>>('GET', `${P.wishlist}?length=2`)).body.result;
    expect(firstPage).toMatchObject({ total: 3, hasMore: true });
    expect(firstPage.list).toHaveLength(2);
    expect((await call('DELETE', `${P.wishlistDelete}?productId=PRD-KLM-002`)).httpStatus).toBe(200);
    expect((await call('DELETE', `${P.wishlistDelete}?productId=PRD-KLM-002`)).httpStatus).toBe(404);
    expect((await call('POST', P.wishlistAdd, { productId: 'PRD-NOPE' })).httpStatus).toBe(404);
    expect((await running.call('GET', P.wishlist)).httpStatus).toBe(401);
  });

  test('recommendations leave out what is in the cart, the wishlist or already bought', async () => {
    const recommended = (await call<Product[]>('GET', P.recommendation)).body.result.map((product) => product.productId);
    const inCart = (await cart()).body.result.map((item) => item.productId);
    expect(recommended.some((id) => inCart.includes(id) || id === 'PRD-ENS-002' || id === 'PRD-KAL-002')).toBe(false);
    expect((await running.call('GET', P.recommendation)).httpStatus).toBe(401);
  });
});

describe('transactions', () => {
  const list = (status: string, query = '', as: DemoAccount = demoKlobber) =>
    call<CommercePage<Transaction>>('GET', `${P.transactionList(status)}${query}`, undefined, as);

  test('S1-3-18 S1-3-19 S1-9-10 each of waiting, success, failed and refund is listed, paged from start 0 with length 10 by default', async () => {
    const totals: Record<string, number> = {};
    for (const status of TRANSACTION_STATUSES) {
      const page = (await list(status)).body.result;
      expect(page.start).toBe(TRANSACTION_PAGE_START);
      expect(page.length).toBe(TRANSACTION_PAGE_LENGTH);
      expect(page.list.every((transaction) => transaction.status === status)).toBe(true);
      totals[status] = page.total;
    }
    expect(totals).toEqual({ waiting: 2, success: 12, failed: 1, refund: 1 });
    const success = (await list('success')).body.result;
    expect(success.list).toHaveLength(TRANSACTION_PAGE_LENGTH);
    expect(success.hasMore).toBe(true);
    const rest = (await list('success', '?start=10&length=10')).body.result;
    expect(rest.list).toHaveLength(2);
    expect(rest.hasMore).toBe(false);
    expect(new Set([...success.list, ...rest.list].map((transaction) => transaction.transactionId)).size).toBe(12);
  });

  test('a transaction carries its lines, total and payment window', async () => {
    const waiting = (await list('waiting')).body.result.list;
    const two = waiting.find((transaction) => transaction.items.length === 2)!;
    expect(two.totalRupiah).toBe(two.items.reduce((sum, line) => sum + line.priceRupiah, 0));
    expect(two.expiredAt).not.toBeNull();
    expect(two.paidAt).toBeNull();
    const detail = await call<Transaction>('GET', P.transactionDetail(two.transactionId));
    expect(detail.body.result).toEqual(two);
  });

  test('400 naming an unknown status or bad paging; 404 for an unknown or foreign transaction; 401 signed out', async () => {
    const badStatus = await list('pending');
    expect(badStatus.httpStatus).toBe(400);
    expect(badStatus.body.message).toContain('status');
    expect((await list('success', '?length=0')).body.message).toContain('length');
    expect((await list('success', '?start=-5')).body.message).toContain('start');
    const klobberTransaction = (await list('failed')).body.result.list[0]!.transactionId;
    expect((await call('GET', P.transactionDetail(klobberTransaction), undefined, demoHr)).httpStatus).toBe(404);
    expect((await call('GET', P.transactionDetail('TRX-NOPE'))).httpStatus).toBe(404);
    expect((await list('success', '', demoHr)).body.result.total).toBe(0);
    expect((await running.call('GET', P.transactionList('success'))).httpStatus).toBe(401);
  });
});
