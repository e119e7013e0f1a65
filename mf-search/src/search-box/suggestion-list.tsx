import type { SuggestionItem } from '@klob/shared/api-contract/search';
import { useSearchTranslation } from '../common/language';
import type { OptionRow, SuggestionRow } from './suggestion-rows';
import {
  deleteButtonStyle,
  emptyRowStyle,
  listStyle,
  optionStyle,
  optionTextStyle,
  thumbnailStyle,
  titleRowStyle,
} from './search-box.styles';

export interface SuggestionListProps {
  id: string;
  rows: readonly SuggestionRow[];
  activeIndex: number;
  optionId(index: number): string;
  /** Shown when a typed keyword found nothing. */
  emptyKeyword: string | null;
  /** The keyword the shown suggestions answer (they stay while a newer keyword is asked for). */
  answeredKeyword: string;
  onChoose(row: OptionRow): void;
  onDelete(keyword: string): void;
  onHighlight(index: number): void;
}

function Thumbnail({ item }: { item: SuggestionItem }) {
  if (item.thumbnailUrl) return <img css={thumbnailStyle} src={item.thumbnailUrl} alt="" loading="lazy" />;
  return (
    <span css={thumbnailStyle} aria-hidden="true">
      {item.text.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The suggestion listbox (spec 1 §3, §4.6): group titles are plain rows, options carry their ids
 * for the input's aria-activedescendant. Pressing inside never takes the focus from the input.
 */
export default function SuggestionList({
  id,
  rows,
  activeIndex,
  optionId,
  emptyKeyword,
  answeredKeyword,
  onChoose,
  onDelete,
  onHighlight,
}: SuggestionListProps) {
  const { t } = useSearchTranslation();
  const titleOf = (group: Extract<SuggestionRow, { kind: 'title' }>['group']) =>
    group === 'lastSearchKeyword' ? t('suggestions.recent') : t(`suggestions.${group}`);

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('suggestions.label')}
      css={listStyle}
      data-answered-keyword={answeredKeyword}
      onMouseDown={(event) => event.preventDefault()}
    >
      {rows.length === 0 && emptyKeyword !== null && (
        <li role="presentation" css={emptyRowStyle}>
          {t('suggestions.noResult', { keyword: emptyKeyword })}
        </li>
      )}
      {rows.map((row, index) => {
        if (row.kind === 'title')
          return (
            <li key={row.key} role="presentation" css={titleRowStyle} data-group-title={row.group}>
              {titleOf(row.group)}
            </li>
          );
        const common = {
          id: optionId(index),
          role: 'option',
          'aria-selected': index === activeIndex,
          css: optionStyle,
          onClick: () => onChoose(row),
          onMouseMove: () => index !== activeIndex && onHighlight(index),
        } as const;
        if (row.kind === 'history')
          return (
            // Named by the keyword alone: the delete button's label is not part of the option's name.
            <li key={row.key} {...common} aria-label={row.keyword}>
              <span css={optionTextStyle}>
                <span>{row.keyword}</span>
              </span>
              <button
                type="button"
                tabIndex={-1}
                css={deleteButtonStyle}
                aria-label={t('suggestions.deleteHistoryOf', { keyword: row.keyword })}
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(row.keyword);
                }}
              >
                ×
              </button>
            </li>
          );
        const { item } = row;
        const company = item.type === 'jobVacancy' ? (item.anonym ? t('suggestions.anonymousCompany') : item.corporateName) : null;
        return (
          <li key={row.key} {...common}>
            <Thumbnail item={item} />
            <span css={optionTextStyle}>
              <span>{item.text}</span>
              {company && <span>{company}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
