import { css } from '@emotion/react';
import { useUnitProps } from '@klob/shared';
import type { CmsLandingPage } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaMobile, radii, space } from '@klob/shared/ui';
import type { ComponentType } from 'react';
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

const TEMPLATES: Record<string, ComponentType<CmsTemplateProps>> = {
  'corporate-hero': CorporateHero,
  'corporate-basic': CorporateBasic,
  'corporate-campaign': CorporateCampaign,
};

/** The template of a page's template.templateName; an unknown name gets the generic one and a logged warning, never a blank page. */
export function templateOf(templateName: string): ComponentType<CmsTemplateProps> {
  const template = TEMPLATES[templateName];
  if (template) return template;
  console.warn(`[mf-company-landing] unknown CMS landing template "${templateName}": the generic template is shown`);
  return Generic;
}
