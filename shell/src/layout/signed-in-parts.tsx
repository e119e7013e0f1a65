import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { mediaDesktop, space } from '@klob/shared/ui';
import { FeaturedEventCard } from '../featured-event/featured-event-card';
import SignedInNavigation from '../menus/signed-in-navigation';
import { BackToTop } from '../overlays/back-to-top/back-to-top-host';
import { isMobileBuild } from '../overlays/install-banner/install-banner-rules';
import { overlaysAllowed } from '../overlays/overlay-rules';
import SignedInCardPayment from '../payment-script/signed-in-card-payment';
import { sideColumnBoxStyle, useSideColumnShown } from './side-column';

/**
 * The side menu's column: sticky under the header, left of the page. On phones it lays nothing out
 * (its parts are the fixed bottom bar, or hidden).
 */
const sideColumnStyle = css`
  ${sideColumnBoxStyle}
  ${mediaDesktop} {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space(3)};
    position: sticky;
    top: 88px;
    align-self: flex-start;
    > nav,
    > aside {
      align-self: stretch;
    }
  }
`;

/** What only a signed-in user's pages have, in one chunk: a guest's `/` loads none of it. */
export default function SignedInParts() {
  const { pathname } = useLocation();
  const sideColumnShown = useSideColumnShown();
  return (
    <>
      <div css={sideColumnStyle} data-testid="side-column">
        <SignedInNavigation />
        {overlaysAllowed(pathname, true) && <FeaturedEventCard />}
        {sideColumnShown && !isMobileBuild() && <BackToTop docked />}
      </div>
      <SignedInCardPayment />
    </>
  );
}
