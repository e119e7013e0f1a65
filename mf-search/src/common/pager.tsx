import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { useSearchTranslation } from './language';
import { AppLink } from './app-link';

const pagerStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(4)};
  margin-top: ${space(6)};
  font-size: ${fontSizes.sm};
  a,
  span[aria-disabled] {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.primary};
    text-decoration: none;
  }
  span[aria-disabled] {
    color: ${colors.textMuted};
    opacity: 0.6;
  }
`;

/** Previous / next links of a paged list; each page is a URL (`urlOf(page)`). */
export function Pager({ page, totalPages, urlOf }: { page: number; totalPages: number; urlOf(page: number): string }) {
  const { t } = useSearchTranslation();
  if (totalPages <= 1) return null;
  const link = (target: number, text: string, rel: string) =>
    target >= 1 && target <= totalPages ? (
      <AppLink href={urlOf(target)} rel={rel}>
        {text}
      </AppLink>
    ) : (
      <span aria-disabled="true">{text}</span>
    );
  return (
    <nav css={pagerStyle} aria-label={t('pager.label')}>
      {link(page - 1, t('pager.previous'), 'prev')}
      <span>{t('pager.status', { page, totalPages })}</span>
      {link(page + 1, t('pager.next'), 'next')}
    </nav>
  );
}

/** The page number of a query value: a whole number from 1, else 1. */
export function pageNumberOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
