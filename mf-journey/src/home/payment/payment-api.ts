import type { HttpClient } from '@klob/shared';
import {
  COMMERCE_PATHS,
  type CartItem,
  type CommercePage,
  type CommercePageQuery,
  type Product,
  type Transaction,
  type TransactionStatus,
  type WishlistItem,
} from '@klob/shared/api-contract/commerce';
import { getResult, resultOf, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The payment pages' calls (issue 14): cart, wishlist, recommendations, transactions, checkout and the card sandbox. */
export const paymentApi = {
  cart: (client: HttpClient, options?: CallOptions) => getResult<CartItem[]>(client, COMMERCE_PATHS.cartDetail, undefined, options),
  removeFromCart: async (client: HttpClient, cartId: string, options?: CallOptions) => {
    await client.delete<Envelope<null>>(COMMERCE_PATHS.cartDelete, { ...options, params: { cartId } });
  },
  wishlist: (client: HttpClient, query: CommercePageQuery, options?: CallOptions) =>
    getResult<CommercePage<WishlistItem>>(client, COMMERCE_PATHS.wishlist, query, options),
  addToWishlist: async (client: HttpClient, productId: string, options?: CallOptions) =>
    resultOf(await client.post<Envelope<WishlistItem>>(COMMERCE_PATHS.wishlistAdd, { productId }, options)),
  addToCart: async (client: HttpClient, productId: string, options?: CallOptions) =>
    resultOf(await client.post<Envelope<CartItem>>(COMMERCE_PATHS.cartAdd, { productId }, options)),
  recommendation: (client: HttpClient, options?: CallOptions) =>
    getResult<Product[]>(client, COMMERCE_PATHS.recommendation, undefined, options),
  transactions: (client: HttpClient, status: TransactionStatus, query: CommercePageQuery, options?: CallOptions) =>
    getResult<CommercePage<Transaction>>(client, COMMERCE_PATHS.transactionList(status), query, options),
  checkout: async (client: HttpClient, cartIds: string[], options?: CallOptions) =>
    resultOf(await client.post<Envelope<Transaction>>(COMMERCE_PATHS.checkout, { cartIds }, options)),
  charge: async (client: HttpClient, transactionId: string, cardToken: string, options?: CallOptions) =>
    resultOf(await client.post<Envelope<Transaction>>(COMMERCE_PATHS.sandboxCharge, { transactionId, cardToken }, options)),
};
