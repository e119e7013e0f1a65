import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useServices } from '@klob/shared';

/**
 * A link to a page of the platform: a real href (new tab, copy link), while a plain click
 * navigates through the shell without reloading.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const services = useServices();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    services.navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
