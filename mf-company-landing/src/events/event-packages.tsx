import { css } from '@emotion/react';
import { useState } from 'react';
import { useUnitProps } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { formatRupiah } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { addPackageToCart } from './event-api';

/** mf-journey's checkout: the invoice of the chosen cart items, paid with the card provider the shell loads there. */
const CHECKOUT_PATH = '/home/payment/checkout';

const cardStyle = css`
  max-width: 420px;
  padding: ${space(6)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  h3 {
    margin: 0 0 ${space(2)};
  }
  strong {
    display: block;
    margin-bottom: ${space(4)};
    font-size: ${fontSizes.xl};
    color: ${colors.primary};
  }
  [role='alert'] {
    margin: ${space(3)} 0 0;
    color: ${colors.danger};
  }
`;

/**
 * The promo / bazaar tab: the event's package (shown only when the event has one, DECISIONS #8).
 * The package is a product of the commerce catalogue (its code is the product id): buying puts it
 * in the cart and opens the checkout of that one line, where the card is charged.
 */
export function EventPackages({ event }: { event: EventProject }) {
  const { t } = useTranslation('company-landing');
  const { services, pathname } = useUnitProps();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!event.projectPackage) return null;
  const { packageCode, packageName, priceRupiah } = event.projectPackage;

  const buy = async () => {
    // A guest signs in and comes back to this tab.
    if (!services.auth.isAuthenticated()) return services.auth.requireLogin(pathname);
    setBusy(true);
    setFailed(false);
    try {
      const line = await addPackageToCart(services.http.service, packageCode);
      services.bus.emit('countersStale', { counter: 'cart' });
      services.navigate(`${CHECKOUT_PATH}?cartIds=${encodeURIComponent(line.cartId)}`);
    } catch (error) {
      console.error('[klob] the event package could not be put in the cart', error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="event-packages">
      <h2 id="event-packages">{t('event.packages')}</h2>
      <article css={cardStyle} data-testid="event-package">
        <h3>{packageName}</h3>
        <strong>{formatRupiah(priceRupiah)}</strong>
        <Button disabled={busy} onClick={() => void buy()}>
          {t('event.buyPackage')}
        </Button>
        {failed && <p role="alert">{t('event.buyFailed')}</p>}
      </article>
    </section>
  );
}
