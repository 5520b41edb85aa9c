// A product renamed at run time (the hostile-content test route, or any future admin):
// search must find it by the new name as typed, and no longer by the old one.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { products, searchPrefixes, searchTerms } from '../src/db/schema/catalogue';
import { reindexProducts } from '../src/search/reindex';
import { tokenize } from '../src/search/tokenize';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type SearchBody = { products: { id: number }[]; corrected: string | null };
const search = async (query: string) => {
  const res = await api.get<SearchBody>(`/api/frontend/search?query=${encodeURIComponent(query)}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const ids = async (query: string) => (await search(query)).products.map((p) => p.id);

/** The 7 most popular published products having a word that starts with `prefix`, from the full-text index. */
async function mostPopularWith(prefix: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(api.db, sql`
    select product_id as id from product_search
    where search_vector @@ to_tsquery('simple', ${`${prefix}:*`}) and published
    order by popularity desc, product_id limit 7`);
  return rows.map((row) => row.id);
}

const frequency = async (term: string) =>
  (await api.db.select({ frequency: searchTerms.frequency }).from(searchTerms).where(eq(searchTerms.term, term)))[0]?.frequency ?? 0;

describe('search follows a product renamed at run time', () => {
  it('finds it by the new name (prefix, several words, typo) and not by the old one; the lists it leaves refill', async () => {
    // The most popular product heads the suggestion list of every prefix of its words: the
    // case where leaving a list means reading the next product in from the index.
    const [top] = await api.db.select({ id: products.id, name: products.name, searchText: products.searchText }).from(products).orderBy(desc(products.popularity), products.id).limit(1);
    const otherWords = tokenize(top!.searchText.slice(top!.name.length));
    // The shortest prefix of a word of its name that none of its brand or category words share.
    const oldPrefix = tokenize(top!.name)
      .flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
      .filter((prefix) => !otherWords.some((word) => word.startsWith(prefix)))
      .sort((a, b) => a.length - b.length)[0];
    expect(oldPrefix).toBeDefined();
    expect((await ids(oldPrefix!))[0]).toBe(top!.id);
    const rename = async (name: string) => expect((await api.post('/api/test/content/hostile', { product_id: top!.id, name, html: '<p>text</p>' })).status).toBe(200);

    await rename('Quokkaware Zebulon Kettle');
    const afterOld = await ids(oldPrefix!);
    expect(afterOld).not.toContain(top!.id);
    expect(afterOld).toEqual(await mostPopularWith(oldPrefix!));
    expect(afterOld.length).toBeGreaterThan(0);
    expect((await ids('quokka'))[0]).toBe(top!.id);
    expect(await ids('quokkaware zeb')).toEqual([top!.id]);
    expect(await search('quokaware')).toMatchObject({ corrected: 'quokkaware', products: [{ id: top!.id }] });
    // Its brand and categories still find it.
    expect((await ids(otherWords[0]!))[0]).toBe(top!.id);
    const kettles = await frequency('kettle');

    await rename('Wombatline Yarrow Kettle');
    expect(await ids('quokka')).toEqual([]);
    expect(await ids('quokkaware zeb')).toEqual([]);
    expect((await search('quokaware')).corrected).not.toBe('quokkaware');
    expect(await frequency('quokkaware')).toBe(0);
    expect(await frequency('kettle')).toBe(kettles);
    expect(await api.db.select().from(searchPrefixes).where(eq(searchPrefixes.prefix, 'quo'))).toEqual([]);
    expect((await ids('wombat'))[0]).toBe(top!.id);
    expect(await ids('wombatline yarrow k')).toEqual([top!.id]);
  });

  it('unpublishing takes a product out of every suggestion list it headed, publishing puts it back in place', async () => {
    const [second] = await api.db.select({ id: products.id, searchText: products.searchText }).from(products).orderBy(desc(products.popularity), products.id).offset(1).limit(1);
    const prefixes = [...new Set(tokenize(second!.searchText).filter((word) => /^[a-z]+$/.test(word)).flatMap((word) => [word.slice(0, 1), word.slice(0, 3), word.slice(0, 12)]))];
    /**
     * Each prefix's stored list next to the 50 most popular published products having a word with
     * that prefix, words as search cuts them (tokenize: 'Wet/Dry' is 'wet' and 'dry', where the
     * full-text parser keeps one token 'wet/dry' and a to_tsquery oracle missed it).
     */
    const lists = async () => {
      const published = await queryRows<{ id: number; words: string }>(api.db, sql`
        select p.id, p.search_text as words from products p join product_search s on s.product_id = p.id
        where s.published order by s.popularity desc, p.id`);
      const withWords = published.map((row) => ({ id: row.id, words: tokenize(row.words) }));
      return Promise.all(prefixes.map(async (prefix) => {
        const [row] = await api.db.select({ ids: searchPrefixes.productIds }).from(searchPrefixes).where(eq(searchPrefixes.prefix, prefix));
        const expected = withWords.filter((product) => product.words.some((word) => word.startsWith(prefix))).slice(0, 50);
        return { prefix, stored: row?.ids ?? [], expected: expected.map((r) => r.id) };
      }));
    };
    const seeded = await lists();
    for (const list of seeded) expect(list.stored, list.prefix).toEqual(list.expected);
    expect(seeded.every((list) => list.stored.includes(second!.id))).toBe(true);

    await api.db.update(products).set({ status: 'draft' }).where(eq(products.id, second!.id));
    await reindexProducts(api.db, [second!.id]);
    for (const list of await lists()) {
      expect(list.stored, list.prefix).toEqual(list.expected);
      expect(list.stored).not.toContain(second!.id);
    }

    await api.db.update(products).set({ status: 'published' }).where(eq(products.id, second!.id));
    await reindexProducts(api.db, [second!.id]);
    expect(await lists()).toEqual(seeded);
  });

  it('a change to the words made elsewhere (another API process) reaches typo correction within seconds', async () => {
    expect((await search('zzyzxwrod')).corrected).toBeNull();
    // As another process renames a product: its row, then its words (reindex.ts), in the database.
    const [renamed] = await api.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.status, 'published')).orderBy(desc(products.id)).limit(1);
    await api.db.update(products).set({ name: `${renamed!.name} Zzyzxword` }).where(eq(products.id, renamed!.id));
    await reindexProducts(api.db, [renamed!.id]);
    expect(await api.db.select().from(searchTerms).where(eq(searchTerms.term, 'zzyzxword'))).toHaveLength(1);
    await vi.waitFor(async () => expect((await search('zzyzxwrod')).corrected).toBe('zzyzxword'), { timeout: 8_000, interval: 250 });
  });
});
