import { useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { COMMERCE_PATHS, type SandboxCardProvider } from '@klob/shared/api-contract/commerce';

declare global {
  interface Window {
    KlobSandboxCard?: SandboxCardProvider;
  }
}

/** spec 1 §2.9: the card provider's (sandbox) script, loaded only while the checkout page is open. */
export function useSandboxScript(): SandboxCardProvider | null {
  const { config } = useServices();
  const [provider, setProvider] = useState<SandboxCardProvider | null>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = `${config.apiBaseUrl}${COMMERCE_PATHS.sandboxScript}`;
    script.async = true;
    script.onload = () => setProvider(window.KlobSandboxCard ?? null);
    document.head.appendChild(script);
    return () => {
      script.remove();
      delete window.KlobSandboxCard;
    };
  }, [config.apiBaseUrl]);
  return provider;
}
