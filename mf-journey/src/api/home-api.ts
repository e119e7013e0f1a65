import type { HttpClient, QueryParams } from '@klob/shared';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
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
import { PROFILE_PATHS, type ProfileStrength } from '@klob/shared/api-contract/content';
import { type InboxListQuery, type InboxPage, type InboxReadResult } from '@klob/shared/api-contract/inbox';
import { EVENT_PATHS, type EventProject } from '@klob/shared/api-contract/platform';

type Options = { signal?: AbortSignal };

const get = async <T>(client: HttpClient, url: string, params?: object, { signal }: Options = {}) =>
  resultOf(await client.get<Envelope<T>>(url, { params: params as QueryParams, signal }));

/** The signed-in home's calls: inbox lists and read flags, cart, wishlist, transactions, profile strength, events. */
export const homeApi = {
  inboxPage: <Item>(client: HttpClient, listPath: string, query: InboxListQuery, options?: Options) =>
    get<InboxPage<Item>>(client, listPath, query, options),
  inboxDetail: <Item>(client: HttpClient, detailPath: string, id: string, options?: Options) =>
    get<Item>(client, `${detailPath}/${encodeURIComponent(id)}`, undefined, options),
  setInboxRead: async (client: HttpClient, readPath: string, ids: string[], isRead: boolean) =>
    resultOf(await client.post<Envelope<InboxReadResult>>(readPath, { ids, isRead })),
  profileStrength: (client: HttpClient, userId: string, options?: Options) =>
    get<ProfileStrength>(client, PROFILE_PATHS.strength, { userId }, options),
  events: (client: HttpClient, options?: Options) => get<EventProject[]>(client, EVENT_PATHS.projects, undefined, options),
  cart: (client: HttpClient, options?: Options) => get<CartItem[]>(client, COMMERCE_PATHS.cartDetail, undefined, options),
  removeFromCart: async (client: HttpClient, cartId: string) => {
    await client.delete<Envelope<null>>(COMMERCE_PATHS.cartDelete, { params: { cartId } });
  },
  wishlist: (client: HttpClient, query: CommercePageQuery, options?: Options) =>
    get<CommercePage<WishlistItem>>(client, COMMERCE_PATHS.wishlist, query, options),
  addToWishlist: async (client: HttpClient, productId: string) =>
    resultOf(await client.post<Envelope<WishlistItem>>(COMMERCE_PATHS.wishlistAdd, { productId })),
  addToCart: async (client: HttpClient, productId: string) =>
    resultOf(await client.post<Envelope<CartItem>>(COMMERCE_PATHS.cartAdd, { productId })),
  recommendation: (client: HttpClient, options?: Options) => get<Product[]>(client, COMMERCE_PATHS.recommendation, undefined, options),
  transactions: (client: HttpClient, status: TransactionStatus, query: CommercePageQuery, options?: Options) =>
    get<CommercePage<Transaction>>(client, `${COMMERCE_PATHS.transactionList}/${status}`, query, options),
};

/** Checkout and the card provider's sandbox (issue 14). */
export const checkoutApi = {
  checkout: async (client: HttpClient, cartIds: string[]) =>
    resultOf(await client.post<Envelope<Transaction>>(COMMERCE_PATHS.checkout, { cartIds })),
  charge: async (client: HttpClient, transactionId: string, cardToken: string) =>
    resultOf(await client.post<Envelope<Transaction>>(COMMERCE_PATHS.sandboxCharge, { transactionId, cardToken })),
};
