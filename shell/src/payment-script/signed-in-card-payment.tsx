import { useLocation } from 'react-router-dom';
import { isCardPaymentPagePath } from './card-payment-paths';
import { useCardPaymentScript } from './use-card-payment-script';

/**
 * The signed-in pages that take a card (/home/kaleidosklob, /home/payment/checkout): both are
 * authenticated-only, so this lives in the signed-in chunk and costs a guest's `/` nothing.
 */
export default function SignedInCardPayment() {
  useCardPaymentScript(isCardPaymentPagePath(useLocation().pathname));
  return null;
}
