// Issue 7: an old storefront address (the redirect table, docs/behaviour.md §7) answers 301 from the server,
// before any page is drawn, so a crawler or a shopper without scripts reaches the new page. The
// real API and database; the storefront's SSR build is a stand-in that draws any path, and
// answers 404 (its not-found page) for paths that start with /no-such.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redirects } from '../src/db/schema/catalogue';
import { startTestApi, type TestApi } from './harness';

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-paths-'));
fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><div id="root"><!--ssr-body--><!--/ssr-body--></div><!--ssr-head--><!--ssr-data-->');
const ssrEntry = path.join(publicDir, 'entry-server.mjs');
fs.writeFileSync(
  ssrEntry,
  `export async function render(request) {
    const { pathname } = new URL(request.url);
    const missing = pathname.startsWith('/no-such');
    return { kind: 'page', status: missing ? 404 : 200, head: '', body: missing ? '<h1>Page not found</h1>' : '<h1>Page ' + pathname + '</h1>', data: '' };
  }`,
);

// Rules a hand-edited table could hold: loops, chains, targets on other sites.
const hostileRules = [
  { fromPath: '/no-such-loop-a', toPath: '/no-such-loop-b', statusCode: 301 },
  { fromPath: '/no-such-loop-b', toPath: '/no-such-loop-a', statusCode: 301 },
  { fromPath: '/no-such-self', toPath: '/no-such-self/?again=1', statusCode: 301 },
  { fromPath: '/old-chain', toPath: '/older-chain', statusCode: 301 },
  { fromPath: '/older-chain', toPath: '/pages/about-us?tab=team#top', statusCode: 302 },
  { fromPath: '/no-such-evil-1', toPath: 'https://evil.example/deal', statusCode: 301 },
  { fromPath: '/no-such-evil-2', toPath: '//evil.example/deal', statusCode: 301 },
  { fromPath: '/no-such-evil-3', toPath: '/\\evil.example/deal', statusCode: 301 },
  { fromPath: '/no-such-evil-4', toPath: '/\t/evil.example/deal', statusCode: 301 },
  { fromPath: '/no-such-evil-5', toPath: 'javascript:alert(1)', statusCode: 301 },
  { fromPath: '/no-such-evil-6', toPath: '/\t/[', statusCode: 301 },
];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { publicDir, ssrEntry } });
  // Before the first page request: the table is read once, then kept for a minute.
  await api.db.insert(redirects).values(hostileRules);
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

/** A page request the way a crawler makes it: the redirect itself is the answer, not followed. */
async function visit(pagePath: string) {
  const response = await fetch(api.baseUrl + pagePath, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('old storefront addresses', () => {
  it('answer a redirect to the new page from the seeded table, keeping the query string, before any render', async () => {
    const moved = await visit('/privacy?utm_source=mail&gclid=a%20b');
    expect(moved).toMatchObject({ status: 301, location: '/pages/privacy-policy?utm_source=mail&gclid=a%20b' });
    expect(moved.html).not.toContain('<h1>');
    expect(await visit(moved.location!)).toMatchObject({ status: 200, location: null, html: expect.stringContaining('<h1>Page /pages/privacy-policy</h1>') });
    // The table's own forms: a trailing slash on the old address, a temporary (302) move.
    expect(await visit('/collections/tableware/')).toMatchObject({ status: 301, location: '/tableware' });
    expect(await visit('/sale')).toMatchObject({ status: 302, location: '/shop-by-sale/5' });
  });

  it('draw the page as before when no rule matches: a live page, or the not-found page with 404', async () => {
    expect(await visit('/pages/privacy-policy')).toMatchObject({ status: 200, location: null });
    expect(await visit('/no-such-page?utm_source=mail')).toMatchObject({ status: 404, location: null, html: expect.stringContaining('Page not found') });
    expect(await visit('/%E0%A4%A')).toMatchObject({ location: null }); // malformed escapes
  });

  it('follow a chain to its end in one redirect, the query of both kept, temporary if any step is', async () => {
    expect(await visit('/old-chain?ref=mail')).toMatchObject({ status: 302, location: '/pages/about-us?tab=team&ref=mail#top' });
  });

  it('never redirect in a loop or to another site: the not-found page shows instead', async () => {
    for (const rule of hostileRules.filter((r) => r.fromPath.startsWith('/no-such'))) {
      expect(await visit(rule.fromPath), `${rule.fromPath} -> ${rule.toPath}`).toMatchObject({ status: 404, location: null });
    }
  });

  it("leave the API alone, the browser's own lookup (client-side navigation) included", async () => {
    const lookup = await api.get('/api/redirects/from/privacy', { headers: { Accept: 'text/html' } });
    expect(lookup.body).toEqual({ from: '/privacy', to: '/pages/privacy-policy', status_code: 301 });
  });
});
