import { expect } from 'storybook/test';
import { STORAGE_KEYS } from '@horeca/core/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { CartBadge, type CartBadgeProps } from './cart-badge';

const meta = {
  title: 'Widgets/Cart badge',
  component: CartBadge,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-cart-badge' },
  args: { href: '/cart' },
  argTypes: { ...themeArgTypes },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={style}>
        <CartBadge {...(props as CartBadgeProps)} />
      </div>
    );
  },
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { parameters: { horeca: { storage: { [STORAGE_KEYS.TotalCartItems]: '3' } } } };

export const SignedIn: Story = { parameters: { horeca: { signedIn: true, cartTotal: 12 } } };

/** Above 99 the bubble grows and shows 99+. */
export const Large: Story = { parameters: { horeca: { storage: { [STORAGE_KEYS.TotalCartItems]: '150' } } } };

export const Empty: Story = {};

/** The server is still answering: the last stored count shows meanwhile. */
export const Loading: Story = {
  parameters: { horeca: { signedIn: true, api: 'loading', storage: { [STORAGE_KEYS.TotalCartItems]: '4' } } },
};

/** The server fails: the count keeps its last value. */
export const Error: Story = {
  tags: ['expected-console-error'],
  parameters: { horeca: { signedIn: true, api: 'error', storage: { [STORAGE_KEYS.TotalCartItems]: '4' } } },
};

export const RightToLeft: Story = {
  parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' }, storage: { [STORAGE_KEYS.TotalCartItems]: '7' } } },
};

/** No network: the count keeps its last stored value. */
export const Offline: Story = {
  tags: ['expected-console-error'],
  parameters: { horeca: { signedIn: true, api: 'offline', storage: { [STORAGE_KEYS.TotalCartItems]: '4' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  },
};

/** A guest's cart on a partner's page: without an href the badge opens the store's cart with these lines (/cart/add). */
const guestCart = {
  [STORAGE_KEYS.TotalCartItems]: '3',
  [STORAGE_KEYS.CartItems]: JSON.stringify([{ product_id: 101, quantity: 3, name: 'Chef Knife 8 inch Stainless Steel', image: null, store_id: null, vendor_id: null, delivery_days: 2, original_price: 120 }]),
};

export const AsAnElement = elementStory({
  html: '<horeca-cart-badge></horeca-cart-badge>',
  horeca: { storage: guestCart },
  height: '120px',
});

/** The UAE storefront in English, the US storefront and Arabic (ae only). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-cart-badge', '', {
  horeca: { storage: guestCart },
  columns: 80,
  height: '120px',
});
