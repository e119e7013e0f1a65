/** The signed-in home's pages (issue 14), one chunk loaded only under /home. */
export { KloboardPage } from './kloboard/kloboard-page';
export { NewsInfoPage, CalendarPage, HelpMessagePage, CorporateMessagePage } from './inbox/inbox-pages';
export { CartPage } from './payment/cart-page';
export { TransactionPage } from './payment/transaction-page';
export { CheckoutPage } from './payment/checkout-page';
