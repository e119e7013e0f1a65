import { useEffect, useEffectEvent, useState } from 'react';
import { useServerData, useServerMutation, useServices, type HttpClient } from '@klob/shared';
import type { CartItem, Product } from '@klob/shared/api-contract/commerce';
import { useJourneyText } from '../../common/use-journey';
import { paymentApi } from './payment-api';

/** How many wishlist items the cart page shows. */
const WISHLIST_SHOWN = 10;

/** Names a cart line in the shell's delete confirmation (`confirmDelete`, answered by `deleteConfirmed`). */
const REMOVE_REQUEST = 'cart-remove:';

/** What the user does to the cart page's lists: take a line out, put a product in, keep a product for later. */
type CartChange = { kind: 'remove'; cartId: string } | { kind: 'add'; product: Product } | { kind: 'wish'; product: Product };

/** The change's call; an added product answers with its new cart line. */
async function sendCartChange(client: HttpClient, change: CartChange, signal: AbortSignal): Promise<CartItem | null> {
  switch (change.kind) {
    case 'remove':
      await paymentApi.removeFromCart(client, change.cartId, { signal });
      return null;
    case 'add':
      return paymentApi.addToCart(client, change.product.productId, { signal });
    case 'wish':
      await paymentApi.addToWishlist(client, change.product.productId, { signal });
      return null;
  }
}

/**
 * The cart and wishlist with what the user did to them since they loaded: removed lines, added lines,
 * the selection. One change is sent at a time (`changing`); `changeFailed` holds until the next one.
 */
export function useCart() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const cart = useServerData({ key: 'home-cart', load: (signal) => paymentApi.cart(http.service, { signal }) });
  // A remote has no data cache to invalidate yet (shared README), so a saved product reads the wishlist under a new key.
  const [wishlistVersion, setWishlistVersion] = useState(0);
  const wishlist = useServerData({
    key: `home-wishlist#${wishlistVersion}`,
    load: (signal) => paymentApi.wishlist(http.service, { start: 0, length: WISHLIST_SHOWN }, { signal }),
  });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<CartItem[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const items = cart.status === 'ready' ? [...cart.data, ...added].filter((item) => !removed.has(item.cartId)) : [];
  // Everything is selected until the user changes the selection.
  const chosen = selected ?? new Set(items.map((item) => item.cartId));

  const changes = useServerMutation({
    send: (change: CartChange, signal: AbortSignal) => sendCartChange(http.service, change, signal),
    onDone: (line, change) => {
      if (change.kind === 'wish') {
        setWishlistVersion((version) => version + 1);
        return;
      }
      if (change.kind === 'remove') setRemoved((previous) => new Set(previous).add(change.cartId));
      else if (line && !items.some((item) => item.cartId === line.cartId)) setAdded((previous) => [...previous, line]);
      bus.emit('countersStale', { counter: 'cart' });
    },
  });

  /** spec 1 §4.7: a line leaves the cart once the user says 'Yes, delete' in the shell's confirmation. */
  const askRemove = (item: CartItem) =>
    bus.emit('confirmDelete', {
      requestId: `${REMOVE_REQUEST}${item.cartId}`,
      title: t('home.cart.removeTitle'),
      message: t('home.cart.removeMessage', { name: item.productName }),
    });
  const removeConfirmed = useEffectEvent((requestId: string) => {
    if (requestId.startsWith(REMOVE_REQUEST)) void changes.send({ kind: 'remove', cartId: requestId.slice(REMOVE_REQUEST.length) });
  });
  useEffect(() => {
    const subscription = bus.on('deleteConfirmed').subscribe(({ requestId }) => removeConfirmed(requestId));
    return () => subscription.unsubscribe();
  }, [bus]);

  const toggle = (cartId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(cartId);
    else next.delete(cartId);
    setSelected(next);
  };
  const toggleAll = (on: boolean) => setSelected(new Set(on ? items.map((item) => item.cartId) : []));
  return {
    cart,
    wishlist,
    items,
    chosen,
    changing: changes.pending,
    changeFailed: changes.status === 'failed',
    askRemove,
    add: (product: Product) => void changes.send({ kind: 'add', product }),
    saveToWishlist: (product: Product) => void changes.send({ kind: 'wish', product }),
    toggle,
    toggleAll,
  };
}
