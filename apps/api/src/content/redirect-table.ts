// The old-path redirects (docs/behaviour.md §7, GET /redirects/from{path}) as the page server uses them: an
// old address answers 301 before any page is drawn, so crawlers and shoppers without scripts
// land on the new page too. The table is small and changes only with the seed, so it is read
// whole into memory and re-read in the background once a minute (TtlCache), not per request.
import { sameSitePath } from '@horeca/core/routing';
import { redirects } from '../db/schema/catalogue';
import type { Db } from '../db/client';
import { TtlCache } from '../catalogue/ttl-cache';

/** The table's key form of an old path: one leading slash, no trailing one ('/' stays '/'). */
export function redirectSource(decodedPath: string): string {
  return ('/' + decodedPath.replace(/^\/+/, '')).replace(/\/+$/, '') || '/';
}

/** The key of a URL's (percent-encoded) path; null for malformed escapes, which no old path has. */
function sourceOf(pathname: string): string | null {
  try {
    return redirectSource(decodeURIComponent(pathname));
  } catch {
    return null;
  }
}

export interface PageRedirect {
  status: 301 | 302;
  /** A same-site path with the request's query string kept. */
  location: string;
}

interface Rule {
  to: string;
  permanent: boolean;
}

/** A chain of rules longer than this is treated like a loop: no redirect. */
const MAX_HOPS = 5;
const TABLE_TTL_MS = 60_000;
// Targets are resolved against a made-up origin: one that resolves anywhere else is another site.
const SITE = 'http://storefront.invalid';

export function createRedirectTable(db: Db, logger: Pick<Console, 'error'> = console) {
  const cache = new TtlCache<Map<string, Rule>>(TABLE_TTL_MS, 1, { logger });
  const load = async () => {
    const rows = await db.select({ from: redirects.fromPath, to: redirects.toPath, status: redirects.statusCode }).from(redirects);
    return new Map(rows.map((row) => [redirectSource(row.from), { to: row.to, permanent: row.status === 301 || row.status === 308 }]));
  };

  return {
    /** Where the page at `url` moved, or null: no rule, a loop, or a target on another site. */
    async find(url: URL): Promise<PageRedirect | null> {
      const path = sourceOf(url.pathname);
      if (path === null) return null;
      let rules: Map<string, Rule>;
      try {
        rules = await cache.get('all', load);
      } catch (error) {
        logger.error('redirect table could not be read; serving the page as it is', error);
        return null;
      }
      return follow(rules, path, url.search);
    },
  };
}

/**
 * Follows old -> new through the table to the last target, so a moved page that moved again
 * costs one redirect. A chain that comes back to a path it passed is a loop and is not followed.
 */
function follow(rules: Map<string, Rule>, start: string, search: string): PageRedirect | null {
  const passed = new Set([start]);
  let rule = rules.get(start);
  if (!rule) return null;
  let permanent = rule.permanent;
  for (let hop = 1; ; hop += 1) {
    const target = siteUrl(rule.to);
    if (!target) return null;
    const next = sourceOf(target.pathname);
    if (next === null || passed.has(next) || hop > MAX_HOPS) return null;
    const further = rules.get(next);
    if (!further) return { status: permanent ? 301 : 302, location: withQuery(target, search) };
    passed.add(next);
    permanent &&= further.permanent;
    rule = further;
  }
}

/**
 * `to` as a URL on this site, or null. sameSitePath refuses '//host' and '/\host'; the URL
 * parser also catches what it would turn into those (a tab or newline inside '/\t/host' is
 * dropped by browsers), and its serialisation leaves no raw control character for the header.
 */
function siteUrl(to: string): URL | null {
  const path = sameSitePath(to);
  if (path === null) return null;
  try {
    const url = new URL(path, SITE);
    return url.origin === SITE ? url : null;
  } catch {
    return null; // '/\t/[' reads as '//[': a host that cannot be parsed
  }
}

/** The target with the old address's query after its own: campaign tags survive the move. */
function withQuery(target: URL, search: string): string {
  const query = [target.search.slice(1), search.slice(1)].filter(Boolean).join('&');
  return target.pathname + (query ? `?${query}` : '') + target.hash;
}
