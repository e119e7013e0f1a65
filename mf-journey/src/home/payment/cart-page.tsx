import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useServerData, useServices } from '@klob/shared';
import type { CartItem, Product } from '@klob/shared/api-contract/commerce';
import { formatRupiah } from '@klob/shared/format';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { EmptyState, ErrorState, SkeletonList } from '../../common/state-views';
import { pageStyle, pageTitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { ProductRow, productListStyle } from './product-row';
import { paymentApi } from './payment-api';

export const CHECKOUT_PATH = '/home/payment/checkout';
/** How many wishlist items the cart page shows. */
const WISHLIST_SHOWN = 10;

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
}: {
  products: readonly Product[];
  testId: string;
  onAdd(product: Product): Promise<void>;
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
            <Button variant="secondary" size="sm" onClick={() => void onAdd(product)}>
              {t('home.cart.addToCart')}
            </Button>
          }
        />
      ))}
    </ul>
  );
}

/** Names a cart line in the shell's delete confirmation (`confirmDelete`, answered by `deleteConfirmed`). */
const REMOVE_REQUEST = 'cart-remove:';

/** The cart with what the user did to it since it loaded: removed lines, added lines, the selection. */
function useCart() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const cart = useServerData({ key: 'home-cart', load: (signal) => paymentApi.cart(http.service, { signal }) });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<CartItem[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const [failed, setFailed] = useState(false);
  const items = cart.status === 'ready' ? [...cart.data, ...added].filter((item) => !removed.has(item.cartId)) : [];
  // Everything is selected until the user changes the selection.
  const chosen = selected ?? new Set(items.map((item) => item.cartId));

  const changed = () => bus.emit('countersStale', { counter: 'cart' });
  const act = async (action: () => Promise<void>) => {
    setFailed(false);
    try {
      await action();
    } catch (error) {
      console.error('[klob] the cart could not be changed', error);
      setFailed(true);
    }
  };
  const remove = (cartId: string) =>
    act(async () => {
      await paymentApi.removeFromCart(http.service, cartId);
      setRemoved((previous) => new Set(previous).add(cartId));
      changed();
    });
  /** spec 1 §4.7: a line leaves the cart once the user says 'Yes, delete' in the shell's confirmation. */
  const askRemove = (item: CartItem) =>
    bus.emit('confirmDelete', {
      requestId: `${REMOVE_REQUEST}${item.cartId}`,
      title: t('home.cart.removeTitle'),
      message: t('home.cart.removeMessage', { name: item.productName }),
    });
  const removeConfirmed = useEffectEvent((requestId: string) => {
    if (requestId.startsWith(REMOVE_REQUEST)) void remove(requestId.slice(REMOVE_REQUEST.length));
  });
  useEffect(() => {
    const subscription = bus.on('deleteConfirmed').subscribe(({ requestId }) => removeConfirmed(requestId));
    return () => subscription.unsubscribe();
  }, [bus]);
  const add = (product: Product) =>
    act(async () => {
      const item = await paymentApi.addToCart(http.service, product.productId);
      if (!items.some((line) => line.cartId === item.cartId)) setAdded((previous) => [...previous, item]);
      changed();
    });
  const toggle = (cartId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(cartId);
    else next.delete(cartId);
    setSelected(next);
  };
  const toggleAll = (on: boolean) => setSelected(new Set(on ? items.map((item) => item.cartId) : []));
  return { cart, items, chosen, failed, askRemove, add, toggle, toggleAll, act };
}

/** /home/payment/cart (spec 1 §2.3, §3 "Commerce state"): select, remove, wishlist and recommendations. */
export function CartPage() {
  const { t } = useJourneyText();
  const { http, navigate } = useServices();
  const { cart, items, chosen, failed, askRemove, add, toggle, toggleAll, act } = useCart();
  const [wishlistVersion, setWishlistVersion] = useState(0);
  const wishlist = useServerData({
    key: `home-wishlist#${wishlistVersion}`,
    load: (signal) => paymentApi.wishlist(http.service, { start: 0, length: WISHLIST_SHOWN }, { signal }),
  });
  const recommendation = useServerData({
    key: 'home-recommendation',
    load: (signal) => paymentApi.recommendation(http.service, { signal }),
  });
  const wished = new Set(wishlist.status === 'ready' ? wishlist.data.list.map((item) => item.productId) : []);
  const selectedItems = items.filter((item) => chosen.has(item.cartId));
  const total = selectedItems.reduce((sum, item) => sum + item.priceRupiah, 0);

  const saveToWishlist = (product: Product) =>
    act(async () => {
      await paymentApi.addToWishlist(http.service, product.productId);
      setWishlistVersion((version) => version + 1);
    });

  return (
    <div css={pageStyle} data-testid="cart-page">
      <h1 css={pageTitleStyle}>{t('home.cart.title')}</h1>
      {failed && (
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
                      <Button variant="ghost" size="sm" disabled={wished.has(item.productId)} onClick={() => void saveToWishlist(item)}>
                        {wished.has(item.productId) ? t('home.cart.inWishlist') : t('home.cart.toWishlist')}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => askRemove(item)}>
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
          <AddableProducts products={wishlist.data.list} testId="wishlist-item" onAdd={add} />
        ))}

      <h2 css={sectionTitleStyle}>{t('home.cart.recommendation')}</h2>
      {recommendation.status === 'loading' && <SkeletonList count={1} />}
      {recommendation.status === 'failed' && <ErrorState retry={recommendation.retry} />}
      {recommendation.status === 'ready' &&
        (recommendation.data.length === 0 ? (
          <EmptyState />
        ) : (
          <AddableProducts products={recommendation.data} testId="recommendation-item" onAdd={add} />
        ))}
    </div>
  );
}
