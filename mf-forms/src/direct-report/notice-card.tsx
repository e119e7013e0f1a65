import { useServices } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { cardStyle, linkStyle, mutedStyle, titleStyle } from './report-styles';

/** The signed-in home (the page is for signed-in users only, spec 1 §2.3). */
const HOME_PATH = '/home';

/** A page-sized message (not found, invalid code, failed load) with the way on: retry, or home. */
export function NoticeCard({ title, text, retry }: { title: string; text?: string; retry?: () => void }) {
  const { navigate } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <section css={cardStyle} role="status" data-testid="direct-report-notice">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 css={titleStyle}>{title}</h1>
      {text && <p css={mutedStyle}>{text}</p>}
      {retry ? (
        <div>
          <Button onClick={retry}>{t('directReport.retry')}</Button>
        </div>
      ) : (
        <a
          href={HOME_PATH}
          css={linkStyle}
          onClick={(event) => {
            event.preventDefault();
            navigate(HOME_PATH);
          }}
        >
          {t('directReport.toHome')}
        </a>
      )}
    </section>
  );
}
