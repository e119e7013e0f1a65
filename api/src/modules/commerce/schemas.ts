import { Type, type Static } from '@sinclair/typebox';
import { COMMERCE_PAGE_MAX_LENGTH, TRANSACTION_STATUSES } from '@klob/shared/api-contract/commerce';
import { idField } from '../../http/id-field.js';
import { startLengthQueryFields } from '../../http/start-length-paging.js';

export const PageQuerySchema = Type.Object(startLengthQueryFields(COMMERCE_PAGE_MAX_LENGTH));
export type PageQuery = Static<typeof PageQuerySchema>;

export const ProductRefSchema = Type.Object({ productId: idField() });
export type ProductRefBody = Static<typeof ProductRefSchema>;

export const CartDeleteQuerySchema = Type.Object({ cartId: idField() });
export type CartDeleteQueryParams = Static<typeof CartDeleteQuerySchema>;

export const WishlistDeleteQuerySchema = Type.Object({ productId: idField() });
export type WishlistDeleteQueryParams = Static<typeof WishlistDeleteQuerySchema>;

export const TransactionListParamsSchema = Type.Object({ status: Type.Union(TRANSACTION_STATUSES.map((status) => Type.Literal(status))) });
export type TransactionListParams = Static<typeof TransactionListParamsSchema>;

export const TransactionParamsSchema = Type.Object({ transactionId: idField() });
export type TransactionParams = Static<typeof TransactionParamsSchema>;
