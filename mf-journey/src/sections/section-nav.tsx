import { css } from '@emotion/react';
import { colors, fontWeights, radii, space } from '@klob/shared/ui';
import { SECTIONS, sectionPath, type Section } from '../urls/journey-urls';
import { JourneyLink } from '../common/journey-link';
import { useJourneyText, useSignedIn } from '../common/use-journey';

const SECTION_TEXT_KEYS: Record<Section, string> = {
  'klob-meter': 'sections.klobMeter',
  'klob-and-co': 'sections.klobAndCo',
  kaleidosklob: 'sections.kaleidosklob',
  ensiklobedia: 'sections.ensiklobedia',
};

const navStyle = css`
  display: flex;
  gap: ${space(2)};
  margin-bottom: ${space(5)};
  overflow-x: auto;
  padding-bottom: ${space(1)};
`;

const tabStyle = (active: boolean) => css`
  flex: none;
  padding: ${space(2)} ${space(4)};
  border-radius: ${radii.pill};
  border: 1px solid ${active ? colors.primary : colors.border};
  background: ${active ? colors.primary : colors.surface};
  color: ${active ? colors.primaryText : colors.text};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
`;

/** The four journey sections (spec 1 §1), under /klob-journey for visitors and /home when signed in. */
export function SectionNav({ active }: { active: Section }) {
  const { t } = useJourneyText();
  const signedIn = useSignedIn();
  return (
    <nav css={navStyle} aria-label={t('journey.sectionsLabel')}>
      {SECTIONS.map((section) => (
        <JourneyLink
          key={section}
          to={sectionPath(section, signedIn)}
          css={tabStyle(section === active)}
          aria-current={section === active ? 'page' : undefined}
        >
          {t(SECTION_TEXT_KEYS[section])}
        </JourneyLink>
      ))}
    </nav>
  );
}
