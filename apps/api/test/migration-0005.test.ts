// Migration 0005 makes one review per customer and product unique. A database migrated before
// it may already hold copies (two concurrent posts could both land); the migration must apply
// anyway and lose no review: the first stays the customer's, later copies keep their text and
// rating but belong to nobody. Runs on a fresh embedded database migrated to 0004 first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { productReviews } from '../src/db/schema/catalogue';
import { migrationsBefore } from './migrations-before';

describe('migration 0005 on a database that already holds duplicate reviews', () => {
  let database: Database;
  let dataDir: string;
  let before0005: string;
  const apply = (folder: string) => migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-0005-'));
    database = await openDatabase({ dataDir, databaseUrl: null });
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    before0005 = migrationsBefore('0005_');
    await apply(before0005);
  });
  afterAll(async () => {
    await database?.close();
    for (const dir of [dataDir, before0005]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every review, the first as the customer’s, and then refuses a new copy', async () => {
    const { db } = database;
    // Raw SQL: the database is at 0004, and today's schema has customer columns added later.
    const [customer] = await queryRows<{ id: number }>(db, sql`insert into customers (name, email, password_hash, type) values ('Lina', 'lina@example.com', 'x', 'Private') returning id`);
    const review = (productId: number, customerId: number | null, title: string) => ({ productId, customerId, author: 'Lina', rating: 5, title, body: 'Great.', createdAt: '2026-11-01T10:00:00.000Z' });
    await db.insert(productReviews).values([
      review(7, customer!.id, 'first'),
      review(7, customer!.id, 'copy 1'),
      review(8, customer!.id, 'other product'),
      review(7, customer!.id, 'copy 2'),
      review(7, null, 'seeded'),
    ]);

    await apply(migrationsFolder);

    const rows = await db.select({ title: productReviews.title, customerId: productReviews.customerId }).from(productReviews).orderBy(asc(productReviews.id));
    expect(rows).toEqual([
      { title: 'first', customerId: customer!.id },
      { title: 'copy 1', customerId: null },
      { title: 'other product', customerId: customer!.id },
      { title: 'copy 2', customerId: null },
      { title: 'seeded', customerId: null },
    ]);
    await expect(db.insert(productReviews).values(review(7, customer!.id, 'again'))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'product_reviews_customer_product_key' }),
    });
  });
});
