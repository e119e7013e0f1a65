import { css, keyframes } from '@emotion/react';
import { Button, colors, radii, space } from '@klob/shared/ui';
import { gridStyle, mutedStyle } from './styles';
import { useJourneyText } from './use-journey';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

// A card's look (white, bordered) with nothing in it: the page behind the list is surfaceMuted.
const skeletonCardStyle = css`
  height: 180px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  animation: ${pulse} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const noticeStyle = css`
  padding: ${space(8)} ${space(4)};
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  text-align: center;
`;

/** Placeholder cards while a list loads. */
export function SkeletonList({ count = 6 }: { count?: number }) {
  const { t } = useJourneyText();
  return (
    <div role="status" aria-label={t('states.loading')} aria-busy="true" data-testid="journey-skeleton">
      <ul css={gridStyle}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} css={skeletonCardStyle} />
        ))}
      </ul>
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useJourneyText();
  return (
    <div css={noticeStyle} role="status">
      <p css={mutedStyle}>{message ?? t('states.empty')}</p>
    </div>
  );
}

export function ErrorState({ retry, notFound = false }: { retry?: () => void; notFound?: boolean }) {
  const { t } = useJourneyText();
  return (
    <div css={noticeStyle} role="alert">
      <p css={mutedStyle}>{notFound ? t('states.notFound') : t('states.error')}</p>
      {retry && !notFound && (
        <Button variant="secondary" size="sm" onClick={retry} css={{ marginTop: space(3) }}>
          {t('states.retry')}
        </Button>
      )}
    </div>
  );
}

const pagerStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

/** Previous / next paging with the current page out of the total. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const { t } = useJourneyText();
  if (totalPages <= 1) return null;
  return (
    <nav css={pagerStyle} aria-label={t('paging.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <span css={mutedStyle}>{t('paging.pageOf', { page, totalPages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
