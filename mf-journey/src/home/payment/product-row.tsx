import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Product } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { colors, fontSizes, fontWeights, mediaMobile, radii, space } from '@klob/shared/ui';
import { mutedStyle } from '../../common/styles';
import { textKeyOf } from '../../common/text-key';
import { useJourneyText } from '../../common/use-journey';

const rowStyle = css`
  display: grid;
  grid-template-columns: auto 72px 1fr auto;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: none;
  }
  ${mediaMobile} {
    grid-template-columns: auto 56px 1fr;
    & > :last-child {
      grid-column: 1 / -1;
      justify-self: end;
    }
  }
`;

const thumbStyle = css`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

export const productListStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

/** One product line: an optional leading control, the picture, name, kind and price, then its actions. */
export function ProductRow({ product, lead, actions, testId }: { product: Product; lead?: ReactNode; actions: ReactNode; testId: string }) {
  const { t } = useJourneyText();
  return (
    <li css={rowStyle} data-testid={testId}>
      <span>{lead}</span>
      <img src={product.thumbnailUrl} alt="" css={thumbStyle} loading="lazy" />
      <div>
        <p css={{ margin: 0, fontWeight: fontWeights.bold }}>{product.productName}</p>
        <p css={mutedStyle}>{t(`home.cart.productTypes.${textKeyOf(product.productType)}`)}</p>
        <p css={{ margin: 0, color: colors.primary, fontSize: fontSizes.md, fontWeight: fontWeights.bold }}>
          {formatRupiah(product.priceRupiah)}
        </p>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>{actions}</div>
    </li>
  );
}
