// A database seeded before the FAQ changed gets the current FAQ at start (issue 20: the spec's
// facts), once: a second start leaves it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { faqs } from '../src/db/schema/catalogue';
import { faqRows } from '../src/seed/content';
import { refreshFaqs } from '../src/seed/refresh-faqs';

describe('the FAQ refresh at start', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-faq-')), databaseUrl: null });
    await runMigrations(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('replaces an older FAQ with the current one, then leaves it alone', async () => {
    await database.db.insert(faqs).values({ storefront: 'us', type: 'Returns', typePosition: 4, position: 0, question: 'Old?', answer: 'Within 30 days.' });
    expect(await refreshFaqs(database.db)).toBe(true);
    const rows = await database.db.select().from(faqs);
    expect(rows).toHaveLength(faqRows().length);
    expect(rows.some((row) => row.question === 'Old?')).toBe(false);
    const text = (storefront: string) => rows.filter((row) => row.storefront === storefront).map((row) => row.answer).join(' ');
    expect(text('us')).toContain('Installment plans run up to 60 months');
    expect(text('us')).toContain('48 hours');
    expect(text('ae')).toContain('Tabby and Tamara');
    expect(text('ae')).toContain('3 days');
    expect(await refreshFaqs(database.db)).toBe(false);
    expect(await database.db.select().from(faqs)).toHaveLength(faqRows().length);
  });
});
