// Issue 18: catalogue caches of several API processes follow a change made through any of
// them. Two app instances on one database (on PostgreSQL each with its own pool and its own
// listening connection); a change through one, or straight in the database, is seen in the
// other's cached answers within a bounded time. On PGlite (one process) the same code path:
// a write straight to the database, which no code of the app sees, still drops the caches.
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { listenForCatalogueChanges } from '../src/cache/catalogue-changes';
import { openDatabase, type Database } from '../src/db/client';
import { categories, products } from '../src/db/schema/catalogue';
import { buildDeps } from '../src/deps';
import { answerCache } from '../src/search/answer-cache';
import { startTestApi, type Json, type TestApi } from './harness';

/** Generous: the bound is the notification's trip (or one background refresh), not the machine's speed. */
const BOUND_MS = 10_000;
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

let api: TestApi;
let other: Database;
let stopOther: () => Promise<void> = async () => undefined;
let instanceB: ReturnType<typeof createApp>['app'];
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  // A second process: on PostgreSQL a pool and a listener of its own; PGlite is one
  // in-process database, so the second instance shares it (and its listener).
  other = api.config.databaseUrl ? await openDatabase(api.config) : api.server.database;
  if (api.config.databaseUrl) stopOther = await listenForCatalogueChanges(other, api.config.databaseUrl, quiet);
  instanceB = createApp(buildDeps(api.config, other, quiet)).app;
}, 180_000);
afterAll(async () => {
  await stopOther();
  if (other !== api?.server.database) await other?.close();
  await api?.close();
});

const getFrom = async (app: typeof instanceB, path: string): Promise<Json> => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.json();
};
const readB = (path: string) => getFrom(instanceB, path);

/** Polls until `check` holds, at most BOUND_MS; fails with the last value otherwise. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${BOUND_MS} ms: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const searchB = (query: string) => readB(`/api/frontend/search?query=${encodeURIComponent(query)}`);
const treeNames = (tree: Json): string[] => tree.data.flatMap((node: Json) => [node.name, ...treeNames({ data: node.children })]);

describe('catalogue caches follow a change made elsewhere', () => {
  it('a product renamed through one instance: the other finds it by the new name, typo included, though it cached the answers', async () => {
    const [product] = await api.db.select({ id: products.id }).from(products).where(eq(products.status, 'published')).limit(1);
    // Asked twice: the second asking keeps the answer (answer-cache.ts); the empty answers are now cached on B.
    for (let i = 0; i < 2; i++) {
      expect((await searchB('zorbl')).products).toEqual([]);
      expect((await searchB('zorbaltt')).corrected).toBeNull();
    }
    expect(answerCache(other.db).size).toBeGreaterThan(0);

    const renamed = await api.post('/api/test/content/hostile', { product_id: product!.id, name: 'Zorblatt Quintessa Kettle', html: '<p>text</p>' });
    expect(renamed.status).toBe(200);
    const found = await eventually(
      () => searchB('zorbl'),
      (answer) => answer.products.length > 0,
    );
    expect(found.products[0].id).toBe(product!.id);
    // The vocabulary (term statistics) of B followed too: the typo is corrected to the new word.
    expect((await searchB('zorbaltt')).corrected).toBe('zorblatt');
  });

  it('a category renamed straight in the database (no app code runs): the tree and search follow', async () => {
    const [category] = await api.db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.level, 1)).limit(1);
    expect(treeNames(await readB('/api/frontend/categories-with-children'))).toContain(category!.name);
    await api.db.execute(sql`update categories set name = 'Xylophonic Griddles' where id = ${category!.id}`);
    try {
      await eventually(
        () => readB('/api/frontend/categories-with-children'),
        (tree) => treeNames(tree).includes('Xylophonic Griddles'),
      );
      const answer = await eventually(
        () => searchB('xylophonic'),
        (found) => found.categories.length > 0,
      );
      expect(answer.categories[0]).toMatchObject({ id: category!.id, name: 'Xylophonic Griddles' });
    } finally {
      await api.db.update(categories).set({ name: category!.name }).where(eq(categories.id, category!.id));
    }
  });

  it('a product unpublished straight in the database: the listing total of its category follows', async () => {
    const [row] = await api.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.status, 'published')).limit(1);
    const [category] = await api.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, row!.categoryId));
    const listing = () => readB(`/api/frontend/categories/${category!.slug}/products`);
    const before = (await listing()).meta.total as number;
    expect((await listing()).meta.total).toBe(before);
    await api.db.update(products).set({ status: 'draft' }).where(and(eq(products.id, row!.id)));
    try {
      await eventually(listing, (answer) => answer.meta.total === before - 1);
    } finally {
      await api.db.update(products).set({ status: 'published' }).where(eq(products.id, row!.id));
    }
    await eventually(listing, (answer) => answer.meta.total === before);
  });

  it.runIf(onPostgres)('PostgreSQL: an instance that does not listen keeps its stale answer (the notification is what refreshes)', async () => {
    const deaf = await openDatabase(api.config);
    try {
      const instanceC = createApp(buildDeps(api.config, deaf, quiet)).app;
      const [category] = await api.db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.level, 2)).limit(1);
      const treeOf = (app: typeof instanceB) => getFrom(app, '/api/frontend/categories-with-children');
      expect(treeNames(await treeOf(instanceC))).toContain(category!.name);
      await api.db.update(categories).set({ name: 'Quillfeather Ladles' }).where(eq(categories.id, category!.id));
      try {
        await eventually(() => treeOf(instanceB), (tree) => treeNames(tree).includes('Quillfeather Ladles'));
        expect(treeNames(await treeOf(instanceC))).not.toContain('Quillfeather Ladles');
      } finally {
        await api.db.update(categories).set({ name: category!.name }).where(eq(categories.id, category!.id));
      }
    } finally {
      await deaf.close();
    }
  });

  it.runIf(onPostgres)('PostgreSQL: a listening connection that is cut reconnects, and changes are heard again', async () => {
    const killed = await api.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'horeca-api catalogue listener' and datname = current_database()`);
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
    const [category] = await api.db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.level, 3)).limit(1);
    // Waits out the reconnection: listening again shows as a listener connection in the server's list.
    await eventually(
      async () => (await api.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'horeca-api catalogue listener' and datname = current_database()`)) as unknown as { rows: { n: number }[] },
      (result) => result.rows[0]!.n >= 2,
    );
    expect(treeNames(await readB('/api/frontend/categories-with-children'))).toContain(category!.name);
    await api.db.update(categories).set({ name: 'Umberfold Whisks' }).where(eq(categories.id, category!.id));
    try {
      await eventually(() => readB('/api/frontend/categories-with-children'), (tree) => treeNames(tree).includes('Umberfold Whisks'));
    } finally {
      await api.db.update(categories).set({ name: category!.name }).where(eq(categories.id, category!.id));
    }
  });
});
