import { createPortal } from 'react-dom';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { UnitProps } from '@klob/shared';
import { useIsMobile } from '@klob/shared/ui';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@klob/shared/api-contract/search';
import { useSearchTranslation } from '../common/language';
import { searchPageUrl, suggestionTargetUrl } from '../links/target-urls';
import { deleteSearchHistory, saveSearchHistory } from '../search-api/search-api';
import { closeButtonStyle, fieldRowStyle, fullScreenStyle, inputStyle, rootStyle } from './search-box.styles';
import { nextOptionIndex, toSuggestionRows, type OptionRow } from './suggestion-rows';
import { useOutsidePress } from './use-outside-press';
import { useSuggestions } from './use-suggestions';

// The list's code loads when the box first opens, keeping the header's first load small.
const SuggestionList = lazy(() => import('./suggestion-list'));

const logSilently = (what: string) => (error: unknown) => console.warn(`[klob] ${what} failed`, error);

/**
 * The header search box (spec 1 §4.6, spec 2 "Headers"): a combobox whose list shows the search
 * history for an empty keyword and the suggestion groups after a pause in typing. Choosing saves
 * the keyword to the history and opens the choice's page; Enter on the typed keyword opens /search.
 */
export function SearchBox({ services, pathname, query }: UnitProps) {
  const { t, language } = useSearchTranslation();
  const client = services.http.service;
  const signedIn = services.auth.isAuthenticated();
  const [keyword, setKeyword] = useState(() => (pathname === '/search' ? (query.q ?? '') : ''));
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { suggestions, request, cancel, forgetHistory } = useSuggestions(client, language);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  // The box follows the keyword of the global search page it is on.
  const pageKeyword = pathname === '/search' ? (query.q ?? '') : null;
  const [shownPageKeyword, setShownPageKeyword] = useState(pageKeyword);
  if (shownPageKeyword !== pageKeyword) {
    setShownPageKeyword(pageKeyword);
    if (pageKeyword !== null) setKeyword(pageKeyword);
  }

  // The header slot asks for the focus when the user reached for the box before its code had loaded.
  useEffect(() => {
    if (rootRef.current?.closest('[data-search-focus="true"]')) inputRef.current?.focus();
  }, []);

  const rows = useMemo(() => toSuggestionRows(suggestions?.groups ?? null, keyword), [suggestions, keyword]);
  const answered = suggestions !== null && suggestions.keyword.trim() === keyword.trim();
  const emptyKeyword = answered && keyword.trim() ? keyword.trim() : null;
  const listShown = open && (rows.length > 0 || emptyKeyword !== null);

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
    cancel();
  }, [cancel]);
  useOutsidePress(open, rootRef, close);

  // spec 1 §4.6: on a phone the open search covers the page. It leaves the header (a stacking
  // context under the page's floating buttons) for the end of the body, and keeps the focus.
  const isMobile = useIsMobile();
  const fullScreen = open && isMobile;
  useEffect(() => {
    if (!fullScreen) return;
    inputRef.current?.focus();
    // The page under the full-screen search does not scroll with the list.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [fullScreen]);

  const openBox = () => {
    if (open) return;
    setOpen(true);
    // Visitors have no history: an empty box asks nothing.
    if (keyword.trim() || signedIn) request(keyword.trim(), { immediate: true });
  };

  const go = (url: string, entity: Parameters<typeof saveSearchHistory>[1], saved: string) => {
    if (signedIn && saved) saveSearchHistory(client, entity, saved).catch(logSilently('saving the search history'));
    close();
    inputRef.current?.blur();
    services.navigate(url);
  };

  const choose = (row: OptionRow) => {
    if (row.kind === 'history') {
      setKeyword(row.keyword);
      go(searchPageUrl(row.keyword), 'all', row.keyword);
    } else go(suggestionTargetUrl(row.item, signedIn), row.item.type, keyword.trim() || row.item.text);
  };

  const removeHistory = (entry: string) => {
    forgetHistory(entry);
    setActiveIndex(-1);
    deleteSearchHistory(client, entry).catch(logSilently('deleting a search history entry'));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const active = rows[activeIndex];
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) openBox();
        setActiveIndex((current) => nextOptionIndex(rows, current, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        if (listShown && active && active.kind !== 'title') choose(active);
        else if (keyword.trim()) go(searchPageUrl(keyword.trim()), 'all', keyword.trim());
        return;
      }
      case 'Escape': {
        if (!open) return;
        event.preventDefault();
        close();
        return;
      }
      case 'Delete': {
        // Shift+Delete removes the highlighted history entry, as browsers do for their own suggestions.
        if (event.shiftKey && listShown && active?.kind === 'history') {
          event.preventDefault();
          removeHistory(active.keyword);
        }
        return;
      }
    }
  };

  const box = (
    <div ref={rootRef} css={[rootStyle, fullScreen && fullScreenStyle]} data-testid="search-box" data-open={open || undefined}>
      <div css={fieldRowStyle} role="search">
        <input
          ref={inputRef}
          css={inputStyle}
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('box.label')}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('box.placeholder')}
          autoComplete="off"
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          value={keyword}
          onFocus={openBox}
          onClick={openBox}
          onChange={(event) => {
            const next = event.target.value;
            setKeyword(next);
            setActiveIndex(-1);
            setOpen(true);
            if (next.trim() || signedIn) request(next.trim());
            else cancel();
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <button type="button" css={closeButtonStyle} onClick={close}>
            {t('box.close')}
          </button>
        )}
      </div>
      {listShown && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            rows={rows}
            activeIndex={activeIndex}
            optionId={optionId}
            emptyKeyword={emptyKeyword}
            answeredKeyword={suggestions?.keyword ?? ''}
            onChoose={choose}
            onDelete={removeHistory}
            onHighlight={setActiveIndex}
          />
        </Suspense>
      )}
    </div>
  );
  return fullScreen ? createPortal(box, document.body) : box;
}
