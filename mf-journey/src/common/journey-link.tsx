import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useServices } from '@klob/shared';

interface JourneyLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Called on hover and focus: the place to preload what the link opens. */
  onIntent?: () => void;
}

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A real link (new tab, copy address) that navigates through the shell on a plain click. */
export function JourneyLink({ to, onIntent, onClick, children, ...rest }: JourneyLinkProps) {
  const { navigate } = useServices();
  return (
    <a
      {...rest}
      href={to}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
