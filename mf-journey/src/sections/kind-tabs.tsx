import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { textKeyOf } from '../common/text-key';
import { useJourneyText } from '../common/use-journey';
import type { SectionFiltersProps } from './section-list-page';

const tabsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(5)};
`;

const tabStyle = (active: boolean) => css`
  min-height: 36px;
  padding: 0 ${space(3)};
  border: 1px solid ${active ? colors.primary : colors.border};
  border-radius: ${radii.pill};
  background: ${active ? colors.surfaceMuted : colors.surface};
  color: ${active ? colors.primary : colors.text};
  font-size: ${fontSizes.sm};
  cursor: pointer;
`;

interface KindTabsProps<K extends string> {
  label: string;
  kinds: readonly K[];
  active: K | undefined;
  textOf(kind: K): string;
  allText: string;
  onChange(kind: K | undefined): void;
}

/** A filter over a list's kinds or categories, with 'all' first. */
export function KindTabs<K extends string>({ label, kinds, active, textOf, allText, onChange }: KindTabsProps<K>) {
  return (
    <div css={tabsStyle} role="group" aria-label={label}>
      <button type="button" css={tabStyle(active === undefined)} aria-pressed={active === undefined} onClick={() => onChange(undefined)}>
        {allText}
      </button>
      {kinds.map((kind) => (
        <button key={kind} type="button" css={tabStyle(active === kind)} aria-pressed={active === kind} onClick={() => onChange(kind)}>
          {textOf(kind)}
        </button>
      ))}
    </div>
  );
}

/** The filter of a section listed by kind (Klob Meter, Kaleidosklob): its kinds as tabs, the choice in the URL's `kind`. */
export function kindFilters<K extends string>(texts: 'klobMeter' | 'kaleidosklob', kinds: readonly K[]) {
  return function KindFilters({ listQuery, setQuery }: SectionFiltersProps<{ kind?: K }>) {
    const { t } = useJourneyText();
    return (
      <KindTabs
        label={t(`${texts}.kindLabel`)}
        kinds={kinds}
        active={listQuery.kind}
        textOf={(kind) => t(`${texts}.kinds.${textKeyOf(kind)}`)}
        allText={t('filters.all')}
        onChange={(kind) => setQuery({ kind })}
      />
    );
  };
}
