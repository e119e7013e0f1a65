import { randomUUID } from 'node:crypto';
import type {
  CartItem,
  CommercePage,
  Product,
  ProductType,
  Transaction,
  TransactionLine,
  TransactionStatus,
  WishlistItem,
} from '@klob/shared/api-contract/commerce';
import type { Db } from '../../db/database.js';
import { toStartLengthPage, type StartLengthWindow } from '../../http/start-length-paging.js';

interface ProductRow {
  product_id: string;
  product_type: ProductType;
  product_name: string;
  price_rupiah: number;
  thumbnail_url: string;
}

interface TransactionRow {
  transaction_id: string;
  invoice_number: string;
  status: TransactionStatus;
  total_rupiah: number;
  payment_method: string;
  created_at: string;
  expired_at: string | null;
  paid_at: string | null;
}

interface LineRow {
  transaction_id: string;
  product_id: string;
  product_name: string;
  price_rupiah: number;
}

const toProduct = (row: ProductRow): Product => ({
  productId: row.product_id,
  productType: row.product_type,
  productName: row.product_name,
  priceRupiah: row.price_rupiah,
  thumbnailUrl: row.thumbnail_url,
});

/** How many products the recommendation answers. */
const RECOMMENDATION_LIMIT = 10;

export function createCommerceStore(db: Db, now: () => Date = () => new Date()) {
  const productById = db.prepare<[string], ProductRow>('SELECT * FROM commerce_products WHERE product_id = ?');
  const cartOf = db.prepare<[string], ProductRow & { cart_id: string; added_at: string }>(
    `SELECT p.*, c.cart_id, c.added_at FROM commerce_cart_items c JOIN commerce_products p ON p.product_id = c.product_id
     WHERE c.user_id = ? ORDER BY c.added_at DESC, c.cart_id`,
  );
  const cartItemByProduct = db.prepare<[string, string], { cart_id: string }>(
    'SELECT cart_id FROM commerce_cart_items WHERE user_id = ? AND product_id = ?',
  );
  const insertCart = db.prepare('INSERT INTO commerce_cart_items (cart_id, user_id, product_id, added_at) VALUES (?, ?, ?, ?)');
  const deleteCart = db.prepare('DELETE FROM commerce_cart_items WHERE user_id = ? AND cart_id = ?');
  const wishlistCount = db.prepare<[string], number>('SELECT COUNT(*) FROM commerce_wishlist_items WHERE user_id = ?').pluck();
  const wishlistPage = db.prepare<[string, number, number], ProductRow & { added_at: string }>(
    `SELECT p.*, w.added_at FROM commerce_wishlist_items w JOIN commerce_products p ON p.product_id = w.product_id
     WHERE w.user_id = ? ORDER BY w.added_at DESC, p.product_id LIMIT ? OFFSET ?`,
  );
  const wishlistItem = db.prepare<[string, string], ProductRow & { added_at: string }>(
    `SELECT p.*, w.added_at FROM commerce_wishlist_items w JOIN commerce_products p ON p.product_id = w.product_id
     WHERE w.user_id = ? AND w.product_id = ?`,
  );
  const insertWishlist = db.prepare(
    'INSERT INTO commerce_wishlist_items (user_id, product_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const deleteWishlist = db.prepare('DELETE FROM commerce_wishlist_items WHERE user_id = ? AND product_id = ?');
  const recommendations = db.prepare<[string, string, string, number], ProductRow>(
    `SELECT p.* FROM commerce_products p
     WHERE p.product_id NOT IN (SELECT product_id FROM commerce_cart_items WHERE user_id = ?)
       AND p.product_id NOT IN (SELECT product_id FROM commerce_wishlist_items WHERE user_id = ?)
       AND p.product_id NOT IN (SELECT i.product_id FROM commerce_transaction_items i
                                JOIN commerce_transactions t ON t.transaction_id = i.transaction_id
                                WHERE t.user_id = ? AND t.status = 'success')
     ORDER BY p.price_rupiah, p.product_id LIMIT ?`,
  );
  const transactionCount = db
    .prepare<[string, string], number>('SELECT COUNT(*) FROM commerce_transactions WHERE user_id = ? AND status = ?')
    .pluck();
  const transactionPage = db.prepare<[string, string, number, number], TransactionRow>(
    'SELECT * FROM commerce_transactions WHERE user_id = ? AND status = ? ORDER BY created_at DESC, transaction_id DESC LIMIT ? OFFSET ?',
  );
  const transactionById = db.prepare<[string, string], TransactionRow>(
    'SELECT * FROM commerce_transactions WHERE user_id = ? AND transaction_id = ?',
  );

  function withLines(rows: TransactionRow[]): Transaction[] {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.transaction_id);
    const lines = db
      .prepare<string[], LineRow>(
        `SELECT * FROM commerce_transaction_items WHERE transaction_id IN (${ids.map(() => '?').join(', ')}) ORDER BY product_id`,
      )
      .all(...ids);
    return rows.map((row) => ({
      transactionId: row.transaction_id,
      invoiceNumber: row.invoice_number,
      status: row.status,
      totalRupiah: row.total_rupiah,
      paymentMethod: row.payment_method,
      createdAt: row.created_at,
      expiredAt: row.expired_at,
      paidAt: row.paid_at,
      items: lines
        .filter((line) => line.transaction_id === row.transaction_id)
        .map((line): TransactionLine => ({ productId: line.product_id, productName: line.product_name, priceRupiah: line.price_rupiah })),
    }));
  }

  const cart = (userId: string): CartItem[] =>
    cartOf.all(userId).map((row) => ({ ...toProduct(row), cartId: row.cart_id, addedAt: row.added_at }));

  return {
    productExists: (productId: string) => productById.get(productId) !== undefined,
    cart,
    /** Adds a product once; adding it again answers the item already there. */
    addToCart(userId: string, productId: string): CartItem {
      if (!cartItemByProduct.get(userId, productId)) insertCart.run(`CART-${randomUUID()}`, userId, productId, now().toISOString());
      const cartId = cartItemByProduct.get(userId, productId)!.cart_id;
      return cart(userId).find((item) => item.cartId === cartId)!;
    },
    removeFromCart: (userId: string, cartId: string) => deleteCart.run(userId, cartId).changes > 0,
    wishlist(userId: string, window: StartLengthWindow): CommercePage<WishlistItem> {
      const rows = wishlistPage.all(userId, window.length, window.start);
      return toStartLengthPage(
        rows.map((row) => ({ ...toProduct(row), addedAt: row.added_at })),
        wishlistCount.get(userId) ?? 0,
        window,
      );
    },
    addToWishlist(userId: string, productId: string): WishlistItem {
      insertWishlist.run(userId, productId, now().toISOString());
      const row = wishlistItem.get(userId, productId)!;
      return { ...toProduct(row), addedAt: row.added_at };
    },
    removeFromWishlist: (userId: string, productId: string) => deleteWishlist.run(userId, productId).changes > 0,
    recommendation: (userId: string): Product[] => recommendations.all(userId, userId, userId, RECOMMENDATION_LIMIT).map(toProduct),
    transactions(userId: string, status: TransactionStatus, window: StartLengthWindow): CommercePage<Transaction> {
      return toStartLengthPage(
        withLines(transactionPage.all(userId, status, window.length, window.start)),
        transactionCount.get(userId, status) ?? 0,
        window,
      );
    },
    transaction(userId: string, transactionId: string): Transaction | undefined {
      const row = transactionById.get(userId, transactionId);
      return row && withLines([row])[0];
    },
  };
}

export type CommerceStore = ReturnType<typeof createCommerceStore>;
