import { FIRST_SCREEN_HEAD_ATTRIBUTE } from '@klob/shared/first-screen/contract';

/** What makes two head tags the same one for the page: one title, one meta per name or property, one canonical link. */
function headTagKey(element: Element): string | null {
  switch (element.tagName) {
    case 'TITLE':
      return 'title';
    case 'META': {
      const name = element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('http-equiv');
      return name === null ? null : `meta ${name}`;
    }
    case 'LINK': {
      const rel = element.getAttribute('rel');
      if (rel === 'canonical') return 'link canonical';
      return rel === 'alternate' ? `link alternate ${element.getAttribute('hreflang') ?? ''}` : null;
    }
    default:
      return null;
  }
}

/**
 * Issue 25: the head has one owner, the app. The server's head tags (marked with `FIRST_SCREEN_HEAD_ATTRIBUTE`) stand
 * for the page until the app sets its own: React takes one over when it renders the same tag, and when it adds one of
 * its own instead (the page was rendered afresh, e.g. in the language just chosen), the server's tag of that name
 * goes, so a page never carries two descriptions or two titles. Returns the stop.
 */
export function replaceServerHeadTags(head: HTMLHeadElement = document.head): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const added of record.addedNodes) {
        const key = added instanceof Element && !added.hasAttribute(FIRST_SCREEN_HEAD_ATTRIBUTE) ? headTagKey(added) : null;
        if (key === null) continue;
        for (const server of head.querySelectorAll(`[${FIRST_SCREEN_HEAD_ATTRIBUTE}]`))
          if (server !== added && headTagKey(server) === key) server.remove();
      }
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
