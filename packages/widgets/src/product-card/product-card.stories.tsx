import { expect } from 'storybook/test';
import { STORAGE_KEYS } from '@horeca/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  bareProduct,
  outOfStockProduct,
  regularProduct,
  saleProduct,
  videoProduct,
} from '../../stories/story-data';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { ConnectedProductCard, type ConnectedProductCardProps } from './connected-product-card';

const meta = {
  title: 'Widgets/Product card',
  component: ConnectedProductCard,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-product-card' },
  args: { product: regularProduct, variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'saved'] },
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
  args: { product: { ...saleProduct, in_wishlist: true } },
  parameters: { horeca: { signedIn: true } },
};

export const Sale: Story = { args: { product: saleProduct } };

export const OutOfStock: Story = { args: { product: outOfStockProduct } };

export const Video: Story = { args: { product: videoProduct } };

export const SavedForLater: Story = {
  args: { product: regularProduct, variant: 'saved' },
  parameters: { horeca: { signedIn: true } },
};

export const GuestWishlisted: Story = {
  args: { product: saleProduct },
  parameters: { horeca: { storage: { [STORAGE_KEYS.wishListItems]: JSON.stringify([{ product_id: 101, customer_id: 1 }]) } } },
};

/** No images and no price: the placeholder image and no price block. */
export const Empty: Story = { args: { product: bareProduct } };

export const Loading: Story = {
  args: { product: null, productId: 101 },
  parameters: { horeca: { api: 'loading' } },
};

export const Error: Story = {
  args: { product: null, productId: 101 },
  parameters: { horeca: { api: 'error' } },
};

export const RightToLeft: Story = {
  args: { product: saleProduct },
  parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } },
};

export const UnitedStates: Story = {
  args: { product: saleProduct },
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
