import { expect } from 'storybook/test';
import { STORAGE_KEYS } from '@horeca/core/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { WishlistBadge, type WishlistBadgeProps } from './wishlist-badge';

const meta = {
  title: 'Widgets/Wishlist badge',
  component: WishlistBadge,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-wishlist-badge' },
  args: { href: '/wishlist' },
  argTypes: { ...themeArgTypes },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={style}>
        <WishlistBadge {...(props as WishlistBadgeProps)} />
      </div>
    );
  },
} satisfies Meta<typeof WishlistBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { parameters: { horeca: { storage: { [STORAGE_KEYS.TotalWishList]: '2' } } } };

export const SignedIn: Story = { parameters: { horeca: { signedIn: true, wishlistCount: 9 } } };

export const Empty: Story = {};

export const Loading: Story = {
  parameters: { horeca: { signedIn: true, api: 'loading', storage: { [STORAGE_KEYS.TotalWishList]: '5' } } },
};

/** The server fails: the count keeps its last value, and the failure goes to the console (docs/behaviour.md §8). */
export const Error: Story = {
  tags: ['expected-console-error'],
  parameters: { horeca: { signedIn: true, api: 'error', storage: { [STORAGE_KEYS.TotalWishList]: '5' } } },
};

export const RightToLeft: Story = {
  parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' }, storage: { [STORAGE_KEYS.TotalWishList]: '3' } } },
};

/** No network: the count keeps its last stored value. */
export const Offline: Story = {
  tags: ['expected-console-error'],
  parameters: { horeca: { signedIn: true, api: 'offline', storage: { [STORAGE_KEYS.TotalWishList]: '5' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Wishlist, 5 items' })).toBeVisible();
  },
};

export const AsAnElement = elementStory({
  html: '<horeca-wishlist-badge href="https://your-store.example/wishlist"></horeca-wishlist-badge>',
  horeca: { storage: { [STORAGE_KEYS.TotalWishList]: '2' } },
  height: '120px',
});

/** The UAE storefront in English, the US storefront and Arabic (ae only), signed in: the count is the store's. */
export const UsAndArabicAsElements = usAndArabicStory('horeca-wishlist-badge', 'href="https://your-store.example/wishlist"', {
  horeca: { signedIn: true, wishlistCount: 4 },
  columns: 80,
  height: '120px',
});
