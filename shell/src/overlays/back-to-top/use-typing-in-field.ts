import { useEffect, useState } from 'react';

const TEXT_ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';

const isTextEntry = (element: Element | null) => element instanceof Element && element.matches(TEXT_ENTRY);

/** Whether focus is in a field the user types or picks into (a phone's keyboard is then up). */
export function useTypingInField(): boolean {
  const [typing, setTyping] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    // focusout fires before focus lands elsewhere: read where it went from relatedTarget, not activeElement.
    const onFocusIn = (event: FocusEvent) => setTyping(isTextEntry(event.target as Element | null));
    const onFocusOut = (event: FocusEvent) => setTyping(isTextEntry(event.relatedTarget as Element | null));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}
