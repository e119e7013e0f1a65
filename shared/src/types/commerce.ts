import type { CartItem, CommercePage, Product, Transaction, TransactionStatus, WishlistItem } from '../api-contract/commerce';

export type { TransactionStatus } from '../api-contract/commerce';

/** A list read page by page with start and length (spec 1 §3: start 0, length 10 by default). */
export type PagedList<T> = CommercePage<T>;

/** The commerce state (spec 1 §3). */
export interface CommerceState {
  cartCount: number;
  /** Product ids of the carts ticked for checkout. */
  selectedCarts: string[];
  carts: CartItem[];
  wishlist: WishlistItem[];
  recommendation: Product[];
  transactions: Record<TransactionStatus, PagedList<Transaction>>;
}
