import { Type, type Static } from '@sinclair/typebox';
import { COMMERCE_PAGE_MAX_LENGTH, TRANSACTION_STATUSES } from '@klob/shared/api-contract/commerce';

const ID_MAX_LENGTH = 128;
const MAX_START = 1_000_000;
const id = () => Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });

export const PageQuerySchema = Type.Object({
  start: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_START })),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMERCE_PAGE_MAX_LENGTH })),
});
export type PageQuery = Static<typeof PageQuerySchema>;

export const ProductRefSchema = Type.Object({ productId: id() });
export type ProductRefBody = Static<typeof ProductRefSchema>;

export const CartDeleteQuerySchema = Type.Object({ cartId: id() });
export type CartDeleteQueryParams = Static<typeof CartDeleteQuerySchema>;

export const WishlistDeleteQuerySchema = Type.Object({ productId: id() });
export type WishlistDeleteQueryParams = Static<typeof WishlistDeleteQuerySchema>;

export const TransactionListParamsSchema = Type.Object({ status: Type.Union(TRANSACTION_STATUSES.map((status) => Type.Literal(status))) });
export type TransactionListParams = Static<typeof TransactionListParamsSchema>;

export const TransactionParamsSchema = Type.Object({ transactionId: id() });
export type TransactionParams = Static<typeof TransactionParamsSchema>;
