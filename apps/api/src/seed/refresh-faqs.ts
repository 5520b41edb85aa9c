// The FAQ is content that changes with the product (issue 20 added the spec's facts): a
// database seeded before a change gets the current FAQ at start (refresh-content.ts).
import type { Db } from '../db/client';
import { faqs } from '../db/schema/catalogue';
import { faqRows } from './content';
import { contentFingerprint, refreshContent } from './refresh-content';

export function faqFingerprint(rows = faqRows()): string {
  return contentFingerprint(rows);
}

/** Replaces the FAQ rows when they are not the current ones; answers whether it did. */
export async function refreshFaqs(db: Db): Promise<boolean> {
  const rows = faqRows();
  return refreshContent(db, 'faq', faqFingerprint(rows), async (tx) => {
    await tx.delete(faqs);
    await tx.insert(faqs).values(rows);
  });
}
