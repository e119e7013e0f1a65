import type { FastifyInstance } from 'fastify';
import {
  COMMERCE_PATHS as P,
  type CartItem,
  type CommercePage,
  type Product,
  type Transaction,
  type WishlistItem,
} from '@klob/shared/api-contract/commerce';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import type { CommerceStore } from './commerce-store.js';
import { pageWindow } from './paging.js';
import {
  CartDeleteQuerySchema,
  PageQuerySchema,
  ProductRefSchema,
  TransactionListParamsSchema,
  TransactionParamsSchema,
  WishlistDeleteQuerySchema,
  type CartDeleteQueryParams,
  type PageQuery,
  type ProductRefBody,
  type TransactionListParams,
  type TransactionParams,
  type WishlistDeleteQueryParams,
} from './schemas.js';

export function registerCommerceRoutes(app: FastifyInstance, ctx: ApiContext, store: CommerceStore): void {
  const preHandler = ctx.guards.requireUser;
  const userOf = (request: { user?: { userId: string } }) => request.user!.userId;
  const requireProduct = (productId: string) => {
    if (!store.productExists(productId)) throw notFound(`No product ${productId}`);
  };

  // S2-7-16: the cart list; its length is the header's cart count (S2-7-17).
  app.get(P.cartDetail, { preHandler }, async (request) => ok<CartItem[]>(store.cart(userOf(request))));

  app.post<{ Body: ProductRefBody }>(P.cartAdd, { schema: { body: ProductRefSchema }, preHandler }, async (request) => {
    requireProduct(request.body.productId);
    return ok<CartItem>(store.addToCart(userOf(request), request.body.productId));
  });

  app.delete<{ Querystring: CartDeleteQueryParams }>(
    P.cartDelete,
    { schema: { querystring: CartDeleteQuerySchema }, preHandler },
    async (request) => {
      if (!store.removeFromCart(userOf(request), request.query.cartId)) throw notFound(`No cart item ${request.query.cartId}`);
      return ok(null);
    },
  );

  app.get<{ Querystring: PageQuery }>(P.wishlist, { schema: { querystring: PageQuerySchema }, preHandler }, async (request) =>
    ok<CommercePage<WishlistItem>>(store.wishlist(userOf(request), pageWindow(request.query))),
  );

  app.post<{ Body: ProductRefBody }>(P.wishlistAdd, { schema: { body: ProductRefSchema }, preHandler }, async (request) => {
    requireProduct(request.body.productId);
    return ok<WishlistItem>(store.addToWishlist(userOf(request), request.body.productId));
  });

  app.delete<{ Querystring: WishlistDeleteQueryParams }>(
    P.wishlistDelete,
    { schema: { querystring: WishlistDeleteQuerySchema }, preHandler },
    async (request) => {
      if (!store.removeFromWishlist(userOf(request), request.query.productId))
        throw notFound(`No wishlist item ${request.query.productId}`);
      return ok(null);
    },
  );

  app.get(P.recommendation, { preHandler }, async (request) => ok<Product[]>(store.recommendation(userOf(request))));

  // spec 1 §3 / §9: waiting, success, failed and refund lists, paged by start and length.
  app.get<{ Params: TransactionListParams; Querystring: PageQuery }>(
    `${P.transactionList}/:status`,
    { schema: { params: TransactionListParamsSchema, querystring: PageQuerySchema }, preHandler },
    async (request) => ok<CommercePage<Transaction>>(store.transactions(userOf(request), request.params.status, pageWindow(request.query))),
  );

  app.get<{ Params: TransactionParams }>(
    `${P.transactionDetail}/:transactionId`,
    { schema: { params: TransactionParamsSchema }, preHandler },
    async (request) => {
      const transaction = store.transaction(userOf(request), request.params.transactionId);
      if (!transaction) throw notFound(`No transaction ${request.params.transactionId}`);
      return ok<Transaction>(transaction);
    },
  );
}
