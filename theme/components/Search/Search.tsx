import { useLang, useLocation } from '@rspress/core/runtime';
import { IconClose, IconSearch, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../../config/locales';
import { writersOnlySection } from '../../../shared/search/docs-sections';
import type { SearchScope } from '../../../shared/search/engine/search-index';
import { SUGGESTIONS } from '../../../shared/search/suggestions';
import { useSearch } from '../../hooks/useSearch';
import { useSearchShortcut } from '../../hooks/useSearchShortcut';
import { useUiText } from '../../hooks/useUiText';
import { SearchNoResults } from './SearchNoResults';
import { SearchSeeAllLinks } from './SearchSeeAllLinks';
import { SearchShortcutHint } from './SearchShortcutHint';
import { SearchSuggestion } from './SearchSuggestion';
import { docsSectionOfUrl, searchPageUrl } from './search-page-url';
import './Search.css';

/** The search box's scope: everything but the writers' handbook. */
const READERS_SCOPE: SearchScope = { mode: 'outside', section: writersOnlySection };

/**
 * The navbar search box (replaces Rspress' `Search`): a WAI-ARIA combobox
 * whose listbox shows up to 8 suggestions from the search worker. The index is
 * loaded on first focus; Ctrl/Cmd+K focuses the box from anywhere.
 */
export function Search() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { pathname } = useLocation();
  const navigate = useLinkNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Set when the box gets the focus back after Esc: it must stay closed.
  const refocusClosed = useRef(false);

  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [activated, setActivated] = useState(false);
  // Below the mobile breakpoint the box is an icon until opened.
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState(-1);

  const section = docsSectionOfUrl(pathname);
  const search = useSearch({
    lang,
    query,
    active: activated,
    limit: SUGGESTIONS.limit,
    perPage: SUGGESTIONS.perPage,
    // Readers' suggestions leave the writers' handbook out ("See all results" includes it);
    // inside the handbook, everything counts.
    scope: section?.id === writersOnlySection ? undefined : READERS_SCOPE,
  });
  const hits = search.response?.hits ?? [];
  const hasQuery = query.trim() !== '';
  const open =
    focused && (hasQuery || search.status === 'unsupported' || search.status === 'error');
  const showList = open && search.status === 'ready' && hits.length > 0;

  // Keep the option chosen with the arrow keys in view.
  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(`${listboxId}-${selected}`)?.scrollIntoView({ block: 'nearest' });
  }, [selected, listboxId]);

  const focusBox = useCallback(() => {
    setExpanded(true);
    const focus = () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    // Right away where the box is shown; on mobile it shows after this render.
    focus();
    if (document.activeElement !== inputRef.current) requestAnimationFrame(focus);
  }, []);
  useSearchShortcut(focusBox);

  const close = useCallback(() => {
    setFocused(false);
    setExpanded(false);
    setSelected(-1);
  }, []);

  // Focus leaving the whole widget (input, clear button, footer links) closes it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) close();
    };
    // Esc from the clear button or a footer link closes too, back in the box.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target === inputRef.current) return;
      setFocused(false);
      setSelected(-1);
      refocusClosed.current = true;
      inputRef.current?.focus();
    };
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [close]);

  const finish = () => {
    close();
    setQuery('');
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hits.length) return;
        event.preventDefault();
        setFocused(true);
        const down = event.key === 'ArrowDown';
        const last = hits.length - 1;
        setSelected((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
        break;
      }
      case 'Enter': {
        if (!hasQuery) return;
        event.preventDefault();
        const hit = hits[selected];
        navigate(hit ? hit.url : searchPageUrl(lang, query));
        finish();
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) {
          setFocused(false);
          setSelected(-1);
        } else if (query) setQuery('');
        else close();
        break;
      default:
        break;
    }
  };

  const statusMessage = !open
    ? ''
    : search.status === 'unsupported'
      ? t('searchUnavailableText')
      : search.status === 'error'
        ? t('searchErrorText')
        : search.status !== 'ready' || search.response === null
          ? t('searchLoadingText')
          : hits.length === 0
            ? t('searchNoResultsText')
            : '';

  return (
    <div
      className={`ap-search${expanded ? ' ap-search--expanded' : ''}${open ? ' ap-search--open' : ''}`}
      data-status={search.status}
      ref={rootRef}
    >
      <button
        type="button"
        className="ap-search__toggle"
        aria-label={t('searchPlaceholderText')}
        onClick={focusBox}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
      <div className="ap-search__box">
        <SvgWrapper icon={IconSearch} className="ap-search__icon" aria-hidden="true" />
        <input
          ref={inputRef}
          className="ap-search__input"
          type="text"
          role="combobox"
          aria-label={t('searchPlaceholderText')}
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList && selected >= 0 ? `${listboxId}-${selected}` : undefined}
          aria-autocomplete="list"
          aria-keyshortcuts="Control+K Meta+K"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('searchPlaceholderText')}
          value={query}
          onFocus={() => {
            setActivated(true);
            if (refocusClosed.current) refocusClosed.current = false;
            else setFocused(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(-1);
            setFocused(true);
          }}
          onKeyDown={onKeyDown}
        />
        {query ? (
          <button
            type="button"
            className="ap-search__clear"
            aria-label={t('searchClearText')}
            onClick={() => {
              setQuery('');
              setSelected(-1);
              inputRef.current?.focus();
            }}
          >
            <SvgWrapper icon={IconClose} aria-hidden="true" />
          </button>
        ) : (
          <SearchShortcutHint />
        )}
      </div>
      {open && (
        // Clicks inside keep the focus in the box (mousedown would blur it first).
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only focus keeping; keyboard use goes through the combobox.
        <div className="ap-search__dropdown" onMouseDown={(event) => event.preventDefault()}>
          {showList && (
            <div
              id={listboxId}
              role="listbox"
              // Scrollable boxes are tab stops in Chromium; the arrow keys move here.
              tabIndex={-1}
              aria-label={t('searchSuggestionsLabel')}
              className="ap-search__list"
            >
              {hits.map((hit, i) => (
                <SearchSuggestion
                  key={hit.id}
                  hit={hit}
                  id={`${listboxId}-${i}`}
                  selected={i === selected}
                  onHover={() => setSelected(i)}
                  onOpen={finish}
                />
              ))}
            </div>
          )}
          <div className="ap-search__status" role="status" aria-live="polite">
            {statusMessage}
            {search.status === 'error' && (
              <button type="button" className="ap-search__retry" onClick={search.retry}>
                {t('searchRetryText')}
              </button>
            )}
          </div>
          {search.status === 'ready' && search.response && hits.length === 0 && (
            <SearchNoResults
              response={search.response}
              onSearch={(suggested) => {
                setQuery(suggested);
                setSelected(-1);
                inputRef.current?.focus();
              }}
              onOpen={finish}
            />
          )}
          {hasQuery && search.status !== 'unsupported' && (
            <SearchSeeAllLinks lang={lang} query={query} section={section} onOpen={finish} />
          )}
        </div>
      )}
    </div>
  );
}
