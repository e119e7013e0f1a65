import { css } from '@emotion/react';
import { DEFAULT_LANGUAGE, isLanguage, useServerData, useUnitProps } from '@klob/shared';
import type { CmsLandingPage } from '@klob/shared/api-contract/platform';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { formatScheduleDateTime } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, space, Spinner } from '@klob/shared/ui';
import { windowStateAt } from '../schedule/date-window';
import { fetchCmsPage } from './cms-api';
import { CmsTemplate } from './cms-templates';

const noticeStyle = css`
  max-width: 640px;
  margin: 0 auto;
  padding: ${space(16)} ${space(4)};
  text-align: center;
`;

/** A CMS landing page (/{subdomain}): its template, shown between startDate and endDate only. */
export function CmsPage() {
  const { t } = useTranslation('company-landing');
  const { services, pathname } = useUnitProps();
  const subdomain = decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '');
  const page = useServerData({ key: `landing-cms:${subdomain}`, load: (signal) => fetchCmsPage(services.http.service, subdomain, signal) });
  if (page.status === 'loading') return <Spinner label={t('event.loading')} />;
  if (page.status === 'failed') {
    return (
      <p role="alert" css={noticeStyle}>
        {t('cms.failed')} <Button onClick={page.retry}>{t('vacancies.retry')}</Button>
      </p>
    );
  }
  if (!page.data) return <p css={noticeStyle}>{t('cms.notFound')}</p>;
  return <CmsWindow page={page.data} />;
}

function CmsWindow({ page }: { page: CmsLandingPage }) {
  const { t, i18n } = useTranslation('company-landing');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const state = windowStateAt(new Date(), page.startDate, page.endDate);
  const documentTitle = <title>{`${page.title} | ${PRODUCT_NAME}`}</title>;
  if (state === 'before') {
    return (
      <section css={noticeStyle} data-testid="cms-coming-soon">
        {documentTitle}
        <h1>{page.title}</h1>
        <p>{t('cms.opensOn', { date: formatScheduleDateTime(page.startDate, language) })}</p>
      </section>
    );
  }
  if (state === 'closed') {
    return (
      <section css={noticeStyle} data-testid="cms-closed">
        {documentTitle}
        <h1>{page.title}</h1>
        <p>{t('cms.closedOn', { date: formatScheduleDateTime(page.endDate, language) })}</p>
      </section>
    );
  }
  return (
    <>
      {documentTitle}
      <CmsTemplate page={page} />
    </>
  );
}
