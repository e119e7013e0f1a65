import type { FastifyInstance } from 'fastify';
import {
  COMMERCE_PATHS as P,
  TRANSACTION_PAGE_LENGTH,
  TRANSACTION_PAGE_START,
  type CartItem,
  type CommercePage,
  type Product,
  type Transaction,
  type WishlistItem,
} from '@klob/shared/api-contract/commerce';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type, type Static } from '@sinclair/typebox';
import { CHECKOUT_MAX_ITEMS, TRANSACTION_EXPIRED } from '@klob/shared/api-contract/commerce';
import { SANDBOX_SCRIPT, checkout, sandboxCharge } from './checkout.js';
import { startLengthWindow } from '../../http/start-length-paging.js';
import type { ApiContext } from '../module.js';
import type { CommerceStore } from './commerce-store.js';
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

/** spec 1 §9: start 0 and length 10 unless the client asks otherwise. */
const pageWindow = (query: PageQuery) => startLengthWindow(query, { start: TRANSACTION_PAGE_START, length: TRANSACTION_PAGE_LENGTH });

export function registerCommerceRoutes(app: FastifyInstance, ctx: ApiContext, store: CommerceStore): void {
  const preHandler = ctx.guards.requireUser;
  const requireProduct = async (productId: string) => {
    if (!(await store.productExists(productId))) throw notFound(`No product ${productId}`);
  };

  // S2-7-16: the cart list; its length is the header's cart count (S2-7-17).
  app.get(P.cartDetail, { preHandler }, async (request) => ok<CartItem[]>(await store.cart(signedInUser(request).userId)));

  app.post<{ Body: ProductRefBody }>(P.cartAdd, { schema: { body: ProductRefSchema }, preHandler }, async (request) => {
    await requireProduct(request.body.productId);
    return ok<CartItem>(await store.addToCart(signedInUser(request).userId, request.body.productId));
  });

  app.delete<{ Querystring: CartDeleteQueryParams }>(
    P.cartDelete,
    { schema: { querystring: CartDeleteQuerySchema }, preHandler },
    async (request) => {
      if (!(await store.removeFromCart(signedInUser(request).userId, request.query.cartId)))
        throw notFound(`No cart item ${request.query.cartId}`);
      return ok(null);
    },
  );

  app.get<{ Querystring: PageQuery }>(P.wishlist, { schema: { querystring: PageQuerySchema }, preHandler }, async (request) =>
    ok<CommercePage<WishlistItem>>(await store.wishlist(signedInUser(request).userId, pageWindow(request.query))),
  );

  app.post<{ Body: ProductRefBody }>(P.wishlistAdd, { schema: { body: ProductRefSchema }, preHandler }, async (request) => {
    await requireProduct(request.body.productId);
    return ok<WishlistItem>(await store.addToWishlist(signedInUser(request).userId, request.body.productId));
  });

  app.delete<{ Querystring: WishlistDeleteQueryParams }>(
    P.wishlistDelete,
    { schema: { querystring: WishlistDeleteQuerySchema }, preHandler },
    async (request) => {
      if (!(await store.removeFromWishlist(signedInUser(request).userId, request.query.productId)))
        throw notFound(`No wishlist item ${request.query.productId}`);
      return ok(null);
    },
  );

  app.get(P.recommendation, { preHandler }, async (request) => ok<Product[]>(await store.recommendation(signedInUser(request).userId)));

  // spec 1 §3 / §9: waiting, success, failed and refund lists, paged by start and length.
  app.get<{ Params: TransactionListParams; Querystring: PageQuery }>(
    P.transactionList.pattern,
    { schema: { params: TransactionListParamsSchema, querystring: PageQuerySchema }, preHandler },
    async (request) =>
      ok<CommercePage<Transaction>>(
        await store.transactions(signedInUser(request).userId, request.params.status, pageWindow(request.query)),
      ),
  );

  app.get<{ Params: TransactionParams }>(
    P.transactionDetail.pattern,
    { schema: { params: TransactionParamsSchema }, preHandler },
    async (request) => {
      const transaction = await store.transaction(signedInUser(request).userId, request.params.transactionId);
      if (!transaction) throw notFound(`No transaction ${request.params.transactionId}`);
      return ok<Transaction>(transaction);
    },
  );

  // Issue 14 checkout: a waiting transaction of chosen cart items; the same items waiting already answer 422 (spec 1 §8.1).
  app.post<{ Body: Static<typeof CheckoutBodySchema> }>(
    P.checkout,
    { schema: { body: CheckoutBodySchema }, preHandler },
    async (request) => {
      const userId = signedInUser(request).userId;
      const result = await checkout(ctx.sql, userId, request.body.cartIds, new Date());
      if ('missing' in result) throw notFound(`No cart item ${result.missing!.join(', ')}`);
      return ok<Transaction>((await store.transaction(userId, result.transactionId))!);
    },
  );

  // The sandbox's public test card pays any order: its routes exist only where it is the provider (never by default in production, issue 22).
  if (ctx.config.paymentProvider === 'sandbox') registerSandboxRoutes(app, ctx, store);
}

function registerSandboxRoutes(app: FastifyInstance, ctx: ApiContext, store: CommerceStore): void {
  app.post<{ Body: Static<typeof SandboxChargeSchema> }>(
    P.sandboxCharge,
    { schema: { body: SandboxChargeSchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const userId = signedInUser(request).userId;
      const { transactionId, cardToken } = request.body;
      const outcome = await sandboxCharge(ctx.sql, userId, transactionId, cardToken, new Date());
      if (outcome === 'not-found') throw notFound(`No transaction ${transactionId}`);
      if (outcome === 'not-waiting') throw badRequest('the transaction is not waiting for payment');
      if (outcome === 'expired')
        throw badRequest('the transaction expired: its payment time is over, check out again', TRANSACTION_EXPIRED);
      if (outcome === 'bad-token') throw badRequest('body.cardToken is not a sandbox card token');
      return ok<Transaction>((await store.transaction(userId, transactionId))!);
    },
  );

  // Public: the browser loads it with a script tag on the checkout page only.
  app.get(P.sandboxScript, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(SANDBOX_SCRIPT));
}

const CheckoutBodySchema = Type.Object(
  { cartIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: CHECKOUT_MAX_ITEMS }) },
  { additionalProperties: false },
);
const SandboxChargeSchema = Type.Object(
  { transactionId: Type.String({ minLength: 1, maxLength: 100 }), cardToken: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
