// docs/behaviour.md §2.10's alternate tab set: the products of a few subcategories carry key sections
// (Key Specification, Key Benefits, Product Overview) in their detail answer; the others do
// not. A database seeded before the sections existed gets them at start, once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { refreshKeySections } from '../src/seed/refresh-key-sections';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function firstProductOf(subcategory: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`
    select p.id from products p join categories c on c.id = p.category_id where c.name = ${subcategory} order by p.id limit 1`);
  return row!.id;
}

describe('key sections (docs/behaviour.md §2.10)', () => {
  it("a combi oven's detail carries its key specification, key benefits and overview", async () => {
    const id = await firstProductOf('Combi Ovens');
    const product = (await api.get(`/api/frontend/products/${id}`)).body.data;
    const own = (name: string) => product.specifications.find((entry: { name: string }) => entry.name === name);
    expect(product.key_sections.specifications).toEqual([
      ...['Size / Capacity', 'Type', 'Configuration', 'Warranty'].map(own).filter(Boolean),
      { name: 'Cooking Modes', value: 'Steam, convection and combination' },
      { name: 'Core Temperature Probe', value: 'Included' },
      { name: 'Cleaning', value: 'Automatic cleaning cycle' },
    ]);
    expect(product.key_sections.specifications[0]).toEqual(own('Size / Capacity'));
    expect(product.key_sections.benefits[0]).toEqual({
      title: 'Three ovens in one',
      text: 'Steam, roast and combine both in one cavity, so one unit replaces a steamer and a convection oven.',
    });
    expect(product.key_sections.overview).toBe(
      `<p>The ${product.name} brings steaming, roasting, baking and regenerating into a single cabinet.</p>`
        + '<p>Humidity is controlled to the percent, so meat stays juicy, vegetables keep their colour and bread gets its crust.</p>',
    );
  });

  it('a deep fryer has none: it shows the usual tabs', async () => {
    const product = (await api.get(`/api/frontend/products/${await firstProductOf('Deep Fryers')}`)).body.data;
    expect(product.key_sections).toBeNull();
    expect(product.specifications.length).toBeGreaterThan(0);
  });

  it('a database seeded before the sections gets them at start, once', async () => {
    const [before] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from products where key_sections is not null`);
    expect(before!.n).toBeGreaterThan(0);
    // As an older database: no sections, no fingerprint.
    await api.db.execute(sql`update products set key_sections = null`);
    await api.db.execute(sql`delete from app_meta where key = 'key-sections'`);
    expect(await refreshKeySections(api.db)).toBe(true);
    const [after] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from products where key_sections is not null`);
    expect(after!.n).toBe(before!.n);
    expect(await refreshKeySections(api.db)).toBe(false);
  });

  it('several processes starting at once fill them once (on PostgreSQL, two connections race)', async () => {
    await api.db.execute(sql`delete from app_meta where key = 'key-sections'`);
    const ran = await Promise.all([refreshKeySections(api.db), refreshKeySections(api.db), refreshKeySections(api.db)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
  });
});
