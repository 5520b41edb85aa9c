// What one customer or guest can pile up in the database is bounded. Lists a shopper builds on
// purpose (wishlist, saved items, documents, open quotations) refuse the next entry with a 422
// that says what to do, because dropping something the shopper chose to keep would lose it.
// History (recently viewed) just drops its oldest rows, as a browser's history does.
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { customers } from '../db/schema/commerce';
import { validationFailed } from '../http/errors';
import { said, type Message } from '../words/message-keys';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CAPS = {
  wishlist: 500,
  savedForLater: 200,
  documents: 50,
  openQuotes: 50,
} as const;

export const CAP_MESSAGES = {
  wishlist: said('api.wishlistFull', { cap: CAPS.wishlist }),
  savedForLater: said('api.savedItemsFull', { cap: CAPS.savedForLater }),
  documents: said('api.documentsFull', { cap: CAPS.documents }),
  openQuotes: said('api.quotationRequestsFull', { cap: CAPS.openQuotes }),
} as const;

interface CappedList {
  table: PgTable;
  owner: PgColumn;
  /** The column that tells entries apart (a product id), when adding an entry twice keeps one. */
  entry?: PgColumn;
  /** Only these rows count (open quotations). */
  where?: SQL;
}

/**
 * Inside `tx`: throws a 422 at `field` when adding `entries` (or one new row when the list has
 * no entry column) would take the owner's list past `cap`. The customer's row is locked first,
 * so two requests at once cannot both pass with the last free place.
 */
export async function assertRoomFor(
  tx: Tx,
  customerId: number,
  list: CappedList,
  limit: { cap: number; field: string; message: Message },
  entries: number[] = [],
): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const owned = and(eq(list.owner, customerId), list.where);
  const [held] = await tx.select({ n: count() }).from(list.table).where(owned);
  let adding = 1;
  if (list.entry) {
    const [present] = entries.length ? await tx.select({ n: count() }).from(list.table).where(and(owned, inArray(list.entry, entries))) : [{ n: 0 }];
    adding = new Set(entries).size - Number(present?.n ?? 0);
  }
  if (adding > 0 && Number(held?.n ?? 0) + adding > limit.cap) throw validationFailed({ [limit.field]: [limit.message] });
}

/** Keeps the newest `keep` rows of one owner (by `newest`, then id) and deletes the rest. */
export async function keepNewest(db: Db | Tx, table: PgTable & { id: PgColumn }, owner: SQL, newest: PgColumn, keep: number): Promise<void> {
  const kept = db.select({ id: table.id }).from(table).where(owner).orderBy(desc(newest), desc(table.id)).limit(keep);
  await db.delete(table).where(and(owner, notInArray(table.id, kept)));
}
