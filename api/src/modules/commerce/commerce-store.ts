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
import { getValue, type Sql } from '../../db/sql.js';
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

const PRODUCT_WITH_CART = `SELECT p.*, c.cart_id, c.added_at FROM commerce_cart_items c JOIN commerce_products p ON p.product_id = c.product_id
  WHERE c.user_id = ? ORDER BY c.added_at DESC, c.cart_id`;

export function createCommerceStore(sql: Sql, now: () => Date = () => new Date()) {
  const cartItemByProduct = (userId: string, productId: string) =>
    sql.get<{ cart_id: string }>('SELECT cart_id FROM commerce_cart_items WHERE user_id = ? AND product_id = ?', [userId, productId]);
  const wishlistItem = (userId: string, productId: string) =>
    sql.get<ProductRow & { added_at: string }>(
      `SELECT p.*, w.added_at FROM commerce_wishlist_items w JOIN commerce_products p ON p.product_id = w.product_id
       WHERE w.user_id = ? AND w.product_id = ?`,
      [userId, productId],
    );

  async function withLines(rows: TransactionRow[]): Promise<Transaction[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.transaction_id);
    const lines = await sql.all<LineRow>(
      `SELECT * FROM commerce_transaction_items WHERE transaction_id IN (${ids.map(() => '?').join(', ')}) ORDER BY product_id`,
      ids,
    );
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

  const cart = async (userId: string): Promise<CartItem[]> =>
    (await sql.all<ProductRow & { cart_id: string; added_at: string }>(PRODUCT_WITH_CART, [userId])).map((row) => ({
      ...toProduct(row),
      cartId: row.cart_id,
      addedAt: row.added_at,
    }));

  return {
    productExists: async (productId: string) =>
      (await sql.get('SELECT 1 FROM commerce_products WHERE product_id = ?', [productId])) !== undefined,
    cart,
    /** Adds a product once; adding it again answers the item already there. */
    async addToCart(userId: string, productId: string): Promise<CartItem> {
      if (!(await cartItemByProduct(userId, productId))) {
        await sql.run(
          `INSERT INTO commerce_cart_items (cart_id, user_id, product_id, added_at) VALUES (?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
          [`CART-${randomUUID()}`, userId, productId, now().toISOString()],
        );
      }
      const cartId = (await cartItemByProduct(userId, productId))!.cart_id;
      return (await cart(userId)).find((item) => item.cartId === cartId)!;
    },
    removeFromCart: async (userId: string, cartId: string) =>
      (await sql.run('DELETE FROM commerce_cart_items WHERE user_id = ? AND cart_id = ?', [userId, cartId])).changes > 0,
    async wishlist(userId: string, window: StartLengthWindow): Promise<CommercePage<WishlistItem>> {
      const rows = await sql.all<ProductRow & { added_at: string }>(
        `SELECT p.*, w.added_at FROM commerce_wishlist_items w JOIN commerce_products p ON p.product_id = w.product_id
         WHERE w.user_id = ? ORDER BY w.added_at DESC, p.product_id LIMIT ? OFFSET ?`,
        [userId, window.length, window.start],
      );
      const total = (await getValue<number>(sql, 'SELECT COUNT(*) FROM commerce_wishlist_items WHERE user_id = ?', [userId])) ?? 0;
      return toStartLengthPage(
        rows.map((row) => ({ ...toProduct(row), addedAt: row.added_at })),
        total,
        window,
      );
    },
    async addToWishlist(userId: string, productId: string): Promise<WishlistItem> {
      await sql.run('INSERT INTO commerce_wishlist_items (user_id, product_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
        userId,
        productId,
        now().toISOString(),
      ]);
      const row = (await wishlistItem(userId, productId))!;
      return { ...toProduct(row), addedAt: row.added_at };
    },
    removeFromWishlist: async (userId: string, productId: string) =>
      (await sql.run('DELETE FROM commerce_wishlist_items WHERE user_id = ? AND product_id = ?', [userId, productId])).changes > 0,
    recommendation: async (userId: string): Promise<Product[]> =>
      (
        await sql.all<ProductRow>(
          `SELECT p.* FROM commerce_products p
           WHERE p.product_id NOT IN (SELECT product_id FROM commerce_cart_items WHERE user_id = ?)
             AND p.product_id NOT IN (SELECT product_id FROM commerce_wishlist_items WHERE user_id = ?)
             AND p.product_id NOT IN (SELECT i.product_id FROM commerce_transaction_items i
                                      JOIN commerce_transactions t ON t.transaction_id = i.transaction_id
                                      WHERE t.user_id = ? AND t.status = 'success')
           ORDER BY p.price_rupiah, p.product_id LIMIT ?`,
          [userId, userId, userId, RECOMMENDATION_LIMIT],
        )
      ).map(toProduct),
    async transactions(userId: string, status: TransactionStatus, window: StartLengthWindow): Promise<CommercePage<Transaction>> {
      const rows = await sql.all<TransactionRow>(
        'SELECT * FROM commerce_transactions WHERE user_id = ? AND status = ? ORDER BY created_at DESC, transaction_id DESC LIMIT ? OFFSET ?',
        [userId, status, window.length, window.start],
      );
      const total =
        (await getValue<number>(sql, 'SELECT COUNT(*) FROM commerce_transactions WHERE user_id = ? AND status = ?', [userId, status])) ?? 0;
      return toStartLengthPage(await withLines(rows), total, window);
    },
    async transaction(userId: string, transactionId: string): Promise<Transaction | undefined> {
      const row = await sql.get<TransactionRow>('SELECT * FROM commerce_transactions WHERE user_id = ? AND transaction_id = ?', [
        userId,
        transactionId,
      ]);
      return row && (await withLines([row]))[0];
    },
  };
}

export type CommerceStore = ReturnType<typeof createCommerceStore>;
