import { nextPanel } from './use-panels';
import { shouldOfferUsSite } from './us-modal';

describe('bottom-bar panels (docs/behaviour.md §2.7)', () => {
  it('opening one closes the others; pressing the open one closes it', () => {
    expect(nextPanel(null, 'menu')).toBe('menu');
    expect(nextPanel('menu', 'search')).toBe('search');
    expect(nextPanel('search', 'profile')).toBe('profile');
    expect(nextPanel('profile', 'profile')).toBeNull();
  });
});

describe('US modal (docs/behaviour.md §4)', () => {
  it('shows only for a detected US visitor on another storefront who has not dismissed it', () => {
    expect(shouldOfferUsSite('US', 'ae', false)).toBe(true);
    expect(shouldOfferUsSite('us', 'ae', false)).toBe(true);
    expect(shouldOfferUsSite('US', 'us', false)).toBe(false);
    expect(shouldOfferUsSite('US', 'ae', true)).toBe(false);
    expect(shouldOfferUsSite('AE', 'ae', false)).toBe(false);
    expect(shouldOfferUsSite(undefined, 'ae', false)).toBe(false);
  });
});
