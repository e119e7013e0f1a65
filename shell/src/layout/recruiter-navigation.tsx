import { css, Global } from '@emotion/react';
import { colors, mediaMobile, radii, shadows, space, zIndices } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';

const navigationStyle = css`
  display: contents;
  a,
  > div > button {
    padding: ${space(2)};
    border: 0;
    border-radius: ${radii.md};
    background: transparent;
    color: ${colors.text};
    font: inherit;
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a:hover,
  > div > button:hover {
    color: ${colors.primary};
  }
  > div {
    position: relative;
  }
  ul {
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    z-index: ${zIndices.popover};
    min-width: 220px;
    margin: 0;
    padding: ${space(2)};
    list-style: none;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.popover};
  }
  li a {
    display: block;
    padding: ${space(2)} ${space(3)};
  }
  li a:hover {
    background: ${colors.surfaceMuted};
  }
  a[data-button] {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${colors.primaryDeep};
    color: ${colors.primaryDeep};
    font-weight: 600;
    text-align: center;
  }
  a[data-button='primary'] {
    background: ${colors.primaryDeep};
    color: ${colors.surface};
  }
`;

/**
 * The 'for Business' badge the header puts beside the logo in recruiter mode. Styled from here, so its
 * rules stay out of the first load of `/` (until this chunk arrives it is plain text).
 */
const brandStyle = css`
  header[data-recruiter='true'] > a:first-of-type {
    white-space: nowrap;
  }
  header[data-recruiter='true'] > a:first-of-type small {
    margin-left: 6px;
    padding: 2px 8px;
    border-radius: ${radii.pill};
    background: ${colors.primaryDeep};
    color: ${colors.surface};
    font-size: 12px;
    letter-spacing: 0;
    vertical-align: middle;
  }
  /* 375 px: the badge goes under the logo, so the language switch and the account links keep their room. */
  ${mediaMobile} {
    header[data-recruiter='true'] > a:first-of-type {
      display: inline-flex;
      flex-direction: column;
      align-items: flex-start;
      line-height: 1;
    }
    header[data-recruiter='true'] > a:first-of-type small {
      margin: 2px 0 0;
      padding: 1px 6px;
      font-size: 10px;
    }
  }
`;

/** The main header's other links (spec 2) this navigation takes its employer-site entries from. */
const FROM_OTHER_LINKS = ['otherLinks.klobForBusiness', 'otherLinks.klobporate', 'otherLinks.klobSociety'];
const EMPLOYER_SITE_LINKS = ['otherLinks.hrConsulting', 'otherLinks.employerSite'];

export interface RecruiterNavigationProps {
  /** The main header's other links: the business pages, the employer site and its consulting page (S2-2-26). */
  otherLinks: { labelKey: string; href: string }[];
  /** Klob & Co for the visitor or the signed-in user (S2-2-39). */
  findJobsPath: string;
}

/** An external address opens in a new tab; an app path is a router link. */
function NavigationLink({ href, children }: { href: string; children: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={href}>{children}</Link>;
}

/**
 * The navigation of the recruiter-branded header (spec 2 "Headers", S1-1-15, S2-1-04), inside the
 * main header's frame (logo, menu button, language switch, account area): the employer solutions
 * (the business pages, executive search and placement, the employer site and its consulting page),
 * pricing, contact, a demo request and 'Cari Lowongan' to the job side. Its own chunk: only the
 * business pages load it, never `/`; it imports no module of the first load.
 */
export default function RecruiterNavigation({ otherLinks, findJobsPath }: RecruiterNavigationProps) {
  const { t } = useTranslation('shell');
  const [solutionsOpen, setSolutionsOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!solutionsOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSolutionsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [solutionsOpen]);
  const pick = (keys: string[]) => keys.flatMap((key) => otherLinks.filter((link) => link.labelKey === key));
  const solutions = [
    ...pick(FROM_OTHER_LINKS),
    // Our own pages of these services (the main header's executive search entry is the employer site's).
    { labelKey: 'otherLinks.executiveSearch', href: '/executive-search' },
    { labelKey: 'recruiterHeader.globalTalentPlacement', href: '/global-talent-placement' },
    ...pick(EMPLOYER_SITE_LINKS),
  ];
  return (
    <div css={navigationStyle}>
      <Global styles={brandStyle} />
      <div data-testid="recruiter-solutions-menu">
        <button type="button" aria-expanded={solutionsOpen} aria-controls={listId} onClick={() => setSolutionsOpen((open) => !open)}>
          {t('recruiterHeader.solutions')} ▾
        </button>
        {solutionsOpen && (
          <ul id={listId} aria-label={t('recruiterHeader.solutions')} onClick={() => setSolutionsOpen(false)}>
            {solutions.map(({ labelKey, href }) => (
              <li key={href}>
                <NavigationLink href={href}>{t(labelKey)}</NavigationLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to="/klobforbusiness#pricing">{t('recruiterHeader.pricing')}</Link>
      <Link to="/contactus">{t('recruiterHeader.contact')}</Link>
      <Link to="/klobforbusiness#request-demo" data-button="outline">
        {t('recruiterHeader.requestDemo')}
      </Link>
      <Link to={findJobsPath} data-button="primary" data-testid="organisations-button">
        {t('header.findJobs')}
      </Link>
    </div>
  );
}
