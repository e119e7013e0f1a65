import { useId, useState, type FormEvent } from 'react';
import { JOB_LEVELS, WORK_MODELS } from '@klob/shared/api-contract/content';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@klob/shared/api-contract/search';
import { useServices } from '@klob/shared';
import { useSearchTranslation } from '../common/language';
import { jobLevelKey } from '../common/job-levels';
import { formRowStyle, primaryButtonStyle } from '../common/page.styles';
import type { JobListFilters } from '../links/job-list-path';
import { usePositionOptions } from './use-position-names';

export interface JobFiltersProps {
  filters: JobListFilters;
  /** A company page has no keyword or location fields: its list is the company's. */
  companyPage: boolean;
  onChange(filters: JobListFilters): void;
}

/**
 * The job list filters. The URL holds them: every change goes out as a new URL (`onChange`), and the
 * fields start from the URL's values; the typed texts apply on submit, the selects at once.
 */
export function JobFilters({ filters, companyPage, onChange }: JobFiltersProps) {
  const { t } = useSearchTranslation();
  const services = useServices();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [location, setLocation] = useState(filters.location);
  const options = usePositionOptions(services.http.service, companyPage ? '' : keyword);
  const optionsId = useId();

  // A new URL (back button, pasted link) puts its values in the fields.
  const filtersKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setKeyword(filters.keyword);
    setLocation(filters.location);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, keyword: keyword.trim(), location: location.trim(), page: 1 });
  };

  return (
    <form css={formRowStyle} onSubmit={submit} role="search" aria-label={t('jobs.filters')}>
      {!companyPage && (
        <>
          <label>
            {t('jobs.positionLabel')}
            <input
              type="text"
              name="q"
              list={optionsId}
              value={keyword}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              placeholder={t('jobs.positionPlaceholder')}
              autoComplete="off"
              onChange={(event) => setKeyword(event.target.value)}
            />
            <datalist id={optionsId} data-testid="position-options">
              {options.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </label>
          <label>
            {t('jobs.locationLabel')}
            <input
              type="text"
              name="location"
              value={location}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              placeholder={t('jobs.locationPlaceholder')}
              onChange={(event) => setLocation(event.target.value)}
            />
          </label>
        </>
      )}
      <label>
        {t('jobs.workModel')}
        <select value={filters.workModel} onChange={(event) => onChange({ ...filters, workModel: event.target.value, page: 1 })}>
          <option value="">{t('jobs.allWorkModels')}</option>
          {WORK_MODELS.map((model) => (
            <option key={model} value={model}>
              {t(`jobs.workModels.${model}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('jobs.jobLevel')}
        <select value={filters.jobLevel} onChange={(event) => onChange({ ...filters, jobLevel: event.target.value, page: 1 })}>
          <option value="">{t('jobs.allJobLevels')}</option>
          {JOB_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`jobs.jobLevels.${jobLevelKey(level)}`)}
            </option>
          ))}
        </select>
      </label>
      {!companyPage && (
        <button type="submit" css={primaryButtonStyle}>
          {t('jobs.search')}
        </button>
      )}
    </form>
  );
}
