import { useEffect } from 'react';
import { useServices } from '@klob/shared';
import { holdCardPaymentScript } from './card-payment-script';

/** Holds the card provider's script while `wanted` is true (the page is a payment path). */
export function useCardPaymentScript(wanted: boolean): void {
  const { bus, config } = useServices();
  useEffect(() => (wanted ? holdCardPaymentScript(bus, config.apiBaseUrl) : undefined), [wanted, bus, config.apiBaseUrl]);
}
