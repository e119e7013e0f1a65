import { css } from '@emotion/react';
import { useUnitProps } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { formatRupiah } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';

const CART_PATH = '/home/payment/cart';

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
`;

/** The promo / bazaar tab: the event's package (shown only when the event has one, DECISIONS #8). */
export function EventPackages({ event }: { event: EventProject }) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  if (!event.projectPackage) return null;
  const buy = () => (services.auth.isAuthenticated() ? services.navigate(CART_PATH) : services.auth.requireLogin(CART_PATH));
  return (
    <section aria-labelledby="event-packages">
      <h2 id="event-packages">{t('event.packages')}</h2>
      <article css={cardStyle} data-testid="event-package">
        <h3>{event.projectPackage.packageName}</h3>
        <strong>{formatRupiah(event.projectPackage.priceRupiah)}</strong>
        <Button onClick={buy}>{t('event.buyPackage')}</Button>
      </article>
    </section>
  );
}
