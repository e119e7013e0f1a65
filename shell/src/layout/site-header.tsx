import { css } from '@emotion/react';
import { colors, mediaMobile, shadows, space } from '@klob/shared/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useBusState } from '@klob/shared';
import { HeaderAccount } from './header-account';
import { LanguageSwitch } from './language-switch';
import { HeaderSearchSlot } from './header-search-slot';
import { HeaderDropdown, toHeaderLinks } from './header-dropdown';
import { categoryLinks, OTHER_LINKS } from './header-links';
import { OrganisationsButton } from './organisations-button';
import { useScrollShadow } from './use-scroll-shadow';

/** The header bar, shared by the main header and the recruiter variant. */
export const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${space(4)};
  padding: ${space(3)} clamp(16px, 4vw, 48px);
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  transition: box-shadow 120ms ease-out;
  &[data-shadow='true'] {
    box-shadow: ${shadows.header};
  }
  > nav {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    flex: 1;
  }
  > [data-menu-toggle] {
    display: none;
  }
  ${mediaMobile} {
    gap: ${space(2)};
    padding: ${space(2)} ${space(3)};
    > [data-menu-toggle] {
      display: inline-flex;
      order: -1;
      border: 1px solid ${colors.border};
      background: ${colors.surface};
      border-radius: 8px;
      padding: 6px 10px;
      font: inherit;
      font-size: 20px;
      line-height: 1;
      cursor: pointer;
    }
    > nav {
      display: none;
    }
    > nav[data-open='true'] {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      padding: ${space(3)};
      background: ${colors.surface};
      border-bottom: 1px solid ${colors.border};
      box-shadow: ${shadows.header};
      max-height: calc(100vh - 64px);
      overflow-y: auto;
    }
    /* In the opened navigation the menus unfold in place, each on its own. */
    > nav ul {
      position: static;
      box-shadow: none;
      max-height: none;
    }
  }
`;

export const logoStyle = css`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: -0.5px;
  color: ${colors.primary};
  text-decoration: none;
  margin-right: auto;
  flex-shrink: 0;
  @media (min-width: 769px) {
    margin-right: 0;
  }
`;

/** The mobile navigation's open state; a route change closes it (state adjusted during render, no effect needed). */
export function useMobileMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return { menuOpen, toggleMenu: () => setMenuOpen((open) => !open) };
}

/**
 * The main header (spec 2 "Headers"): logo to /, the guest Category dropdown, the other links,
 * mf-search's search box slot, the language switch and the account area. On 768 px or less the
 * navigation opens from a menu button. Pages in recruiter mode show `RecruiterHeader` instead (`PageHeader`).
 */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const shadow = useScrollShadow();
  const { menuOpen, toggleMenu } = useMobileMenu();
  return (
    <header css={headerStyle} data-shadow={shadow} data-header-variant="main">
      <Link to="/" css={logoStyle} aria-label={t('header.logoAlt')}>
        {PRODUCT_NAME}
      </Link>
      <button
        type="button"
        data-menu-toggle
        aria-expanded={menuOpen}
        aria-controls="site-navigation"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        onClick={toggleMenu}
      >
        {menuOpen ? '✕' : '☰'}
      </button>
      <nav id="site-navigation" aria-label={t('header.navigation')} data-open={menuOpen}>
        {!isAuthenticated && (
          <HeaderDropdown
            toggle={`${t('header.category')} ▾`}
            label={t('header.category')}
            links={toHeaderLinks(categoryLinks(false), t)}
            testId="category-menu"
          />
        )}
        <HeaderDropdown
          toggle={`${t('header.others')} ▾`}
          label={t('header.others')}
          links={toHeaderLinks(OTHER_LINKS, t)}
          testId="other-links-menu"
        />
        {!isAuthenticated && <OrganisationsButton />}
      </nav>
      <HeaderSearchSlot />
      <LanguageSwitch />
      <HeaderAccount />
    </header>
  );
}
