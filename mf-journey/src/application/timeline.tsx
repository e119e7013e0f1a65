import { textKeyOf } from '../common/text-key';
import { css } from '@emotion/react';
import type { ApplicationTimelineEntry } from '@klob/shared/api-contract/content';
import { formatScheduleDateTime } from '@klob/shared/format';
import { colors, space } from '@klob/shared/ui';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';

const listStyle = css`
  margin: ${space(3)} 0;
  padding: 0 0 0 ${space(4)};
  border-left: 2px solid ${colors.primary};
  list-style: none;
  li {
    margin-bottom: ${space(2)};
  }
`;

/** The application's stages so far (spec 3 §3 timelineData). */
export function Timeline({ entries }: { entries: ApplicationTimelineEntry[] }) {
  const { t, language } = useJourneyText();
  return (
    <ol css={listStyle} aria-label={t('application.timeline')}>
      {entries.map((entry) => (
        <li key={`${entry.stage}-${entry.at}`}>
          <strong>{t(`application.stages.${textKeyOf(entry.stage)}`)}</strong>
          <p css={mutedStyle}>{formatScheduleDateTime(entry.at, language)}</p>
        </li>
      ))}
    </ol>
  );
}
