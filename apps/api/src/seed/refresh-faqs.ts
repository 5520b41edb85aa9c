// The FAQ is content that changes with the product (issue 20 added the spec's facts). A database
// seeded before a change gets the current FAQ at start: the rows are replaced when the stored
// fingerprint differs. Several API processes may start at once: a transaction-scoped advisory
// lock lets one replace the rows while the others wait, then find the fingerprint current.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, faqs } from '../db/schema/catalogue';
import { faqRows } from './content';

const FAQ_META_KEY = 'faq';

export function faqFingerprint(rows = faqRows()): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** Replaces the FAQ rows when they are not the current ones; answers whether it did. */
export async function refreshFaqs(db: Db): Promise<boolean> {
  const rows = faqRows();
  const fingerprint = faqFingerprint(rows);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('horeca:faq-refresh'))`);
    const stored = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FAQ_META_KEY)).limit(1);
    if ((stored[0]?.value as { fingerprint?: string } | undefined)?.fingerprint === fingerprint) return false;
    await tx.delete(faqs);
    await tx.insert(faqs).values(rows);
    await tx
      .insert(appMeta)
      .values({ key: FAQ_META_KEY, value: { fingerprint } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { fingerprint } } });
    return true;
  });
}
