import { expect } from 'storybook/test';
import { toProductCardView } from '@horeca/core/product';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { outOfStockProduct, productList, saleProduct, videoProduct } from '../../stories/story-data';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { ProductCarousel, type ProductCarouselProps } from './product-carousel';

const meta = {
  title: 'Widgets/Product carousel',
  component: ProductCarousel,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-product-carousel' },
  // The React carousel takes core's views of the API's cards; the fake API (parameters.horeca) and the elements take the JSON.
  args: { title: 'Best Sellers', products: productList(8).map(toProductCardView) },
  argTypes: { ...themeArgTypes },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={style}>
        <ProductCarousel {...(props as ProductCarouselProps)} />
      </div>
    );
  },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5 or more products on a wide screen: the slider. */
export const Slider: Story = {};

/** Fewer than 5: a grid of 2/3/4/5 columns by width. */
export const Grid: Story = { args: { products: productList(3).map(toProductCardView) } };

export const Guest: Story = { args: { products: productList(4).map(toProductCardView) } };

export const SignedIn: Story = { parameters: { horeca: { signedIn: true } } };

export const Sale: Story = { args: { products: [saleProduct, { ...saleProduct, id: 102, name: 'Bread Knife' }].map(toProductCardView) } };

export const OutOfStock: Story = { args: { products: [outOfStockProduct, { ...outOfStockProduct, id: 304, name: 'Blast Chiller' }].map(toProductCardView) } };

export const Video: Story = { args: { products: [videoProduct, { ...videoProduct, id: 405, name: 'Spiral Mixer' }].map(toProductCardView) } };

export const Loading: Story = { args: { products: null, category: 'tableware' }, parameters: { horeca: { api: 'loading' } } };

export const Empty: Story = { args: { products: [] } };

export const Error: Story = { args: { products: null, category: 'tableware' }, parameters: { horeca: { api: 'error' } } };

export const FromCategory: Story = {
  args: { products: null, category: 'tableware' },
  parameters: { horeca: { products: productList(6) } },
};

export const RightToLeft: Story = { parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };

/** No network while fetching the category: the section says so. */
export const Offline: Story = {
  args: { products: null, category: 'tableware' },
  parameters: { horeca: { api: 'offline' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Products could not be loaded.')).toBeVisible();
  },
};

/** A category's products, fetched from the store by its slug. */
export const AsAnElement = elementStory({
  html: '<horeca-product-carousel heading="Best Sellers" category="tableware"></horeca-product-carousel>',
  horeca: { products: productList(6) },
  height: '560px',
});

/** The UAE storefront in English, the US storefront (USD) and Arabic (right to left, ae only). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-product-carousel', 'heading="Best Sellers" category="tableware"', {
  arabic: 'heading="الأكثر مبيعًا" category="tableware"',
  horeca: { products: productList(3) },
  height: '1500px',
});
