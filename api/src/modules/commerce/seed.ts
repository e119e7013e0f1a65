import type { Sql } from '../../db/sql.js';
import { DEMO_COMMERCE_STEP_MS, PAYMENT_WINDOW_MS, demoCart, demoProducts, demoTransactions, demoWishlist } from './demo-data.js';

const pad = (index: number) => String(index + 1).padStart(4, '0');

/** The demo shop, dated back from `now` (the moment of seeding): carts of the last days, invoices still payable. */
export async function seedCommerce(sql: Sql, now: number = Date.now()): Promise<void> {
  const at = (index: number) => new Date(now - (index + 1) * DEMO_COMMERCE_STEP_MS);
  const insertProduct =
    'INSERT INTO commerce_products (product_id, product_type, product_name, price_rupiah, thumbnail_url) VALUES (@productId, @productType, @productName, @priceRupiah, @thumbnailUrl)';
  for (const product of demoProducts) await sql.run(insertProduct, product);
  const priceOf = new Map(demoProducts.map((product) => [product.productId, product]));

  const insertCart = 'INSERT INTO commerce_cart_items (cart_id, user_id, product_id, added_at) VALUES (?, ?, ?, ?)';
  let cartIndex = 0;
  for (const { userId, productIds } of demoCart) {
    for (const productId of productIds) {
      await sql.run(insertCart, [`CART-${pad(cartIndex)}`, userId, productId, at(cartIndex).toISOString()]);
      cartIndex += 1;
    }
  }
  for (const { userId, productIds } of demoWishlist) {
    for (const [index, productId] of productIds.entries()) {
      await sql.run('INSERT INTO commerce_wishlist_items (user_id, product_id, added_at) VALUES (?, ?, ?)', [
        userId,
        productId,
        at(index).toISOString(),
      ]);
    }
  }

  const insertTransaction = `INSERT INTO commerce_transactions (transaction_id, user_id, invoice_number, status, total_rupiah, payment_method, created_at, expired_at, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  const insertLine = 'INSERT INTO commerce_transaction_items (transaction_id, product_id, product_name, price_rupiah) VALUES (?, ?, ?, ?)';
  for (const [index, seed] of demoTransactions.entries()) {
    const transactionId = `TRX-${pad(index)}`;
    const createdAt = new Date(now - seed.ageMs);
    const products = seed.productIds.map((productId) => priceOf.get(productId)!);
    const total = products.reduce((sum, product) => sum + product.priceRupiah, 0);
    const expiredAt = seed.status === 'waiting' ? new Date(createdAt.getTime() + PAYMENT_WINDOW_MS).toISOString() : null;
    const paidAt = seed.status === 'success' || seed.status === 'refund' ? createdAt.toISOString() : null;
    await sql.run(insertTransaction, [
      transactionId,
      seed.userId,
      `INV/KLOB/${createdAt.getUTCFullYear()}/${pad(index)}`,
      seed.status,
      total,
      seed.paymentMethod,
      createdAt.toISOString(),
      expiredAt,
      paidAt,
    ]);
    for (const product of products) await sql.run(insertLine, [transactionId, product.productId, product.productName, product.priceRupiah]);
  }
}
