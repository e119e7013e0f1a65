/** spec 1 §3, §9: transaction lists are read from start 0, 10 at a time. */
export { TRANSACTION_PAGE_LENGTH, TRANSACTION_PAGE_START, TRANSACTION_STATUSES } from '../api-contract/commerce';
