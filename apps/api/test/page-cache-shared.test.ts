// Issue 31: a server-rendered guest page kept by several API processes is dropped by all of
// them when the catalogue changes, whichever process (or no process: a write straight in the
// database) made the change. On PostgreSQL two instances, each with its own pool and its own
// listening connection (cache/catalogue-changes.ts); on PGlite one database, the same path.
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { listenForCatalogueChanges } from '../src/cache/catalogue-changes';
import { openDatabase, type Database } from '../src/db/client';
import { products } from '../src/db/schema/catalogue';
import { buildDeps } from '../src/deps';
import { startTestApi, type TestApi } from './harness';
import { standInStorefront } from './stand-in-storefront';

const BOUND_MS = 10_000;
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
const storefront = standInStorefront();
const onPostgres = Boolean(process.env.DATABASE_URL);
let api: TestApi;
let other: Database;
let stopOther: () => Promise<void> = async () => undefined;
let instanceB: ReturnType<typeof createApp>['app'];
let originalName = '';

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 100, config: { publicDir: storefront.dir, ssrEntry: storefront.entry } });
  other = api.config.databaseUrl ? await openDatabase(api.config) : api.server.database;
  if (api.config.databaseUrl) stopOther = await listenForCatalogueChanges(other, api.config.databaseUrl, quiet);
  instanceB = createApp(buildDeps(api.config, other, quiet)).app;
  originalName = (await api.db.select({ name: products.name }).from(products).where(eq(products.id, 1)))[0]!.name;
}, 180_000);
afterAll(async () => {
  await stopOther();
  if (other !== api?.server.database) await other?.close();
  await api?.close();
  storefront.cleanup();
});

const PAGE = '/deep-fryers/fryer-1';
const asGuest = { headers: { accept: 'text/html' } };
type Page = { cache: string | null; html: string };
const pageFromA = async (): Promise<Page> => {
  const response = await fetch(api.baseUrl + PAGE, asGuest);
  return { cache: response.headers.get('x-render-cache'), html: await response.text() };
};
const pageFrom = (app: typeof instanceB) => async (): Promise<Page> => {
  const response = await app.request(PAGE, asGuest);
  return { cache: response.headers.get('x-render-cache'), html: await response.text() };
};
const pageFromB = () => pageFrom(instanceB)();

async function eventually(read: () => Promise<Page>, check: (page: Page) => boolean): Promise<Page> {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const page = await read();
    if (check(page)) return page;
    if (Date.now() > deadline) throw new Error(`not seen within ${BOUND_MS} ms: ${page.cache} ${page.html.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function bothKeepThePage(): Promise<void> {
  for (const read of [pageFromA, pageFromB]) {
    await read();
    const kept = await read();
    expect(kept.cache).toBe('hit');
    expect(kept.html, kept.html.slice(-600)).toContain(`<h1>${originalName}</h1>`);
  }
}

it('a product renamed straight in the database: both instances drop the kept page and render the new name', async () => {
  await bothKeepThePage();
  await api.db.execute(sql`update products set name = 'Quillfeather Stockpot' where id = 1`);
  try {
    for (const read of [pageFromA, pageFromB]) {
      const fresh = await eventually(read, (page) => page.html.includes('<h1>Quillfeather Stockpot</h1>'));
      expect(fresh.cache).toBe('miss');
    }
  } finally {
    await api.db.update(products).set({ name: originalName }).where(eq(products.id, 1));
  }
  for (const read of [pageFromA, pageFromB]) await eventually(read, (page) => page.html.includes(`<h1>${originalName}</h1>`));
});

it.runIf(onPostgres)('PostgreSQL: an instance that does not listen keeps its page (the notification is what drops it)', async () => {
  const deaf = await openDatabase(api.config);
  try {
    const pageFromC = pageFrom(createApp(buildDeps(api.config, deaf, quiet)).app);
    await pageFromC();
    expect((await pageFromC()).cache).toBe('hit');
    await api.db.execute(sql`update products set name = 'Marrowbone Ladle' where id = 1`);
    try {
      await eventually(pageFromB, (page) => page.html.includes('<h1>Marrowbone Ladle</h1>'));
      const stale = await pageFromC();
      expect(stale.cache).toBe('hit');
      expect(stale.html).toContain(`<h1>${originalName}</h1>`);
    } finally {
      await api.db.update(products).set({ name: originalName }).where(eq(products.id, 1));
    }
  } finally {
    await deaf.close();
  }
});
