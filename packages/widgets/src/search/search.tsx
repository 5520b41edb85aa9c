// Search as you type (docs/behaviour.md §2.7, §4, §5, §7, §9): a combobox whose panel suggests products,
// categories and brands for the typed text (300 ms debounce, one request at a time), with
// 'Trending Products' to add to the cart on wide screens and a full-screen panel under
// 640 px. Arrow keys walk one list (7 products, 4 categories, 4 brands), Enter opens the
// active item or submits, Escape closes. Submit opens a category whose name contains the
// text, else the results page. The open state is controllable (open / defaultOpen /
// onOpenChange) so a header can keep menu, profile and search panels mutually exclusive.
import { type Id } from '@horeca/core/api';
import { BREAKPOINTS, TIMINGS } from '@horeca/core/constants';
import { formatMessage } from '@horeca/core/messages';
import { searchSubmitTarget } from '@horeca/core/routing';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useWidgetConfig } from '../runtime/config';
import { ChunkLoader } from '../runtime/chunk-loader';
import { useCommerceApi } from '../runtime/context';
import { productCardStyles } from '../product-card/product-card.styles';
import { useStyles } from '../runtime/styles';
import { useControllableState } from '../runtime/use-controllable-state';
import { useViewportWidth } from '../runtime/use-viewport-width';
import { SearchIcon } from './search-icon';
import { EMPTY_RESPONSE, desktopSections, flattenSections, mobileSuggestions, toSearchResponse, type SearchOption } from './search-options';
import { loadSearchPanel, searchPanelChunk } from './load-search-panel';
import { searchStyles } from './search.styles';
import { useDebouncedValue } from '../runtime/use-debounced-value';
import { useDefaultSuggestions } from './use-default-suggestions';
import { useGoTo } from './use-go-to';
import { useOutsideClose } from './use-outside-close';
import { useSearchResults } from './use-search-results';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface SearchProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onSubmit' | 'defaultValue' | 'onChange'> {
  placeholder?: string;
  /** The box's accessible name (a placeholder is not a label). */
  label?: string;
  /** Text in the box at first, e.g. the query of a results page. */
  initialQuery?: string;
  /** Whether the panel is open (controlled). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Results-page template with '{query}', e.g. 'https://store.example/search/{query}'; default /search/{text}. */
  searchUrl?: string;
}

const isEmpty = (text: string) => text === '';
/** How long Enter waits for the categories of the text when the panel has none for it yet. */
const SUBMIT_LOOKUP_MS = 2_000;

export function Search({
  placeholder: placeholderProp,
  label: labelProp,
  initialQuery = '',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  searchUrl,
  className,
  ...rest
}: SearchProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const placeholder = placeholderProp ?? widgetMessages.searchPlaceholder;
  const label = labelProp ?? widgetMessages.searchLabel;
  const styles = useStyles(searchStyles);
  const { srOnly } = useStyles(productCardStyles);
  const { dir, lang } = useWidgetConfig();
  const api = useCommerceApi();
  const goTo = useGoTo();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const narrow = useViewportWidth() < BREAKPOINTS.narrow;
  const [query, setQuery] = useState(initialQuery);
  // The active option belongs to the list it was picked in: a new answer starts afresh.
  const [active, setActive] = useState<{ index: number; list: SearchOption[] }>({ index: -1, list: [] });
  const [open, setOpenValue] = useControllableState(openProp, defaultOpen, onOpenChange);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      setOpenValue(next);
      // Reopening starts with no active option.
      if (!next) setActive({ index: -1, list: [] });
    },
    [open, setOpenValue],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOutsideClose(rootRef, open, close);

  const text = query.trim();
  const term = useDebouncedValue(text, TIMINGS.searchDebounceMs, isEmpty);
  const defaults = useDefaultSuggestions(open);
  const typed = useSearchResults(term, narrow ? 'nlp' : 'search', open);
  const loading = term === '' ? defaults.loading : typed.loading;
  // After a failure with nothing to show, the sections say they found nothing (docs/behaviour.md §8: silent).
  const result = (term === '' ? defaults.result : typed.result) ?? (loading ? null : EMPTY_RESPONSE);
  const options = useMemo(
    () => (result ? (narrow ? mobileSuggestions(result) : flattenSections(desktopSections(result))) : []),
    [result, narrow],
  );
  const activeIndex = open && active.list === options ? active.index : -1;
  const layout = narrow && open ? 'fullscreen' : 'dropdown';

  useEffect(() => {
    if (layout === 'fullscreen') inputRef.current?.focus();
  }, [layout]);
  useEffect(() => {
    if (activeIndex < 0) return;
    rootRef.current?.querySelector('[role="option"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  /** docs/behaviour.md §4: the text is cleared after navigating, except to a product page. */
  const navigated = useCallback(
    (toProduct: boolean) => {
      close();
      if (!toProduct) setQuery('');
    },
    [close],
  );
  const chosen = useCallback((option: SearchOption) => navigated(option.kind === 'product'), [navigated]);

  const submit = async () => {
    if (text === '') return;
    // The categories must answer this very text; typing may have outrun the debounce.
    let categories = !narrow && typed.term === text ? typed.result?.categories : undefined;
    if (!categories) {
      // Enter must navigate promptly even when the API hangs (issue 9): the lookup gets a short
      // while, then is dropped and the results page opens, as after a failed lookup.
      const lookup = new AbortController();
      const timer = setTimeout(() => lookup.abort(), SUBMIT_LOOKUP_MS);
      categories = await api.search(text, lookup.signal).then((body) => toSearchResponse(body).categories, () => []);
      clearTimeout(timer);
    }
    const target = searchSubmitTarget(text, categories);
    if (!target) return;
    const path = target.kind === 'search' && searchUrl ? searchUrl.split('{query}').join(encodeURIComponent(text)) : target.path;
    goTo(path, target.kind === 'category' ? { categoryId: target.categoryId as Id } : {});
    navigated(false);
  };

  const move = (step: number) => {
    if (!open) return setOpen(true);
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step > 0 ? -1 : 0) : activeIndex;
    setActive({ index: (from + step + options.length) % options.length, list: options });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && options[activeIndex]) {
      event.preventDefault();
      const option = options[activeIndex];
      goTo(option.path, option.state);
      chosen(option);
    } else if (event.key === 'Escape' && (open || query !== '')) {
      event.preventDefault();
      // First Escape closes the panel; with it closed, a second one clears the box.
      if (open) close();
      else setQuery('');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // relatedTarget is null for a press on a non-focusable spot: the outside-press check decides.
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  const announcement =
    !open || loading || result === null
      ? ''
      : options.length === 0
        ? messages.search.noSuggestions
        : formatMessage(options.length === 1 ? widgetMessages.searchCountOne : widgetMessages.searchCount, { count: options.length });

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      part="search"
      dir={dir}
      lang={lang}
      data-state={open ? 'open' : 'closed'}
      data-layout={layout}
      onBlur={onBlur}
      // The panel's code is fetched on the way to the first use (see load-search-panel).
      onPointerEnter={searchPanelChunk.prefetch}
      onTouchStart={searchPanelChunk.prefetch}
      {...rest}
    >
      <form
        role="search"
        className={styles.form}
        part="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input
          ref={inputRef}
          className={styles.input}
          part="input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.iconButton} part="submit" aria-label={widgetMessages.searchSubmit}>
          <SearchIcon />
        </button>
        {layout === 'fullscreen' ? (
          <button type="button" className={styles.iconButton} part="close" aria-label={widgetMessages.closeSearch} onClick={close}>
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </form>
      {open ? (
        <div className={styles.panel} part="panel">
          <ChunkLoader
            load={loadSearchPanel}
            props={{
              layout,
              listId,
              optionId,
              query: text,
              result,
              hasOptions: options.length > 0,
              loading,
              activeIndex,
              trending: defaults.result,
              trendingLoading: defaults.loading,
              styles,
              onChosen: chosen,
              onProductNavigate: () => navigated(true),
            }}
            loadingText={widgetMessages.searching}
            // The panel's own 'searching' state, with the list the box's aria-controls names.
            fallback={
              <div className={styles.body}>
                <p className={styles.empty}>{widgetMessages.searching}</p>
                <div id={listId} aria-busy className={styles.listbox} />
              </div>
            }
            failedText={widgetMessages.searchPanelLoadFailed}
            className={styles.empty}
          />
        </div>
      ) : null}
      <div role="status" className={srOnly}>
        {announcement}
      </div>
    </div>
  );
}
