/**
 * Request and response shapes of the commerce calls (api area 080): the cart
 * (spec 2 §7: its length is the header's cart count), the wishlist, recommendations
 * and the transaction lists for waiting, success, failed and refund (spec 1 §3
 * "Commerce state", §9). Every answer is wrapped in the envelope
 * `{ status, message, result }`; the types below describe `result`. Every call
 * needs a signed-in user and answers only that user's items.
 */

import { routePath } from './route-path';

/** spec 1 §9: transaction lists are paged with start 0 and length 10 by default. */
export const TRANSACTION_PAGE_START = 0;
export const TRANSACTION_PAGE_LENGTH = 10;
export const COMMERCE_PAGE_MAX_LENGTH = 100;

export const TRANSACTION_STATUSES = ['waiting', 'success', 'failed', 'refund'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PRODUCT_TYPES = ['ensiklobedia-class', 'kaleidosklob-package', 'klobmeter-test'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const COMMERCE_PATHS = {
  /** S2-7-16: result is the cart list. */
  cartDetail: '/rest/page/ensiklobedia/detail/cart/detail',
  cartAdd: '/rest/page/ensiklobedia/detail/cart/add',
  /** ?cartId= */
  cartDelete: '/rest/page/ensiklobedia/detail/cart/delete',
  wishlist: '/rest/page/ensiklobedia/wishlist',
  wishlistAdd: '/rest/page/ensiklobedia/wishlist/add',
  /** ?productId= */
  wishlistDelete: '/rest/page/ensiklobedia/wishlist/delete',
  recommendation: '/rest/page/ensiklobedia/recommendation',
  transactionList: routePath('/rest/page/payment/transaction/list/:status'),
  transactionDetail: routePath('/rest/page/payment/transaction/detail/:transactionId'),
  /** POST {@link CheckoutBody}: a waiting transaction of the chosen cart items; 422 INVOICE_ALREADY_EXIST (spec 1 §8.1). */
  checkout: '/rest/page/payment/checkout',
  /** POST {@link SandboxChargeBody}: the local sandbox of the card provider completes a waiting transaction. */
  sandboxCharge: '/rest/page/payment/sandbox/charge',
  /** The card provider's sandbox script (spec 1 §2.9), loaded only where a payment is made. */
  sandboxScript: '/rest/open/payment/sandbox/card-provider.js',
} as const;

/** spec 1 §8.1: the message (and code) of a checkout whose items already wait for payment. */
export const INVOICE_ALREADY_EXIST = 'INVOICE_ALREADY_EXIST';
/** `code` of a charge of a transaction whose payment time (`expiredAt`) is over: 400, the client checks out again. */
export const TRANSACTION_EXPIRED = 'TRANSACTION_EXPIRED';
export const CHECKOUT_MAX_ITEMS = 50;

export interface CheckoutBody {
  cartIds: string[];
}

/** Card numbers of the sandbox: the first is paid, the second declined. */
export const SANDBOX_CARDS = { paid: '4111111111111111', declined: '4000000000000002' } as const;

export interface SandboxChargeBody {
  transactionId: string;
  /** What the sandbox script's tokenize() answered for the card. */
  cardToken: string;
}

/** What the sandbox script puts on window. */
export interface SandboxCardProvider {
  tokenize(card: { number: string; expiry: string; cvc: string }): Promise<string>;
}

export interface Product {
  productId: string;
  productType: ProductType;
  productName: string;
  /** Rupiah. */
  priceRupiah: number;
  thumbnailUrl: string;
}

export interface CartItem extends Product {
  cartId: string;
  /** ISO timestamp. */
  addedAt: string;
}

export interface WishlistItem extends Product {
  addedAt: string;
}

/** Body of cart/add and wishlist/add. Adding what is already there answers the existing item. */
export interface ProductRef {
  productId: string;
}

export interface CartDeleteQuery {
  cartId: string;
}
export interface WishlistDeleteQuery {
  productId: string;
}

export interface CommercePageQuery {
  /** Default TRANSACTION_PAGE_START. */
  start?: number;
  /** Default TRANSACTION_PAGE_LENGTH, at most COMMERCE_PAGE_MAX_LENGTH. */
  length?: number;
}

export interface CommercePage<T> {
  list: T[];
  start: number;
  length: number;
  total: number;
  hasMore: boolean;
}

export interface TransactionLine {
  productId: string;
  productName: string;
  priceRupiah: number;
}

export interface Transaction {
  transactionId: string;
  invoiceNumber: string;
  status: TransactionStatus;
  totalRupiah: number;
  paymentMethod: string;
  /** ISO timestamps. */
  createdAt: string;
  /** Waiting transactions: when the payment window closes; otherwise null. */
  expiredAt: string | null;
  /** Success and refund transactions: when it was paid; otherwise null. */
  paidAt: string | null;
  items: TransactionLine[];
}
