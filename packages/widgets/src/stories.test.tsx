/// <reference types="vite/client" />
// Every story of every widget renders, inside the same runtime Storybook gives it.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => [`${file} ${name}`, Story as unknown as ComponentType] as const),
);

describe('stories', () => {
  it('finds the stories of every widget', () => {
    const files = Object.keys(modules).map((file) => file.split('/')[1]);
    expect(new Set(files)).toEqual(
      new Set(['breadcrumb', 'cart-badge', 'glitch-reporter', 'newsletter', 'product-card', 'phone-input', 'price-match-claim', 'product-carousel', 'search', 'star-rating', 'wishlist-badge']),
    );
  });

  it.each(cases)('%s renders', async (_name, Story) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Something besides the (always present, empty) toast region must be on screen.
    const widget = [...container.querySelectorAll('*')].filter((element) => !element.closest('[aria-label="Notifications"]'));
    expect(widget.length).toBeGreaterThan(2);
  });
});
