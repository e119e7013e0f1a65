import { css } from '@emotion/react';
import { useServerData, useServices } from '@klob/shared';
import type { Product } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { EmptyState, ErrorState, SkeletonList } from '../../common/state-views';
import { pageStyle, pageTitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { ProductRow, productListStyle } from './product-row';
import { paymentApi } from './payment-api';
import { useCart } from './use-cart';

export const CHECKOUT_PATH = '/home/payment/checkout';

const sectionTitleStyle = css`
  margin: ${space(8)} 0 ${space(3)};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const summaryStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};
  padding: ${space(4)};
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
`;

const selectAllStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(2)};
`;

/** Products offered beside the cart (the wishlist, the recommendation), each with its add-to-cart button. */
function AddableProducts({
  products,
  testId,
  onAdd,
  disabled,
}: {
  products: readonly Product[];
  testId: string;
  onAdd(product: Product): void;
  /** While another cart change is being sent. */
  disabled: boolean;
}) {
  const { t } = useJourneyText();
  return (
    <ul css={productListStyle}>
      {products.map((product) => (
        <ProductRow
          key={product.productId}
          testId={testId}
          product={product}
          actions={
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAdd(product)}>
              {t('home.cart.addToCart')}
            </Button>
          }
        />
      ))}
    </ul>
  );
}

/** /home/payment/cart (spec 1 §2.3, §3 "Commerce state"): select, remove, wishlist and recommendations. */
export function CartPage() {
  const { t } = useJourneyText();
  const { http, navigate } = useServices();
  const { cart, wishlist, items, chosen, changing, changeFailed, askRemove, add, saveToWishlist, toggle, toggleAll } = useCart();
  const recommendation = useServerData({
    key: 'home-recommendation',
    load: (signal) => paymentApi.recommendation(http.service, { signal }),
  });
  const wished = new Set(wishlist.status === 'ready' ? wishlist.data.list.map((item) => item.productId) : []);
  const selectedItems = items.filter((item) => chosen.has(item.cartId));
  const total = selectedItems.reduce((sum, item) => sum + item.priceRupiah, 0);

  return (
    <div css={pageStyle} data-testid="cart-page">
      <h1 css={pageTitleStyle}>{t('home.cart.title')}</h1>
      {changeFailed && (
        <p role="alert" css={{ color: colors.danger }}>
          {t('home.cart.actionFailed')}
        </p>
      )}
      {cart.status === 'loading' && <SkeletonList count={2} />}
      {cart.status === 'failed' && <ErrorState retry={cart.retry} />}
      {cart.status === 'ready' &&
        (items.length === 0 ? (
          <EmptyState message={t('home.cart.empty')} />
        ) : (
          <>
            <label css={selectAllStyle}>
              <input
                type="checkbox"
                checked={selectedItems.length === items.length}
                onChange={(event) => toggleAll(event.target.checked)}
              />
              {t('home.cart.selectAll')}
            </label>
            <ul css={productListStyle}>
              {items.map((item) => (
                <ProductRow
                  key={item.cartId}
                  testId="cart-item"
                  product={item}
                  lead={
                    <input
                      type="checkbox"
                      aria-label={t('home.cart.select', { name: item.productName })}
                      checked={chosen.has(item.cartId)}
                      onChange={(event) => toggle(item.cartId, event.target.checked)}
                    />
                  }
                  actions={
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={wished.has(item.productId) || changing}
                        onClick={() => saveToWishlist(item)}
                      >
                        {wished.has(item.productId) ? t('home.cart.inWishlist') : t('home.cart.toWishlist')}
                      </Button>
                      <Button variant="secondary" size="sm" disabled={changing} onClick={() => askRemove(item)}>
                        {t('home.cart.remove')}
                      </Button>
                    </>
                  }
                />
              ))}
            </ul>
            <div css={summaryStyle}>
              <div>
                <p css={{ margin: 0 }}>{t('home.cart.selectedTotal', { count: selectedItems.length })}</p>
                <p css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: fontWeights.bold }} data-testid="cart-total">
                  {formatRupiah(total)}
                </p>
              </div>
              <Button
                disabled={selectedItems.length === 0}
                onClick={() =>
                  navigate(`${CHECKOUT_PATH}?${new URLSearchParams({ cartIds: selectedItems.map((item) => item.cartId).join(',') })}`)
                }
              >
                {t('home.cart.checkout')}
              </Button>
            </div>
          </>
        ))}

      <h2 css={sectionTitleStyle}>{t('home.cart.wishlist')}</h2>
      {wishlist.status === 'loading' && <SkeletonList count={1} />}
      {wishlist.status === 'failed' && <ErrorState retry={wishlist.retry} />}
      {wishlist.status === 'ready' &&
        (wishlist.data.list.length === 0 ? (
          <EmptyState message={t('home.cart.emptyWishlist')} />
        ) : (
          <AddableProducts products={wishlist.data.list} testId="wishlist-item" onAdd={add} disabled={changing} />
        ))}

      <h2 css={sectionTitleStyle}>{t('home.cart.recommendation')}</h2>
      {recommendation.status === 'loading' && <SkeletonList count={1} />}
      {recommendation.status === 'failed' && <ErrorState retry={recommendation.retry} />}
      {recommendation.status === 'ready' &&
        (recommendation.data.length === 0 ? (
          <EmptyState />
        ) : (
          <AddableProducts products={recommendation.data} testId="recommendation-item" onAdd={add} disabled={changing} />
        ))}
    </div>
  );
}
