import { useState, type FormEvent } from 'react';
import { useBusState, useServerMutation, useServices } from '@klob/shared';
import type { Transaction } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { Button, TextField, colors, fontWeights, space } from '@klob/shared/ui';
import { JourneyLink } from '../../common/journey-link';
import { mutedStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { CheckoutAlert, checkoutBoxStyle } from './checkout-box';
import { paymentApi } from './payment-api';
import { TRANSACTION_PATH } from './transaction-page';

/** The card token of the sandbox charge of an invoice. */
interface Charge {
  transactionId: string;
  cardToken: string;
}

/** Pays a created invoice with a card in the sandbox (spec 1 §2.9): the card form, then the charge's result. */
export function CardPayment({ transaction }: { transaction: Transaction }) {
  const { t } = useJourneyText();
  const { http } = useServices();
  // The shell loads the card provider's script on this path and hands it over on the bus (spec 1 §2.9).
  const provider = useBusState('cardPayment');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  // The card is checked in the browser (the provider's tokenizing) before anything goes to the server.
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const charge = useServerMutation({
    send: ({ transactionId, cardToken }: Charge, signal: AbortSignal) =>
      paymentApi.charge(http.service, transactionId, cardToken, { signal }),
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setCardProblem(null);
    charge.reset();
    if (!provider) return setCardProblem('home.checkout.providerMissing');
    let cardToken: string;
    try {
      cardToken = await provider.tokenize(card);
    } catch {
      return setCardProblem('home.checkout.invalidCard');
    }
    await charge.send({ transactionId: transaction.transactionId, cardToken });
  };

  if (charge.status === 'done' && charge.result) {
    const { status } = charge.result;
    return (
      <div css={checkoutBoxStyle} role="status" data-testid="checkout-result">
        <p css={{ margin: 0, fontWeight: fontWeights.bold }}>
          {status === 'success' ? t('home.checkout.paid') : t('home.checkout.declined')}
        </p>
        <JourneyLink to={`${TRANSACTION_PATH}?status=${status}`} css={{ color: colors.primary }}>
          {t('home.checkout.seeTransactions')}
        </JourneyLink>
      </div>
    );
  }
  return (
    <form css={checkoutBoxStyle} noValidate onSubmit={(event) => void pay(event)} data-testid="card-form">
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
      <CheckoutAlert textKey={cardProblem ?? (charge.status === 'failed' ? 'home.checkout.failed' : null)} />
      <div>
        <Button type="submit" disabled={charge.pending || !provider}>
          {charge.pending ? t('home.checkout.paying') : t('home.checkout.pay', { amount: formatRupiah(transaction.totalRupiah) })}
        </Button>
      </div>
    </form>
  );
}
