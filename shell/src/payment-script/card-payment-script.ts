import type { KlobBus } from '@klob/shared';
import { COMMERCE_PATHS, type SandboxCardProvider } from '@klob/shared/api-contract/commerce';

declare global {
  interface Window {
    /** Where the provider's (sandbox) script puts itself. */
    KlobSandboxCard?: SandboxCardProvider;
  }
}

/** Marks the tag, so tests and the page can tell it from other scripts. */
export const CARD_PAYMENT_SCRIPT_ATTRIBUTE = 'data-klob-card-payment';

let holders = 0;
let script: HTMLScriptElement | null = null;

/**
 * S1-2.9-23/24: puts the card provider's script on the page (the sandbox one: the api serves it, so
 * its address follows the environment) and publishes the provider on the bus `cardPayment` channel
 * once it has loaded. Every page that wants it holds it; the last release removes the tag and the
 * provider, so no other page has it.
 */
export function holdCardPaymentScript(bus: KlobBus, apiBaseUrl: string): () => void {
  holders += 1;
  if (!script) {
    const tag = document.createElement('script');
    tag.src = `${apiBaseUrl}${COMMERCE_PATHS.sandboxScript}`;
    tag.async = true;
    tag.setAttribute(CARD_PAYMENT_SCRIPT_ATTRIBUTE, '');
    tag.onload = () => {
      if (script === tag) bus.setState('cardPayment', window.KlobSandboxCard ?? null);
    };
    tag.onerror = () => console.error('[klob] the card payment script could not be loaded', tag.src);
    document.head.appendChild(tag);
    script = tag;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !script) return;
    script.remove();
    script = null;
    delete window.KlobSandboxCard;
    bus.setState('cardPayment', null);
  };
}
