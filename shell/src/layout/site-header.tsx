import { css } from '@emotion/react';
import { colors, mediaMobile, shadows, space } from '@klob/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useBusState } from '@klob/shared';
import { HeaderAccount } from './header-account';
import { LanguageSwitch } from './language-switch';
import { HeaderSearchSlot } from './header-search-slot';
import { HeaderDropdown, toHeaderLinks } from './header-dropdown';
import { categoryLinks, OTHER_LINKS } from './header-links';
import { isRecruiterPage } from '../routes/route-table';
import { OrganisationsButton } from './organisations-button';
import { useScrollShadow } from './use-scroll-shadow';

// Only the business pages (recruiter mode) show it: its own chunk, so `/` does not load it.
const RecruiterNavigation = lazy(() => import('./recruiter-navigation'));

/**
 * The menu toggle's icon, three bars or a cross while the menu is open. Drawn, not a font's ☰ and ✕: a phone's fonts
 * may lack them, and the browser's search for a font that has them made the page's first layout longer (issue 25).
 */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'} />
    </svg>
  );
}

const headerStyle = css`
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
  > [data-menu-toggle],
  [data-nav-language] {
    display: none;
  }
  ${mediaMobile} {
    /* A phone's bar holds the menu, logo, search and account: the language switch is in the navigation. */
    > [data-header-language] {
      display: none;
    }
    [data-nav-language] {
      display: flex;
    }
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

const logoStyle = css`
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

/**
 * The main header (spec 2 "Headers"): logo to /, the guest Category dropdown, the other links,
 * mf-search's search box slot, the language switch and the account area. On 768 px or less the
 * navigation opens from a menu button. The pages the route table flags `recruiterPage` run in
 * recruiter mode (S1-1-15, S2-1-04): the recruiter-branded variant, 'for Business' beside the logo,
 * the employer navigation (`RecruiterNavigation`, with 'Cari Lowongan' to Klob & Co) and no job search box.
 */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const shadow = useScrollShadow();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const recruiter = isRecruiterPage(pathname);
  const [menuPath, setMenuPath] = useState(pathname);
  // A route change closes the mobile navigation (state adjusted during render, no effect needed).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return (
    <header css={headerStyle} data-shadow={shadow} data-recruiter={recruiter}>
      <Link to="/" css={logoStyle} aria-label={t('header.logoAlt')}>
        {PRODUCT_NAME}
        {recruiter && <small>{t('recruiterHeader.brand')}</small>}
      </Link>
      <button
        type="button"
        data-menu-toggle
        aria-expanded={menuOpen}
        aria-controls="site-navigation"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <MenuIcon open={menuOpen} />
      </button>
      <nav id="site-navigation" aria-label={t('header.navigation')} data-open={menuOpen}>
        {recruiter ? (
          <Suspense fallback={null}>
            <RecruiterNavigation otherLinks={OTHER_LINKS} findJobsPath={categoryLinks(isAuthenticated)[0]!.href} />
          </Suspense>
        ) : (
          <>
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
          </>
        )}
        <div data-nav-language>
          <LanguageSwitch />
        </div>
      </nav>
      {!recruiter && <HeaderSearchSlot />}
      <div data-header-language>
        <LanguageSwitch />
      </div>
      <HeaderAccount />
    </header>
  );
}
