import {
  afterLoginPath,
  categoryPath,
  checkoutPath,
  freshCheckoutCartId,
  guestCheckoutCartId,
  joinPath,
  productPath,
  type ProductPathFields,
  protectedRedirectTarget,
  sameSitePath,
  type SearchCategory,
  searchSubmitTarget,
} from './routing';

const NOW = 1_722_384_000_000; // 2024-07-31T00:00:00Z
const zeros = () => 0;
const nines = () => 0.9999;

describe('checkout cart ids', () => {
  it.each<[string, () => string, string]>([
    ['fresh', () => freshCheckoutCartId(NOW, zeros), 'cart_1722384000000_aaaaaa'],
    ['fresh, other draws', () => freshCheckoutCartId(NOW, nines), 'cart_1722384000000_999999'],
    ['fresh, fractional clock', () => freshCheckoutCartId(NOW + 0.75, zeros), 'cart_1722384000000_aaaaaa'],
    ['guest', () => guestCheckoutCartId(NOW, zeros), 'cart_guest_1722384000000_aaaaaa'],
  ])('%s -> %s', (_case, make, expected) => {
    expect(make()).toBe(expected);
  });

  it('defaults to the clock and Math.random', () => {
    const before = Date.now();
    const match = /^cart_(\d+)_([a-z0-9]{6})$/.exec(freshCheckoutCartId());
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(guestCheckoutCartId()).toMatch(/^cart_guest_\d+_[a-z0-9]{6}$/);
  });

  it.each([NaN, Infinity, -Infinity])('refuses a %d timestamp', (now) => {
    expect(() => freshCheckoutCartId(now)).toThrow(RangeError);
    expect(() => guestCheckoutCartId(now)).toThrow(RangeError);
  });

  it('builds the checkout path', () => {
    expect(checkoutPath('cart_guest_1_abcdef')).toBe('/checkout/cart_guest_1_abcdef');
  });
});

// docs/behaviour.md §2.4: "if that path is empty, /forgot-password, /sign-up or /login, the path
// /checkout/cart_{timestamp}_{random} is used".
describe('afterLoginPath', () => {
  const fresh = '/checkout/cart_1722384000000_aaaaaa';
  it.each<[string | null | undefined, string]>([
    ['', fresh],
    ['   ', fresh],
    [null, fresh],
    [undefined, fresh],
    ['/forgot-password', fresh],
    ['/sign-up', fresh],
    ['/login', fresh],
    ['/login/', fresh],
    ['/Login', fresh],
    ['/login?next=/my-order', fresh],
    ['/sign-up#form', fresh],
    ['/my-order', '/my-order'],
    ['/', '/'],
    ['/registration/wishlist', '/registration/wishlist'],
    ['/loginOrder', '/loginOrder'],
    ['/order-details/42?tab=items', '/order-details/42?tab=items'],
    ['/checkout/cart_1_abcdef', '/checkout/cart_1_abcdef'],
    // off-site targets from tampered storage
    ['https://evil.example/login', fresh],
    ['//evil.example', fresh],
    ['/\\evil.example', fresh],
    ['javascript:alert(1)', fresh],
    ['my-order', fresh],
  ])('%j -> %s', (redirectTo, expected) => {
    expect(afterLoginPath(redirectTo, NOW, zeros)).toBe(expected);
  });
});

// docs/behaviour.md §2.2: "the registration dashboard path is stored as /".
describe('protectedRedirectTarget', () => {
  it.each<[string | null | undefined, string, string]>([
    ['/registration/dashboard', '', '/'],
    ['/registration/dashboard/', '', '/'],
    ['/registration/dashboard', '?welcome=1', '/'],
    ['/my-order', '', '/my-order'],
    ['/order-details/7', '?tab=2', '/order-details/7?tab=2'],
    ['/registration/wishlist', '', '/registration/wishlist'],
    ['', '', '/'],
    [null, '', '/'],
    ['//evil.example', '', '/'],
  ])('%j%s -> %s', (pathname, search, expected) => {
    expect(protectedRedirectTarget(pathname, search)).toBe(expected);
  });
});

describe('sameSitePath', () => {
  it.each<[string, string | null]>([
    ['/a', '/a'],
    [' /a ', '/a'],
    ['a', null],
    ['//a', null],
    ['/\\a', null],
    ['http://a', null],
  ])('%j -> %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});

describe('joinPath and categoryPath', () => {
  it.each<[(string | null | undefined)[], string]>([
    [['kitchen-equipment', 'ovens'], '/kitchen-equipment/ovens'],
    [['/kitchen-equipment/', null, 'ovens/'], '/kitchen-equipment/ovens'],
    [['a b', 'c%20d'], '/a%20b/c%20d'],
    [['100%'], '/100%25'],
    [[], '/'],
  ])('%j -> %s', (segments, expected) => {
    expect(joinPath(...segments)).toBe(expected);
  });

  it.each<[Parameters<typeof categoryPath>[0], string]>([
    [{ slug: 'tableware' }, '/tableware'],
    [{ slug: 'plates', parent_slug: 'tableware', parent_parent_slug: null }, '/tableware/plates'],
    [{ slug: 'dinner-plates', parent_slug: 'plates', parent_parent_slug: 'tableware' }, '/tableware/plates/dinner-plates'],
  ])('%j -> %s', (category, expected) => {
    expect(categoryPath(category)).toBe(expected);
  });
});

describe('productPath', () => {
  it.each<[string, ProductPathFields, string]>([
    [
      'a card',
      { url: 'combi-oven-10', parent_category_url: 'kitchen-equipment', category_url: 'ovens' },
      '/kitchen-equipment/ovens/combi-oven-10',
    ],
    [
      'a search result',
      { url: 'dinner-plate', grandparent_category_slug: 'tableware', parent_category_slug: 'plates' },
      '/tableware/plates/dinner-plate',
    ],
    ['a url that is already a path', { url: '/tableware/plates/dinner-plate', category_url: 'x' }, '/tableware/plates/dinner-plate'],
    ['no category', { url: 'dinner-plate' }, '/dinner-plate'],
    ['an absolute url', { url: 'https://shop.example/p/1' }, 'https://shop.example/p/1'],
    ['nothing', {}, '/'],
  ])('%s', (_case, product, expected) => {
    expect(productPath(product)).toBe(expected);
  });
});

// docs/behaviour.md §5: "ignored if empty after trim; if the text matches a category name
// (case-insensitive contains) go to that category, else to the search page".
describe('searchSubmitTarget', () => {
  const categories: SearchCategory[] = [
    { id: 1, name: 'Disposable Tableware', slug: 'disposable-tableware', parent_slug: 'tableware', parent_parent_slug: null },
    { id: 2, name: 'Tableware', slug: 'tableware', parent_slug: null, parent_parent_slug: null },
    { id: 3, name: 'Combi Ovens', slug: 'combi-ovens', parent_slug: 'ovens', parent_parent_slug: 'kitchen-equipment' },
    { id: 4, name: 'Broken', slug: '' },
  ];

  it.each<[string | null | undefined, ReturnType<typeof searchSubmitTarget>]>([
    ['', null],
    ['    ', null],
    ['\t\n', null],
    [null, null],
    [undefined, null],
    ['combi', { kind: 'category', path: '/kitchen-equipment/ovens/combi-ovens', categoryId: 3 }],
    ['  COMBI OVENS ', { kind: 'category', path: '/kitchen-equipment/ovens/combi-ovens', categoryId: 3 }],
    ['tableware', { kind: 'category', path: '/tableware', categoryId: 2 }],
    ['disposable', { kind: 'category', path: '/tableware/disposable-tableware', categoryId: 1 }],
    ['broken', { kind: 'search', path: '/search/broken' }],
    ['ice machine', { kind: 'search', path: '/search/ice%20machine' }],
    ['  ice machine  ', { kind: 'search', path: '/search/ice%20machine' }],
    ['50% off/cups?', { kind: 'search', path: '/search/50%25%20off%2Fcups%3F' }],
    ['صحون', { kind: 'search', path: '/search/%D8%B5%D8%AD%D9%88%D9%86' }],
  ])('%j -> %j', (text, expected) => {
    expect(searchSubmitTarget(text, categories)).toEqual(expected);
  });

  it('goes to the search page when no categories are loaded', () => {
    expect(searchSubmitTarget('tableware', null)).toEqual({ kind: 'search', path: '/search/tableware' });
    expect(searchSubmitTarget('tableware')).toEqual({ kind: 'search', path: '/search/tableware' });
  });
});
