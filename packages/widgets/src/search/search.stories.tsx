import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { Search, type SearchProps } from './search';
import { defaultResults, fryResults, manyResults, noResults } from './search.fixtures';

const meta = {
  title: 'Widgets/Search',
  component: Search,
  args: { defaultOpen: true },
  argTypes: { ...themeArgTypes },
  // `element`: the docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-search', horeca: { search: fryResults } },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={{ ...style, maxInlineSize: 760, minBlockSize: 520 }}>
        <Search {...(props as SearchProps)} />
      </div>
    );
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as it sits in the header. */
export const Closed: Story = { args: { defaultOpen: false } };

/** Open with an empty box: the default term's suggestions and Trending Products. */
export const EmptyBox: Story = { parameters: { horeca: { search: defaultResults } } };

/** 'fry' typed: products with image, SKU and price, categories, brands, matches marked. */
export const Typed: Story = { args: { initialQuery: 'fry' } };

/** More than fits: the lists keep 7 products, 4 categories and 4 brands. */
export const FullLists: Story = { args: { initialQuery: 'fryer' }, parameters: { horeca: { search: manyResults } } };

/** Nothing found: every section's empty state. */
export const NoResults: Story = { args: { initialQuery: 'zzz' }, parameters: { horeca: { search: noResults } } };

export const Loading: Story = { args: { initialQuery: 'fry' }, parameters: { horeca: { api: 'loading' } } };

/** The API fails: the box stays usable and nothing alarming is shown. */
export const ApiFailing: Story = { args: { initialQuery: 'fry' }, parameters: { horeca: { api: 'error' } } };

export const SignedIn: Story = { parameters: { horeca: { signedIn: true, search: defaultResults } } };

export const RightToLeft: Story = { args: { initialQuery: 'fry' }, parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };

/** No network: the box stays usable and nothing alarming is shown. */
export const Offline: Story = {
  args: { initialQuery: 'fry' },
  parameters: { horeca: { api: 'offline' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products, categories and brands' });
    await expect(box).toBeEnabled();
    await expect(box).toHaveValue('fry');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** In a partner's header: suggestions come from the store, and results and products open there. */
export const AsAnElement = elementStory({
  html: '<horeca-search></horeca-search>',
  height: '520px',
  play: async ({ canvasElement }) => {
    const search = within(canvasElement.querySelector('horeca-search')!.shadowRoot as unknown as HTMLElement);
    await userEvent.type(search.getByRole('combobox', { name: 'Search products, categories and brands' }), 'fry');
    await expect(await search.findByRole('option', { name: 'Frymaster' })).toHaveAttribute('href', 'https://your-store.example/brands/113/frymaster');
  },
});

/** The UAE storefront in English, the US storefront (USD) and Arabic (right to left, ae only), 'fry' typed and the panel held open by the page (`open="true"`). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-search', 'initial-query="fry" open="true"', {
  rowHeight: 560,
  height: '1760px',
});
