import type { KlobBus } from '@klob/shared';

/** spec 1 §4.8: the bus `offline` flag follows the browser's online/offline events. Returns the unsubscribe. */
export function trackOfflineFlag(bus: KlobBus, target: Window = window): () => void {
  const update = () => bus.setState('offline', !target.navigator.onLine);
  update();
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
