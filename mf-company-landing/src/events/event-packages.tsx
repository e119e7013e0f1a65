import { css } from '@emotion/react';
import { useServerMutation, useUnitProps } from '@klob/shared';
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
  const buying = useServerMutation({
    send: (packageCode: string, signal: AbortSignal) => addPackageToCart(services.http.service, packageCode, signal),
    onDone: (line) => {
      services.bus.emit('countersStale', { counter: 'cart' });
      services.navigate(`${CHECKOUT_PATH}?cartIds=${encodeURIComponent(line.cartId)}`);
    },
  });
  if (!event.projectPackage) return null;
  const { packageCode, packageName, priceRupiah } = event.projectPackage;

  const buy = () => {
    // A guest signs in and comes back to this tab.
    if (!services.auth.isAuthenticated()) return services.auth.requireLogin(pathname);
    void buying.send(packageCode);
  };

  return (
    <section aria-labelledby="event-packages">
      <h2 id="event-packages">{t('event.packages')}</h2>
      <article css={cardStyle} data-testid="event-package">
        <h3>{packageName}</h3>
        <strong>{formatRupiah(priceRupiah)}</strong>
        {/* Once the line is in the cart the checkout is opening: a second click would add it again. */}
        <Button disabled={buying.pending || buying.status === 'done'} onClick={buy}>
          {t('event.buyPackage')}
        </Button>
        {buying.status === 'failed' && <p role="alert">{t('event.buyFailed')}</p>}
      </article>
    </section>
  );
}
