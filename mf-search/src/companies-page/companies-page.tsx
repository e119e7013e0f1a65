import { useState, type FormEvent } from 'react';
import { useServerData, type UnitProps } from '@klob/shared';
import type { CompanyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@klob/shared/api-contract/search';
import { CompanyCard } from '../common/company-card';
import { useSearchTranslation } from '../common/language';
import { EmptyState, LoadState } from '../common/load-state';
import { cardListStyle, formRowStyle, headingStyle, pageStyle, primaryButtonStyle, subtleStyle } from '../common/page.styles';
import { Pager, pageNumberOf } from '../common/pager';
import { fetchCompanies } from '../search-api/search-api';

export const COMPANIES_PATH = '/companies';

/** The URL of a company list: /companies?q=&page= (page only above 1). */
export function companyListUrl(keyword: string, page = 1): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set('q', keyword.trim());
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${COMPANIES_PATH}?${search}` : COMPANIES_PATH;
}

/** /companies (S1-1-02): the companies, searchable by name, each card linking to its detail page and its jobs. */
export function CompaniesPage({ query, services }: UnitProps) {
  const { t } = useSearchTranslation();
  const keyword = query.q?.trim() ?? '';
  const page = pageNumberOf(query.page);
  const [typed, setTyped] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setTyped(keyword);
  }
  const signedIn = services.auth.isAuthenticated();
  const companies = useServerData<CompanyListResult>({
    key: `companies?${JSON.stringify({ keyword, page })}`,
    load: (signal) => fetchCompanies(services.http.service, { keyword, page }, signal),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    services.navigate(companyListUrl(typed));
  };

  return (
    <div css={pageStyle}>
      <h1 css={headingStyle}>{t('companies.title')}</h1>
      <form css={formRowStyle} role="search" aria-label={t('companies.title')} onSubmit={submit}>
        <label>
          {t('companies.searchPlaceholder')}
          <input
            type="text"
            name="q"
            value={typed}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" css={primaryButtonStyle}>
          {t('companies.search')}
        </button>
      </form>
      <LoadState data={companies}>
        {(result) =>
          result.items.length === 0 ? (
            <EmptyState title={t('companies.emptyTitle')} description={t('results.emptyDescription')} />
          ) : (
            <>
              <p css={subtleStyle} role="status">
                {t('companies.total', { count: result.totalItems })}
              </p>
              <ul css={cardListStyle}>
                {result.items.map((company) => (
                  <li key={company.corporateId}>
                    <CompanyCard company={company} signedIn={signedIn} />
                  </li>
                ))}
              </ul>
              <Pager page={result.page} totalPages={result.totalPages} urlOf={(next) => companyListUrl(keyword, next)} />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
