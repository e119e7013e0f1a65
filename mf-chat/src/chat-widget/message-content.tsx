import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { plainTextOf } from './plain-text';
import { loadPurifier, sanitizeMessage } from './sanitize';

let loaded: DOMPurify | null = null;

/** Renders a message's content: HTML only after DOMPurify (issue 11), whatever the api did. */
export function MessageContent({ content }: { content: string }) {
  // DOMPurify is a function: kept through updaters, or React would call it as one.
  const [purify, setPurify] = useState<DOMPurify | null>(() => loaded);
  useEffect(() => {
    if (purify) return;
    let alive = true;
    loadPurifier().then(
      (module) => {
        loaded = module;
        if (alive) setPurify(() => module);
      },
      (error: unknown) => console.error('[chat] DOMPurify could not be loaded', error),
    );
    return () => {
      alive = false;
    };
  }, [purify]);
  if (!purify) return <div data-testid="message-content">{plainTextOf(content)}</div>;
  return <div data-testid="message-content" dangerouslySetInnerHTML={{ __html: sanitizeMessage(purify, content) }} />;
}
