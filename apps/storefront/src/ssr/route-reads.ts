// A server render's reads, made before React renders (issue 31, docs/notes/page-speed.md): a
// page module names the reads its route needs (`handle.serverReads`, from the address and the
// answers of earlier reads: a product page reads the product, then its related products), the
// shell's reads are known for every page, and React renders once with all of them. A read the
// list missed is still found by the render (collect-reads.ts) and costs one more round, not a
// wrong page. Each read is the hook's own (a ResourceRead), so its answer lands under the id
// the hook asks by.
import type { Locale } from '@horeca/core/locale';
import type { Storefront } from '@horeca/core/storefront';
import type { Params } from 'react-router';
import { categoriesRead } from '../resources/catalogue';
import { locationRead } from '../resources/geo';
import { readInLanguage } from '../resources/request-language';
import { resourceId, type ResourceRead } from '../resources/use-resource';

export interface ServerReads {
  /** Makes `read` (once per render) and answers its data; undefined when it failed (the page shows what it shows without it). */
  read<T>(read: ResourceRead<T>): Promise<T | undefined>;
  params: Params;
  /** The page's path inside the router (without /ar) and its query. */
  pathname: string;
  search: string;
  storefront: Storefront;
}

/** A route's reads: what its page asks for on the server, in the order its answers allow. */
export type RouteReads = (reads: ServerReads) => Promise<unknown>;

/** A page module's `handle` may carry its route's reads. */
export interface ServerReadsHandle {
  serverReads?: RouteReads;
}

/** What the shell (header, menus) reads on every page. */
const shellReads: RouteReads = ({ read }) => Promise.all([read(locationRead), read(categoriesRead)]);

export interface PlannedPage {
  handle: unknown;
  params: Params;
  pathname: string;
  search: string;
  storefront: Storefront;
  locale: Locale;
}

/**
 * Makes the shell's and the page's reads into `answered` (a failure into `failed`, as the
 * render's own reads do: not asked again, the browser asks). A list that throws is a bug of
 * the list, not of the page: the render then finds the reads itself.
 */
export async function makeRouteReads(page: PlannedPage, answered: Record<string, unknown>, failed: Set<string>): Promise<void> {
  const started = new Map<string, Promise<unknown>>();
  const read = <T>(resource: ResourceRead<T>): Promise<T | undefined> => {
    const id = resourceId(resource.key, page.locale);
    if (id in answered) return Promise.resolve(answered[id] as T);
    if (failed.has(id)) return Promise.resolve(undefined);
    let reading = started.get(id);
    if (!reading) {
      reading = readInLanguage(page.locale, resource.load).then(
        (answer) => (answered[id] = answer),
        () => void failed.add(id),
      );
      started.set(id, reading);
    }
    return reading as Promise<T | undefined>;
  };
  const reads: ServerReads = { read, params: page.params, pathname: page.pathname, search: page.search, storefront: page.storefront };
  const routeReads = (page.handle as ServerReadsHandle | undefined)?.serverReads;
  await Promise.all([shellReads(reads), routeReads?.(reads)]).catch(() => undefined);
  // After a list threw, its reads already started still land before the render.
  await Promise.all(started.values());
}
