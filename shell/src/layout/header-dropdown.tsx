import { css } from '@emotion/react';
import { colors, MOBILE_MEDIA_QUERY, radii, shadows, space, zIndices } from '@klob/shared/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalHref, type HeaderLink } from './header-links';

const dropdownStyle = css`
  position: relative;
  > button {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    border: 0;
    background: transparent;
    font: inherit;
    font-weight: 500;
    color: ${colors.text};
    cursor: pointer;
    padding: ${space(2)};
    border-radius: ${radii.md};
  }
  > button:hover {
    color: ${colors.primary};
  }
  ul {
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    z-index: ${zIndices.popover};
    min-width: 220px;
    max-height: 70vh;
    overflow-y: auto;
    margin: 0;
    padding: ${space(2)};
    list-style: none;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.popover};
  }
  ul[data-align='end'] {
    left: auto;
    right: 0;
  }
  li a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.md};
    color: ${colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  li a:hover {
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
  }
`;

export interface HeaderDropdownProps {
  /** The visible face of the toggle (text, icon, badge). */
  toggle: ReactNode;
  /** The toggle's accessible name. */
  label: string;
  links: { label: string; href: string }[];
  align?: 'start' | 'end';
  testId?: string;
  /** Extra items after the links (e.g. Logout). */
  children?: ReactNode;
}

/** A header menu with its own open state; closes on Escape, on a choice and (desktop) on an outside click. */
export function HeaderDropdown({ toggle, label, links, align = 'start', testId, children }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // 768 px or less: the menus toggle independently (S2-2-53), only by their own button; desktop: an outside click closes.
    const mobile = typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    if (!mobile) document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div css={dropdownStyle} ref={root} data-testid={testId}>
      <button type="button" aria-label={label} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {toggle}
      </button>
      {open && (
        <ul id={listId} aria-label={label} data-align={align}>
          {links.map(({ label: text, href }) => (
            <li key={href}>
              {isExternalHref(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {text}
                </a>
              ) : (
                <Link to={href} onClick={close}>
                  {text}
                </Link>
              )}
            </li>
          ))}
          {children && <li>{children}</li>}
        </ul>
      )}
    </div>
  );
}

export const toHeaderLinks = (links: HeaderLink[], t: (key: string) => string) =>
  links.map(({ labelKey, href }) => ({ label: t(labelKey), href }));
