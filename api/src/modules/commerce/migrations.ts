import type { Migration } from '../../db/database.js';

/** Products on sale, each user's cart and wishlist, and their transactions (spec 1 §3 "Commerce state"). */
export const commerceMigrations: Migration[] = [
  {
    id: '080-commerce',
    sql: `
      CREATE TABLE commerce_products (
        product_id TEXT PRIMARY KEY,
        product_type TEXT NOT NULL CHECK (product_type IN ('ensiklobedia-class', 'kaleidosklob-package', 'klobmeter-test')),
        product_name TEXT NOT NULL,
        price_rupiah INTEGER NOT NULL CHECK (price_rupiah >= 0),
        thumbnail_url TEXT NOT NULL
      );
      CREATE TABLE commerce_cart_items (
        cart_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES commerce_products(product_id) ON DELETE CASCADE,
        added_at TEXT NOT NULL,
        UNIQUE (user_id, product_id)
      );
      CREATE TABLE commerce_wishlist_items (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES commerce_products(product_id) ON DELETE CASCADE,
        added_at TEXT NOT NULL,
        PRIMARY KEY (user_id, product_id)
      );
      CREATE TABLE commerce_transactions (
        transaction_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        invoice_number TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'success', 'failed', 'refund')),
        total_rupiah INTEGER NOT NULL CHECK (total_rupiah >= 0),
        payment_method TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expired_at TEXT,
        paid_at TEXT
      );
      CREATE INDEX commerce_transactions_by_user ON commerce_transactions (user_id, status, created_at DESC);
      CREATE TABLE commerce_transaction_items (
        transaction_id TEXT NOT NULL REFERENCES commerce_transactions(transaction_id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES commerce_products(product_id),
        product_name TEXT NOT NULL,
        price_rupiah INTEGER NOT NULL,
        PRIMARY KEY (transaction_id, product_id)
      );
    `,
  },
];
