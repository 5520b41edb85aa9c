// Navigation targets of docs/behaviour.md §2 and §5: search submit, checkout cart ids, the
// after-login redirect, the protected-route redirect, product and category paths.
import { type RandomSource, randomToken } from '../cart/random-token';

const CART_SUFFIX_LENGTH = 6;

function timestamp(now: number): number {
  if (!Number.isFinite(now)) throw new RangeError(`A cart id needs a finite timestamp, not ${now}`);
  return Math.trunc(now);
}

/** 'cart_{timestamp}_{6 characters of [a-z0-9]}', the id of a fresh checkout. */
export function freshCheckoutCartId(now: number = Date.now(), random: RandomSource = Math.random): string {
  return `cart_${timestamp(now)}_${randomToken(CART_SUFFIX_LENGTH, random)}`;
}

/** 'cart_guest_{timestamp}_{6 characters}', the id of a guest checkout. */
export function guestCheckoutCartId(now: number = Date.now(), random: RandomSource = Math.random): string {
  return `cart_guest_${timestamp(now)}_${randomToken(CART_SUFFIX_LENGTH, random)}`;
}

export function checkoutPath(cartId: string): string {
  return `/checkout/${encodeURIComponent(cartId)}`;
}

/**
 * A same-site path, or null. redirectTo lives in storage anyone on the page can write,
 * so '//evil.example', '/\evil.example' and 'https://…' are refused: browsers read the
 * first two as other hosts.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** The path part without query, hash or trailing slash, lower-cased (routes match case-insensitively). */
function routeOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

// After signing in, going back to these would show a sign-in page again.
const NOT_A_DESTINATION = new Set(['/forgot-password', '/sign-up', '/login']);

/** docs/behaviour.md §2.4: the stored redirect path, or a fresh /checkout/cart_… when it is empty or an auth page. */
export function afterLoginPath(
  redirectTo: string | null | undefined,
  now: number = Date.now(),
  random: RandomSource = Math.random,
): string {
  const path = sameSitePath(redirectTo);
  if (path === null || NOT_A_DESTINATION.has(routeOf(path))) {
    return checkoutPath(freshCheckoutCartId(now, random));
  }
  return path;
}

const DASHBOARD = '/registration/dashboard';

/** docs/behaviour.md §2.2: the path a protected page stores before sending a guest to /login. */
export function protectedRedirectTarget(pathname: string | null | undefined, search = ''): string {
  const path = sameSitePath(pathname);
  if (path === null || routeOf(path) === DASHBOARD) return '/';
  return path + search;
}

/** Encodes each segment once, whether or not it arrived encoded already. */
function encodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A lone '%' is not an escape: encode it as it is.
  }
  return encodeURIComponent(decoded);
}

/** '/a/b/c' from segments that may be empty, null or carry their own slashes. */
export function joinPath(...segments: (string | null | undefined)[]): string {
  const parts = segments
    .flatMap((segment) => (segment ?? '').split('/'))
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(encodeSegment);
  return `/${parts.join('/')}`;
}

export interface CategorySlugs {
  slug: string;
  parent_slug?: string | null;
  parent_parent_slug?: string | null;
}

/** '/{grandparent}/{parent}/{slug}', skipping the levels a top category lacks. */
export function categoryPath(category: CategorySlugs): string {
  return joinPath(category.parent_parent_slug, category.parent_slug, category.slug);
}

export interface ProductPathFields {
  url?: string | null;
  parent_category_url?: string | null;
  category_url?: string | null;
  grandparent_category_slug?: string | null;
  parent_category_slug?: string | null;
}

/**
 * '/{category}/{subcategory}/{product slug}'. Cards carry parent_category_url and
 * category_url, search results grandparent_category_slug and parent_category_slug; a url
 * that already holds slashes is a full path and is used as it is.
 */
export function productPath(product: ProductPathFields): string {
  const url = (product.url ?? '').trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (url.replace(/^\/+|\/+$/g, '').includes('/')) return joinPath(url);
  return joinPath(
    product.parent_category_url ?? product.grandparent_category_slug,
    product.category_url ?? product.parent_category_slug,
    url,
  );
}

export interface SearchCategory extends CategorySlugs {
  id: number | string;
  name: string;
}

export type SearchSubmitTarget =
  | { kind: 'category'; path: string; categoryId: number | string }
  | { kind: 'search'; path: string };

/**
 * docs/behaviour.md §5: nothing for blank text; a category whose name contains the text (case-
 * insensitive) opens that category; anything else opens /search/{text}. An exact name
 * wins over a partial one, so 'Tableware' does not open 'Disposable Tableware'.
 */
export function searchSubmitTarget(
  text: string | null | undefined,
  categories: readonly SearchCategory[] | null | undefined = [],
): SearchSubmitTarget | null {
  const query = (text ?? '').trim();
  if (query === '') return null;
  const needle = query.toLocaleLowerCase();
  const routable = (categories ?? []).filter(
    (category) => typeof category.name === 'string' && typeof category.slug === 'string' && category.slug.trim() !== '',
  );
  const match =
    routable.find((category) => category.name.trim().toLocaleLowerCase() === needle) ??
    routable.find((category) => category.name.toLocaleLowerCase().includes(needle));
  if (match) return { kind: 'category', path: categoryPath(match), categoryId: match.id };
  return { kind: 'search', path: `/search/${encodeURIComponent(query)}` };
}
