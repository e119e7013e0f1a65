import { css } from '@emotion/react';
import { colors, fontSizes, fontWeights, space } from '@klob/shared/ui';
import { JourneyLink } from '../common/journey-link';

const tabsStyle = css`
  display: flex;
  gap: ${space(1)};
  margin: 0 0 ${space(4)};
  padding: 0;
  border-bottom: 1px solid ${colors.border};
  list-style: none;
  overflow-x: auto;
`;

const tabStyle = (active: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: 0 ${space(3)};
  border-bottom: 3px solid ${active ? colors.primary : 'transparent'};
  color: ${active ? colors.primary : colors.text};
  font-size: ${fontSizes.md};
  font-weight: ${active ? fontWeights.bold : fontWeights.regular};
  white-space: nowrap;
  text-decoration: none;
`;

export interface PageTab {
  path: string;
  label: string;
}

/** Links between sibling pages (news-info and calendar, help and company messages, transaction lists). */
export function PageTabs({ tabs, current, label }: { tabs: readonly PageTab[]; current: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul css={tabsStyle}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <JourneyLink to={tab.path} css={tabStyle(tab.path === current)} aria-current={tab.path === current ? 'page' : undefined}>
              {tab.label}
            </JourneyLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
