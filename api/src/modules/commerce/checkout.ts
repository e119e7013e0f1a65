import crypto from 'node:crypto';
import { INVOICE_ALREADY_EXIST, SANDBOX_CARDS } from '@klob/shared/api-contract/commerce';
import type { Sql } from '../../db/sql.js';
import { HttpError } from '../../http/errors.js';

/** How long a checkout waits for its payment. */
const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SANDBOX_PAYMENT_METHOD = 'Kartu Kredit (sandbox)';
const TOKEN_PREFIX = 'sbx_';

/** The card provider's sandbox script (spec 1 §2.9): tokenize() turns a test card into the token the api charges. */
export const SANDBOX_SCRIPT = `(function () {
  window.KlobSandboxCard = {
    tokenize: function (card) {
      var number = String(card.number || '').replace(/\\s+/g, '');
      if (!/^\\d{16}$/.test(number) || !/^\\d{2}\\/\\d{2}$/.test(card.expiry || '') || !/^\\d{3}$/.test(card.cvc || '')) {
        return Promise.reject(new Error('invalid card'));
      }
      return Promise.resolve('${TOKEN_PREFIX}' + number);
    }
  };
})();
`;

/** Creates a waiting transaction of the user's cart items and takes them out of the cart, all in one transaction. */
export function checkout(
  sql: Sql,
  userId: string,
  cartIds: readonly string[],
  now: Date,
): Promise<{ missing: string[] } | { transactionId: string }> {
  const unique = [...new Set(cartIds)];
  return sql.transaction(async (tx) => {
    const rows = await tx.all<{ cart_id: string; product_id: string; product_name: string; price_rupiah: number }>(
      `SELECT c.cart_id, p.product_id, p.product_name, p.price_rupiah FROM commerce_cart_items c
       JOIN commerce_products p ON p.product_id = c.product_id WHERE c.user_id = ? AND c.cart_id IN (${unique.map(() => '?').join(', ')})`,
      [userId, ...unique],
    );
    if (rows.length !== unique.length) return { missing: unique.filter((id) => !rows.some((row) => row.cart_id === id)) };
    const waiting = await tx.get(
      `SELECT 1 FROM commerce_transaction_items i JOIN commerce_transactions t ON t.transaction_id = i.transaction_id
       WHERE t.user_id = ? AND t.status = 'waiting' AND i.product_id IN (${rows.map(() => '?').join(', ')})`,
      [userId, ...rows.map((row) => row.product_id)],
    );
    if (waiting) throw new HttpError(422, INVOICE_ALREADY_EXIST, INVOICE_ALREADY_EXIST);
    const transactionId = `TRX-${crypto.randomUUID()}`;
    const invoiceNumber = `INV/KLOB/${now.getUTCFullYear()}/${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    await tx.run(
      `INSERT INTO commerce_transactions (transaction_id, user_id, invoice_number, status, total_rupiah, payment_method, created_at, expired_at, paid_at)
       VALUES (?, ?, ?, 'waiting', ?, ?, ?, ?, NULL)`,
      [
        transactionId,
        userId,
        invoiceNumber,
        rows.reduce((sum, row) => sum + row.price_rupiah, 0),
        SANDBOX_PAYMENT_METHOD,
        now.toISOString(),
        new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
      ],
    );
    for (const row of rows) {
      await tx.run('INSERT INTO commerce_transaction_items (transaction_id, product_id, product_name, price_rupiah) VALUES (?, ?, ?, ?)', [
        transactionId,
        row.product_id,
        row.product_name,
        row.price_rupiah,
      ]);
      await tx.run('DELETE FROM commerce_cart_items WHERE user_id = ? AND cart_id = ?', [userId, row.cart_id]);
    }
    return { transactionId };
  });
}

/** The sandbox charge: a waiting transaction is paid with the paid test card, failed with any other card. */
export async function sandboxCharge(
  sql: Sql,
  userId: string,
  transactionId: string,
  cardToken: string,
  now: Date,
): Promise<'paid' | 'declined' | 'not-found' | 'not-waiting' | 'expired' | 'bad-token'> {
  const row = await sql.get<{ status: string; expired_at: string | null }>(
    'SELECT status, expired_at FROM commerce_transactions WHERE user_id = ? AND transaction_id = ?',
    [userId, transactionId],
  );
  if (!row) return 'not-found';
  if (row.status !== 'waiting') return 'not-waiting';
  if (row.expired_at !== null && Date.parse(row.expired_at) <= now.getTime()) return 'expired';
  if (!cardToken.startsWith(TOKEN_PREFIX)) return 'bad-token';
  const paid = cardToken.slice(TOKEN_PREFIX.length) === SANDBOX_CARDS.paid;
  // Only a transaction still waiting changes: two charges at once pay it once.
  const { changes } = await sql.run(
    "UPDATE commerce_transactions SET status = ?, paid_at = ? WHERE transaction_id = ? AND status = 'waiting'",
    [paid ? 'success' : 'failed', paid ? now.toISOString() : null, transactionId],
  );
  if (changes === 0) return 'not-waiting';
  return paid ? 'paid' : 'declined';
}
