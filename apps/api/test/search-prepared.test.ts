// Search's statements are planned once per connection (src/db/prepared.ts). On PGlite that
// is PREPARE / EXECUTE with the values written as literals: they must arrive as the values
// they were, and the rows must decode as drizzle's own execution decodes them.
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOf, queryRows } from '../src/db/client';
import { literal, preparedSelect, statementName } from '../src/db/prepared';
import { products } from '../src/db/schema/catalogue';
import { cardColumns } from '../src/catalogue/product-view';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const cardsNamed = (pattern: string | ReturnType<typeof sql.placeholder>) =>
  api.db.select(cardColumns).from(products).where(ilike(products.name, pattern)).orderBy(desc(products.popularity), asc(products.id)).limit(7);
const preparedCardsNamed = () => preparedSelect(api.db, 'test:cards-named', () => cardsNamed(sql.placeholder('pattern')));

describe('prepared search statements', () => {
  it('answer exactly what drizzle answers, the first time and when run again', async () => {
    // Money (numeric -> number), created_at (text), null sale prices and video paths among them.
    const [withSale] = await api.db.select({ name: products.name }).from(products).where(sql`${products.salePriceAed} is not null`).limit(1);
    const patterns = ['%a%', '%steel%', `${withSale!.name}`, '%no product is named like this%'];
    for (const pattern of patterns) {
      const expected = await cardsNamed(pattern);
      expect(await preparedCardsNamed().execute({ pattern })).toEqual(expected);
      expect(await preparedCardsNamed().execute({ pattern })).toEqual(expected);
    }
  });

  it('send quotes, backslashes and SQL in values as the values themselves', async () => {
    const [product] = await api.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const hostile = ["O'Brien's \\ \\' pan", "'); drop table products; --", '$1 $$ :name ?', 'crème brûlée ✓', 'E\'\\x41\''];
    for (const name of hostile) {
      await api.db.update(products).set({ name }).where(eq(products.id, product!.id));
      const byName = preparedSelect(api.db, 'test:by-name', () =>
        api.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.name, sql.placeholder('name'))),
      );
      const rows = await byName.execute({ name });
      expect(rows).toEqual([{ id: product!.id, name }]);
    }
  });

  it.skipIf(process.env.DATABASE_URL)('are planned once on PGlite, not on every run', async () => {
    // A statement of its own, so the counts are this test's runs.
    const query = () => api.db.select(cardColumns).from(products).where(ilike(products.slug, sql.placeholder('slug'))).orderBy(asc(products.id)).limit(3);
    for (let run = 0; run < 8; run++) await preparedSelect(api.db, 'test:by-slug', query).execute({ slug: `%${'pan'.slice(0, 1 + (run % 3))}%` });
    const [statement] = await queryRows<{ generic_plans: number; custom_plans: number }>(
      api.db,
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = ${statementName(query().toSQL().sql)}`,
    );
    expect(pgliteOf(api.db)).toBeDefined();
    expect(statement).toEqual({ generic_plans: 8, custom_plans: 0 });
  });

  it('refuse values they cannot write as a literal', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal(7)).toBe("'7'");
    expect(literal(false)).toBe("'false'");
    expect(literal(null)).toBe('null');
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(new Date())).toThrow(TypeError);
    expect(() => literal([1, 2])).toThrow(TypeError);
  });
});
