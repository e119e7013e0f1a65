import {
  COMMERCE_PATHS as P,
  INVOICE_ALREADY_EXIST,
  SANDBOX_CARDS,
  TRANSACTION_EXPIRED,
  type CartItem,
  type Transaction,
} from '@klob/shared/api-contract/commerce';
import { EVENT_PATHS, type EventProject } from '@klob/shared/api-contract/platform';
import { API_START_TIMEOUT_MS, callApi, demoHr, demoKlobber, setUpTestApi, startTestApi, type DemoAccount } from '../../testing/index.js';

const running = setUpTestApi();
const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, as: DemoAccount | null = demoKlobber) =>
  running.call<T>(method, path, { body, as: as ?? undefined });

async function addToCart(productId: string, as: DemoAccount = demoKlobber): Promise<CartItem> {
  return (await call<CartItem>('POST', P.cartAdd, { productId }, as)).body.result as CartItem;
}

describe('checkout and the sandbox charge (issue 14)', () => {
  test('checkout makes a waiting transaction of the chosen items; the same items again answer 422 INVOICE_ALREADY_EXIST', async () => {
    const item = await addToCart('PRD-KAL-002');
    const answer = await call<Transaction>('POST', P.checkout, { cartIds: [item.cartId] });
    expect(answer.httpStatus).toBe(200);
    const transaction = answer.body.result as Transaction;
    expect(transaction).toMatchObject({ status: 'waiting', totalRupiah: 1250000, items: [{ productId: 'PRD-KAL-002' }] });
    const cart = (await call<CartItem[]>('GET', P.cartDetail)).body.result as CartItem[];
    expect(cart.some((line) => line.cartId === item.cartId)).toBe(false);

    const again = await addToCart('PRD-KAL-002');
    const duplicate = await call('POST', P.checkout, { cartIds: [again.cartId] });
    expect(duplicate.httpStatus).toBe(422);
    expect(duplicate.body.message).toBe(INVOICE_ALREADY_EXIST);
  });

  test('the sandbox pays a waiting transaction with the paid test card and declines another card', async () => {
    const paidItem = await addToCart('PRD-KLM-001', demoHr);
    const paid = (await call<Transaction>('POST', P.checkout, { cartIds: [paidItem.cartId] }, demoHr)).body.result as Transaction;
    const charged = await call<Transaction>(
      'POST',
      P.sandboxCharge,
      { transactionId: paid.transactionId, cardToken: `sbx_${SANDBOX_CARDS.paid}` },
      demoHr,
    );
    expect(charged.body.result).toMatchObject({ status: 'success' });
    expect(
      (await call('POST', P.sandboxCharge, { transactionId: paid.transactionId, cardToken: `sbx_${SANDBOX_CARDS.paid}` }, demoHr))
        .httpStatus,
    ).toBe(400);

    const declinedItem = await addToCart('PRD-KLM-002', demoHr);
    const declined = (await call<Transaction>('POST', P.checkout, { cartIds: [declinedItem.cartId] }, demoHr)).body.result as Transaction;
    const failed = await call<Transaction>(
      'POST',
      P.sandboxCharge,
      { transactionId: declined.transactionId, cardToken: `sbx_${SANDBOX_CARDS.declined}` },
      demoHr,
    );
    expect(failed.body.result).toMatchObject({ status: 'failed' });
  });

  test("an event's package (its projectPackage code) goes into the cart and is paid like any product", async () => {
    const events = (await call<EventProject[]>('GET', EVENT_PATHS.projects, undefined, null)).body.result as EventProject[];
    const eventPackage = events.find((event) => event.projectPackage)!.projectPackage!;
    const item = await addToCart(eventPackage.packageCode, demoHr);
    expect(item).toMatchObject({ productName: eventPackage.packageName, priceRupiah: eventPackage.priceRupiah });
    const waiting = (await call<Transaction>('POST', P.checkout, { cartIds: [item.cartId] }, demoHr)).body.result as Transaction;
    const paid = await call<Transaction>(
      'POST',
      P.sandboxCharge,
      { transactionId: waiting.transactionId, cardToken: `sbx_${SANDBOX_CARDS.paid}` },
      demoHr,
    );
    expect(paid.body.result).toMatchObject({ status: 'success', totalRupiah: eventPackage.priceRupiah });
  });

  test("someone else's cart items answer 404, a bad body 400, no token 401; the sandbox script is served", async () => {
    const hrItem = await addToCart('PRD-ENS-002', demoHr);
    expect((await call('POST', P.checkout, { cartIds: [hrItem.cartId] })).httpStatus).toBe(404);
    expect((await call('POST', P.checkout, { cartIds: [] })).httpStatus).toBe(400);
    expect((await call('POST', P.checkout, { cartIds: ['x'] }, null)).httpStatus).toBe(401);
    const script = await fetch(`${running.baseUrl}${P.sandboxScript}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('KlobSandboxCard');
  });
});

describe('the sandbox card in production (issue 22, point 4)', () => {
  test('an order whose payment time is over is refused with 400 TRANSACTION_EXPIRED and stays waiting', async () => {
    const item = await addToCart('PRD-ENS-003', demoHr);
    const waiting = (await call<Transaction>('POST', P.checkout, { cartIds: [item.cartId] }, demoHr)).body.result as Transaction;
    await running.api.ctx.sql.run('UPDATE commerce_transactions SET expired_at = ? WHERE transaction_id = ?', [
      new Date(Date.now() - 1000).toISOString(),
      waiting.transactionId,
    ]);
    const charged = await call(
      'POST',
      P.sandboxCharge,
      { transactionId: waiting.transactionId, cardToken: `sbx_${SANDBOX_CARDS.paid}` },
      demoHr,
    );
    expect(charged.httpStatus).toBe(400);
    expect(charged.body).toMatchObject({ code: TRANSACTION_EXPIRED, message: expect.stringMatching(/expired/) });
    const after = await call<Transaction>('GET', P.transactionDetail(waiting.transactionId), undefined, demoHr);
    expect(after.body.result).toMatchObject({ status: 'waiting' });
  });

  test(
    'in production without PAYMENT_PROVIDER the sandbox charge and its script do not exist; PAYMENT_PROVIDER=sandbox brings them',
    async () => {
      for (const paymentProvider of [null, 'sandbox'] as const) {
        const production = await startTestApi({ config: { production: true, devMailbox: false, paymentProvider } });
        try {
          // Without a token: a charge route that exists asks for one (401), one that does not answers 404.
          const charge = await callApi(production, 'POST', P.sandboxCharge, { body: { transactionId: 'TRX-NONE', cardToken: 'sbx_1' } });
          expect(charge.httpStatus).toBe(paymentProvider ? 401 : 404);
          expect((await fetch(`${production.baseUrl}${P.sandboxScript}`)).status).toBe(paymentProvider ? 200 : 404);
        } finally {
          await production.stop();
        }
      }
    },
    2 * API_START_TIMEOUT_MS,
  );
});
