import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { HttpError, useBusState, useServerData, useServices } from '@klob/shared';
import { INVOICE_ALREADY_EXIST, type Transaction } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { Button, TextField, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../../common/journey-link';
import { ErrorState, SkeletonList } from '../../common/state-views';
import { mutedStyle, pageStyle, pageTitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { usePageQuery } from '../../common/use-page-query';
import { ProductRow, productListStyle } from './product-row';
import { TRANSACTION_PATH } from './transaction-page';
import { paymentApi } from './payment-api';

const boxStyle = css`
  display: grid;
  gap: ${space(3)};
  max-width: 480px;
  margin-top: ${space(5)};
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

type Stage =
  | { kind: 'review' }
  | { kind: 'creating' }
  | { kind: 'card'; transaction: Transaction }
  | { kind: 'paying'; transaction: Transaction }
  | { kind: 'done'; transaction: Transaction };

/** /home/payment/checkout (spec 1 §2.3, §2.9, §8.1): an invoice of the chosen cart items, paid with a card in the sandbox. */
export function CheckoutPage() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const { query } = usePageQuery();
  // The shell loads the card provider's script on this path and hands it over on the bus (spec 1 §2.9).
  const provider = useBusState('cardPayment');
  const cartIds = (query.cartIds ?? '').split(',').filter(Boolean);
  const cart = useServerData({ key: 'checkout-cart', load: (signal) => paymentApi.cart(http.service, { signal }) });
  const [stage, setStage] = useState<Stage>({ kind: 'review' });
  const [problem, setProblem] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });

  const createInvoice = async () => {
    setProblem(null);
    setStage({ kind: 'creating' });
    try {
      const transaction = await paymentApi.checkout(http.service, cartIds);
      bus.emit('countersStale', { counter: 'cart' });
      setStage({ kind: 'card', transaction });
    } catch (error) {
      // The shell's http client has shown the 'Error! INVOICE_ALREADY_EXIST' alert of spec 1 §8.1 for a 422.
      setProblem(
        error instanceof HttpError && error.message === INVOICE_ALREADY_EXIST ? 'home.checkout.alreadyExists' : 'home.checkout.failed',
      );
      setStage({ kind: 'review' });
    }
  };

  const pay = async (event: FormEvent, transaction: Transaction) => {
    event.preventDefault();
    setProblem(null);
    if (!provider) return setProblem('home.checkout.providerMissing');
    let token: string;
    try {
      token = await provider.tokenize(card);
    } catch {
      return setProblem('home.checkout.invalidCard');
    }
    setStage({ kind: 'paying', transaction });
    try {
      setStage({ kind: 'done', transaction: await paymentApi.charge(http.service, transaction.transactionId, token) });
    } catch (error) {
      console.error('[klob] the sandbox charge failed', error);
      setProblem('home.checkout.failed');
      setStage({ kind: 'card', transaction });
    }
  };

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
  const transaction = stage.kind === 'card' || stage.kind === 'paying' || stage.kind === 'done' ? stage.transaction : null;
  const alert = problem && (
    <p role="alert" css={{ margin: 0, color: colors.danger }}>
      {t(problem)}
    </p>
  );

  return (
    <div css={pageStyle} data-testid="checkout-page">
      <h1 css={pageTitleStyle}>{t('home.checkout.title')}</h1>
      {!transaction && (
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
              <div css={boxStyle}>
                <p css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: fontWeights.bold }}>
                  {t('home.checkout.total')}: {formatRupiah(chosen.reduce((sum, item) => sum + item.priceRupiah, 0))}
                </p>
                {alert}
                <div>
                  <Button disabled={stage.kind === 'creating'} onClick={() => void createInvoice()}>
                    {t('home.checkout.createInvoice')}
                  </Button>
                </div>
              </div>
            </>
          )}
        </>
      )}
      {transaction && stage.kind !== 'done' && (
        <form css={boxStyle} noValidate onSubmit={(event) => void pay(event, transaction)} data-testid="card-form">
          <p css={{ margin: 0 }}>{t('home.checkout.invoiceCreated', { number: transaction.invoiceNumber })}</p>
          <p css={mutedStyle}>{t('home.checkout.sandboxHint')}</p>
          <TextField
            label={t('home.checkout.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            value={card.number}
            onChange={(event) => setCard({ ...card, number: event.target.value })}
          />
          <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space(3) }}>
            <TextField
              label={t('home.checkout.expiry')}
              autoComplete="cc-exp"
              maxLength={5}
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: event.target.value })}
            />
            <TextField
              label={t('home.checkout.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: event.target.value })}
            />
          </div>
          {alert}
          <div>
            <Button type="submit" disabled={stage.kind === 'paying' || !provider}>
              {stage.kind === 'paying'
                ? t('home.checkout.paying')
                : t('home.checkout.pay', { amount: formatRupiah(transaction.totalRupiah) })}
            </Button>
          </div>
        </form>
      )}
      {stage.kind === 'done' && (
        <div css={boxStyle} role="status" data-testid="checkout-result">
          <p css={{ margin: 0, fontWeight: fontWeights.bold }}>
            {stage.transaction.status === 'success' ? t('home.checkout.paid') : t('home.checkout.declined')}
          </p>
          <JourneyLink to={`${TRANSACTION_PATH}?status=${stage.transaction.status}`} css={{ color: colors.primary }}>
            {t('home.checkout.seeTransactions')}
          </JourneyLink>
        </div>
      )}
    </div>
  );
}
