import { useServices, useUnitProps } from '@klob/shared';
import { AppliedJobsPage } from '../application/applied-jobs-page';
import { mutedStyle, pageStyle, pageTitleStyle } from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';

/** /profile/{id}/log-jv: the owner's vacancy log, i.e. the applications sent with their stages. */
export function LogJvPage() {
  const { t } = useJourneyText();
  const { params } = useUnitProps();
  const { bus } = useServices();
  const signedIn = useSignedIn();
  if (!signedIn || bus.getState('auth').user?.userId !== params.id) {
    return (
      <div css={pageStyle}>
        <h1 css={pageTitleStyle}>{t('home.profile.logJv')}</h1>
        <p css={mutedStyle} role="status">
          {t('home.profile.ownerOnly')}
        </p>
      </div>
    );
  }
  return <AppliedJobsPage />;
}
