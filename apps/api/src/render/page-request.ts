// Who gets a server-rendered page, and what the render is allowed to see of the request.
//
// Any client asking for a page route gets the page (issue 31): a browser says text/html, but
// WhatsApp's and Facebook's link-preview fetchers and many crawlers say `*/*` or nothing, and
// they run no script, so the plain shell previews as the store's name with no picture. The
// route decides (the render answers browser-only for account and checkout pages); Accept only
// turns the render away when it names types and none of them is HTML or a wildcard.
//
// The render sees the page's address, the User-Agent (the device guess), and of the cookies
// only the page's preferences (`pageCookies` of the SSR build: storefront and language). Never
// a session cookie or an Authorization header: a page rendered for one shopper may be kept and
// sent to the next, so it must hold nobody's state (the render reads the API as a guest).
import type { Context } from 'hono';

const PAGE_TYPES = new Set(['*/*', 'text/*', 'text/html', 'application/xhtml+xml']);

export function asksForPage(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return PAGE_TYPES.has(type) && !(quality && Number(quality.slice(2)) === 0);
  });
}

/** The request the render is given: the page URL, the device and the preference cookies, nothing else. */
export function renderRequest(c: Context, pageUrl: string, pageCookies: readonly string[]): Request {
  const headers = new Headers({ accept: 'text/html' });
  const agent = c.req.header('user-agent');
  if (agent) headers.set('user-agent', agent);
  const cookies = preferenceCookies(c.req.header('cookie'), pageCookies);
  if (cookies) headers.set('cookie', cookies);
  return new Request(pageUrl, { headers });
}

function preferenceCookies(header: string | undefined, names: readonly string[]): string {
  if (!header || names.length === 0) return '';
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.includes(pair.slice(0, pair.indexOf('=')).trim()))
    .join('; ');
}
