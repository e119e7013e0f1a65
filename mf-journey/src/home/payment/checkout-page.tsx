import { HttpError, useServerData, useServerMutation, useServices } from '@klob/shared';
import { INVOICE_ALREADY_EXIST } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { Button, colors, fontSizes, fontWeights } from '@klob/shared/ui';
import { JourneyLink } from '../../common/journey-link';
import { ErrorState, SkeletonList } from '../../common/state-views';
import { mutedStyle, pageStyle, pageTitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { usePageQuery } from '../../common/use-page-query';
import { CardPayment } from './card-payment';
import { CheckoutAlert, checkoutBoxStyle } from './checkout-box';
import { ProductRow, productListStyle } from './product-row';
import { paymentApi } from './payment-api';

/** The text key of a refused invoice. */
const invoiceRefusalKeyOf = (error: unknown) =>
  // The shell's http client has shown the 'Error! INVOICE_ALREADY_EXIST' alert of spec 1 §8.1 for a 422.
  error instanceof HttpError && error.message === INVOICE_ALREADY_EXIST ? 'home.checkout.alreadyExists' : 'home.checkout.failed';

/** /home/payment/checkout (spec 1 §2.3, §2.9, §8.1): an invoice of the chosen cart items, paid with a card in the sandbox. */
export function CheckoutPage() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const { query } = usePageQuery();
  const cartIds = (query.cartIds ?? '').split(',').filter(Boolean);
  const cart = useServerData({ key: 'checkout-cart', load: (signal) => paymentApi.cart(http.service, { signal }) });
  const invoice = useServerMutation({
    send: (ids: string[], signal: AbortSignal) => paymentApi.checkout(http.service, ids, { signal }),
    onDone: () => bus.emit('countersStale', { counter: 'cart' }),
  });

  if (cart.status === 'loading')
    return (
      <div css={pageStyle}>
        <SkeletonList count={2} />
      </div>
    );
  if (cart.status === 'failed')
    return (
      <div css={pageStyle}>
        <ErrorState retry={cart.retry} />
      </div>
    );
  const chosen = cart.data.filter((item) => cartIds.includes(item.cartId));
  const transaction = invoice.status === 'done' ? invoice.result : undefined;

  return (
    <div css={pageStyle} data-testid="checkout-page">
      <h1 css={pageTitleStyle}>{t('home.checkout.title')}</h1>
      {transaction ? (
        <CardPayment transaction={transaction} />
      ) : (
        <>
          <h2 css={{ fontSize: fontSizes.lg }}>{t('home.checkout.items')}</h2>
          {chosen.length === 0 ? (
            <p css={mutedStyle}>
              {t('home.checkout.noItems')}{' '}
              <JourneyLink to="/home/payment/cart" css={{ color: colors.primary }}>
                {t('home.checkout.backToCart')}
              </JourneyLink>
            </p>
          ) : (
            <>
              <ul css={productListStyle}>
                {chosen.map((item) => (
                  <ProductRow key={item.cartId} testId="checkout-item" product={item} actions={null} />
                ))}
              </ul>
              <div css={checkoutBoxStyle}>
                <p css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: fontWeights.bold }}>
                  {t('home.checkout.total')}: {formatRupiah(chosen.reduce((sum, item) => sum + item.priceRupiah, 0))}
                </p>
                <CheckoutAlert textKey={invoice.status === 'failed' ? invoiceRefusalKeyOf(invoice.error) : null} />
                <div>
                  <Button disabled={invoice.pending} onClick={() => void invoice.send(cartIds)}>
                    {t('home.checkout.createInvoice')}
                  </Button>
                </div>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
