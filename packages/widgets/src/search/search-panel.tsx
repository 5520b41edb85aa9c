// The open panel. Wide screens: a dropdown with 'Products Suggestions', 'Categories' and
// 'Brands' as groups of one listbox (one keyboard list) and 'Trending Products' with their
// cart controls beside it. Small screens: 'POPULAR SUGGESTIONS', the first 10 (docs/behaviour.md §2.7).
// Every section has its exact empty state; before the first answer it says it is searching.
import { type SearchResponse } from '@horeca/core/product';
import { useId } from 'react';
import { SearchOption } from './search-option';
import { desktopSections, mobileSuggestions, trendingProducts, type SearchOption as Option } from './search-options';
import type { SearchStyles } from './search.styles';
import { TrendingProduct } from './trending-product';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface SearchPanelProps {
  layout: 'dropdown' | 'fullscreen';
  listId: string;
  optionId: (index: number) => string;
  /** The typed text, for highlighting. */
  query: string;
  result: SearchResponse | null;
  /** Any option to show: only then is the container a listbox (see suggestionsBox). */
  hasOptions: boolean;
  loading: boolean;
  activeIndex: number;
  trending: SearchResponse | null;
  trendingLoading: boolean;
  styles: SearchStyles;
  onChosen: (option: Option) => void;
  onProductNavigate: () => void;
}

interface GroupProps extends Pick<SearchPanelProps, 'optionId' | 'query' | 'activeIndex' | 'styles' | 'onChosen'> {
  title: string;
  empty: string;
  options: Option[];
  /** Index of the group's first option in the combined keyboard list. */
  offset: number;
}

function OptionGroup({ title, empty, options, offset, ...rest }: GroupProps) {
  const titleId = useId();
  // A group of no options is not a group of a listbox (axe: aria-required-children).
  const asGroup = options.length > 0 ? { role: 'group', 'aria-labelledby': titleId } : {};
  return (
    <div {...asGroup} className={rest.styles.group} part="section">
      <div id={titleId} className={rest.styles.title} part="section-title">
        {title}
      </div>
      {options.length === 0 ? <div className={rest.styles.empty}>{empty}</div> : null}
      {options.map((option, index) => (
        <SearchOption
          key={option.key}
          option={option}
          id={rest.optionId(offset + index)}
          active={rest.activeIndex === offset + index}
          query={rest.query}
          styles={rest.styles}
          onChosen={rest.onChosen}
        />
      ))}
    </div>
  );
}

/**
 * The suggestions' container: a listbox while it holds options; with none, only the 'none
 * found' lines, which a listbox may not hold (axe: aria-required-children), so a plain block.
 */
function suggestionsBox({ listId, hasOptions, loading }: SearchPanelProps, label: string) {
  return { id: listId, 'aria-busy': loading, ...(hasOptions && { role: 'listbox', 'aria-label': label }) };
}

export function SearchPanel(props: SearchPanelProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const { layout, result, styles } = props;
  const trendingId = useId();
  const shared = { optionId: props.optionId, query: props.query, activeIndex: props.activeIndex, styles, onChosen: props.onChosen };
  const searching = result === null ? <p className={styles.empty}>{widgetMessages.searching}</p> : null;

  if (layout === 'fullscreen') {
    return (
      <div className={styles.body}>
        {searching}
        <div {...suggestionsBox(props, widgetMessages.searchSuggestions)} className={styles.listbox}>
          {result ? (
            <OptionGroup {...shared} title={messages.search.popularSuggestions} empty={messages.search.noSuggestions} options={mobileSuggestions(result)} offset={0} />
          ) : null}
        </div>
      </div>
    );
  }

  const sections = result ? desktopSections(result) : null;
  const trending = props.trending ? trendingProducts(props.trending) : null;
  return (
    <div className={styles.body}>
      {searching}
      <div {...suggestionsBox(props, widgetMessages.searchSuggestions)} className={styles.listbox}>
        {sections ? (
          <>
            <OptionGroup {...shared} title={messages.search.productsSuggestions} empty={messages.search.noProducts} options={sections.products} offset={0} />
            <OptionGroup {...shared} title={messages.search.categories} empty={messages.search.noCategories} options={sections.categories} offset={sections.products.length} />
            <OptionGroup
              {...shared}
              title={messages.search.brands}
              empty={messages.search.noBrands}
              options={sections.brands}
              offset={sections.products.length + sections.categories.length}
            />
          </>
        ) : null}
      </div>
      <section className={styles.trending} aria-labelledby={trendingId} part="trending">
        <div id={trendingId} className={styles.title} part="section-title">
          {messages.search.trending}
        </div>
        {trending && trending.length > 0 ? (
          <ul className={styles.trendingList}>
            {trending.map((product) => (
              <TrendingProduct key={String(product.id)} product={product} styles={styles} onNavigate={props.onProductNavigate} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{props.trendingLoading ? widgetMessages.searching : messages.search.noTrending}</p>
        )}
      </section>
    </div>
  );
}
