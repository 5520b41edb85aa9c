import { expect, within } from 'storybook/test';
import { toProductCardView } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  bareProduct,
  outOfStockProduct,
  regularProduct,
  saleProduct,
  videoProduct,
} from '../../stories/story-data';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { ConnectedProductCard, type ConnectedProductCardProps } from './connected-product-card';

const meta = {
  title: 'Widgets/Product card',
  component: ConnectedProductCard,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-product-card' },
  // The React card takes core's view of the API's card; the elements below take the JSON itself.
  args: { product: toProductCardView(regularProduct), variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'saved', 'flash-sale'] },
    ...themeArgTypes,
  },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={{ ...style, maxInlineSize: 260 }}>
        <ConnectedProductCard {...(props as ConnectedProductCardProps)} />
      </div>
    );
  },
} satisfies Meta<typeof ConnectedProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = {
  args: { product: toProductCardView({ ...saleProduct, in_wishlist: true }) },
  parameters: { horeca: { signedIn: true } },
};

export const Sale: Story = { args: { product: toProductCardView(saleProduct) } };

/** A flash sale's card: the four flash-sale promo texts and 'WAS {price}' written out. */
export const FlashSale: Story = { args: { product: toProductCardView(saleProduct), variant: 'flash-sale' } };

export const OutOfStock: Story = { args: { product: toProductCardView(outOfStockProduct) } };

export const Video: Story = { args: { product: toProductCardView(videoProduct) } };

export const SavedForLater: Story = {
  args: { product: toProductCardView(regularProduct), variant: 'saved' },
  parameters: { horeca: { signedIn: true } },
};

export const GuestWishlisted: Story = {
  args: { product: toProductCardView(saleProduct) },
  parameters: { horeca: { storage: { [STORAGE_KEYS.wishListItems]: JSON.stringify([{ product_id: 101, customer_id: 1 }]) } } },
};

/** No images and no price: the placeholder image and no price block. */
export const Empty: Story = { args: { product: toProductCardView(bareProduct) } };

export const Loading: Story = {
  args: { product: null, productId: 101 },
  parameters: { horeca: { api: 'loading' } },
};

export const Error: Story = {
  args: { product: null, productId: 101 },
  parameters: { horeca: { api: 'error' } },
};

export const RightToLeft: Story = {
  args: { product: toProductCardView(saleProduct) },
  parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } },
};

export const UnitedStates: Story = {
  args: { product: toProductCardView(saleProduct) },
  parameters: { horeca: { config: { storefront: 'us' } } },
};

/** No network while fetching the product: the card says so in place of the product. */
export const Offline: Story = {
  args: { product: null, productId: 101 },
  parameters: { horeca: { api: 'offline' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This product could not be loaded.')).toHaveAttribute('role', 'status');
  },
};

/** The card as a partner's page writes it: the product fetched from the store by its id. */
export const AsAnElement = elementStory({
  html: '<horeca-product-card product-id="101"></horeca-product-card>',
  horeca: { products: [saleProduct] },
  height: '560px',
  // On a partner's page the product's links go to the store, the api-base origin.
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('horeca-product-card')!.shadowRoot as unknown as HTMLElement);
    await expect(card.getAllByRole('link', { name: saleProduct.name })[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/your-store\.example\//));
  },
});

/** `variant`: the default card, a saved-for-later list's (signed in) and a flash sale's. */
export const VariantsAsElements = elementStory({
  html: `
<horeca-product-card product-id="101"></horeca-product-card>
<horeca-product-card product-id="101" variant="saved"></horeca-product-card>
<horeca-product-card product-id="101" variant="flash-sale"></horeca-product-card>`,
  horeca: { products: [saleProduct], signedIn: true },
  columns: 240,
  height: '640px',
});

/** The UAE storefront in English, the US storefront (USD) and Arabic (right to left, ae only). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-product-card', 'product-id="101"', {
  horeca: { products: [saleProduct] },
  columns: 240,
  height: '560px',
});
