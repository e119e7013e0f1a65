import type { ReactNode } from 'react';
import { JourneyLink } from '../common/journey-link';
import { cardStyle, cardTitleStyle, chipStyle, mutedStyle, rowStyle, THUMBNAIL_SIZE, thumbnailStyle } from '../common/styles';

interface ContentCardProps {
  to: string;
  thumbnailUrl: string;
  /** The kind or category chip. */
  label: string;
  /** Shown in a row beside the chip (a video's duration); no row when not given. */
  labelAside?: ReactNode;
  title: string;
  summary: string;
  /** Lines below the summary. */
  children?: ReactNode;
}

/** The card of a Klob Meter item, a Kaleidosklob story or an article: thumbnail, chip, title and summary, leading to its detail. */
export function ContentCard({ to, thumbnailUrl, label, labelAside, title, summary, children }: ContentCardProps) {
  const chip = <span css={chipStyle}>{label}</span>;
  return (
    <JourneyLink to={to} css={cardStyle}>
      <img css={thumbnailStyle} src={thumbnailUrl} alt="" {...THUMBNAIL_SIZE} loading="lazy" />
      {labelAside === undefined ? (
        chip
      ) : (
        <div css={rowStyle}>
          {chip}
          {labelAside}
        </div>
      )}
      <h3 css={cardTitleStyle}>{title}</h3>
      <p css={mutedStyle}>{summary}</p>
      {children}
    </JourneyLink>
  );
}
