import { css } from '@emotion/react';
import { useUnitProps } from '@klob/shared';
import type { CmsLandingPage } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaMobile, radii, space } from '@klob/shared/ui';
import { useEffect } from 'react';
import { VacancyList } from '../vacancies/vacancy-list';

export interface CmsTemplateProps {
  page: CmsLandingPage;
}

const heroStyle = css`
  padding: ${space(16)} ${space(4)};
  background: linear-gradient(135deg, ${colors.primary}, ${colors.primaryDeep});
  color: ${colors.primaryText};
  text-align: center;
  h1 {
    margin: 0;
    font-size: 36px;
  }
  ${mediaMobile} {
    padding: ${space(10)} ${space(4)};
    h1 {
      font-size: 26px;
    }
  }
`;

const bandStyle = css`
  border-bottom: 6px solid ${colors.accent};
  background: ${colors.surfaceMuted};
  > div {
    max-width: 1080px;
    margin: 0 auto;
    padding: ${space(10)} ${space(4)};
  }
  h1 {
    margin: 0 0 ${space(2)};
  }
`;

const plainTitleStyle = css`
  max-width: 1080px;
  margin: 0 auto;
  padding: ${space(8)} ${space(4)} 0;
  h1 {
    margin: 0;
  }
`;

const bodyStyle = css`
  max-width: 1080px;
  margin: 0 auto;
  padding: ${space(8)} ${space(4)} ${space(12)};
  img {
    border-radius: ${radii.md};
  }
`;

function Vacancies({ page }: CmsTemplateProps) {
  const { t } = useTranslation('company-landing');
  return (
    <section css={bodyStyle} aria-labelledby="cms-positions">
      <h2 id="cms-positions">{t('campaign.positions')}</h2>
      <VacancyList corporateId={page.corporateId} canApply />
    </section>
  );
}

/** corporate-hero: a full-width hero with the title, then the company's vacancies. */
function CorporateHero({ page }: CmsTemplateProps) {
  return (
    <div data-template="corporate-hero">
      <header css={heroStyle}>
        <h1>{page.title}</h1>
      </header>
      <Vacancies page={page} />
    </div>
  );
}

/** corporate-campaign: a brand band with a call to action, the vacancies and the company's guestbook survey. */
function CorporateCampaign({ page }: CmsTemplateProps) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  return (
    <div data-template="corporate-campaign">
      <header css={bandStyle}>
        <div>
          <h1>{page.title}</h1>
          <a href="#cms-positions">{t('campaign.applyNow')}</a>
        </div>
      </header>
      <Vacancies page={page} />
      <services.UnitSlot unit={{ remote: 'mf_forms', unit: 'guestbook' }} query={{ corporateId: page.corporateId }} />
    </div>
  );
}

/** corporate-basic, and the generic fallback of unknown templates: the title and the vacancies. */
function CorporateBasic({ page }: CmsTemplateProps) {
  return (
    <div data-template="corporate-basic">
      <header css={plainTitleStyle}>
        <h1>{page.title}</h1>
      </header>
      <Vacancies page={page} />
    </div>
  );
}

function Generic({ page }: CmsTemplateProps) {
  return (
    <div data-template="generic">
      <header css={plainTitleStyle}>
        <h1>{page.title}</h1>
      </header>
      <Vacancies page={page} />
    </div>
  );
}

/** The templates this remote knows, by template.templateName. */
export const CMS_TEMPLATE_NAMES = ['corporate-hero', 'corporate-basic', 'corporate-campaign'] as const;

const isKnownTemplate = (name: string): name is (typeof CMS_TEMPLATE_NAMES)[number] =>
  (CMS_TEMPLATE_NAMES as readonly string[]).includes(name);

/** The page in its template.templateName; an unknown name gets the generic template and a logged warning, never a blank page. */
export function CmsTemplate({ page }: CmsTemplateProps) {
  const name = page.template.templateName;
  const known = isKnownTemplate(name);
  useEffect(() => {
    if (!known) console.warn(`[mf-company-landing] unknown CMS landing template "${name}": the generic template is shown`);
  }, [known, name]);
  switch (known ? name : 'generic') {
    case 'corporate-hero':
      return <CorporateHero page={page} />;
    case 'corporate-basic':
      return <CorporateBasic page={page} />;
    case 'corporate-campaign':
      return <CorporateCampaign page={page} />;
    default:
      return <Generic page={page} />;
  }
}
