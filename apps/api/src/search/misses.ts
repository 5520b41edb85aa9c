/**
 * Searches that found no or few products, counted per day and query (issue 32), so the store
 * sees the words its buyers use that the catalogue or the trade table lacks
 * (`npm run search -w @horeca/api -- zero-results`). No personal data: no shopper, address or
 * session, only the query's words as the tokeniser folds them, and a query that looks like
 * contact details (an e-mail address, a phone number) is not kept at all.
 *
 * A stranger could send endless unique queries: a day keeps at most MAX_QUERIES_PER_DAY
 * distinct queries (those already counted still count), and days older than KEEP_DAYS are
 * deleted by the same write path, so the table stays bounded.
 */
import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchMisses } from '../db/schema/catalogue';
import { MAX_QUERY_WORDS } from './query-plan';
import { tokenize } from './tokenize';

/** Fewer products than this is a few-result search. */
export const FEW_RESULTS = 5;
export const MAX_QUERIES_PER_DAY = 10_000;
export const KEEP_DAYS = 90;
const MAX_QUERY_LENGTH = 100;

/** An e-mail address or a run of 7 or more digits (a phone, a card): not a product query. */
const CONTACT_DETAILS = /@|\d[\d\s\-+().]{6,}\d/;

/** The query as counted: its folded words, or null when it must not be kept. */
export function missKey(text: string): string | null {
  if (CONTACT_DETAILS.test(text)) return null;
  const words = tokenize(text).slice(0, MAX_QUERY_WORDS).join(' ').slice(0, MAX_QUERY_LENGTH).trim();
  return words.length > 0 ? words : null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Counts one search of `text` that found `results` products, when they are few. */
export async function countMiss(db: Db, text: string, results: number, day = today()): Promise<void> {
  if (results >= FEW_RESULTS) return;
  const query = missKey(text);
  if (!query) return;
  // One statement: the count, and the days past keeping cleared (a cheap range delete on the key).
  await db.execute(sql`
    with cleared as (delete from ${searchMisses} where day < ${day}::date - ${KEEP_DAYS}::int)
    insert into ${searchMisses} (day, query, results, searches)
    select ${day}::date, ${query}, ${results}, 1
    where exists (select 1 from ${searchMisses} where day = ${day}::date and query = ${query})
       or (select count(*) from ${searchMisses} where day = ${day}::date) < ${MAX_QUERIES_PER_DAY}
    on conflict (day, query) do update set searches = ${searchMisses.searches} + 1, results = excluded.results`);
}

export interface MissRow {
  day: string;
  query: string;
  results: number;
  searches: number;
}

/** The misses of the days from `from` to `to` (inclusive), most searched first. */
export function listMisses(db: Db, from: string, to: string, maxResults = FEW_RESULTS - 1): Promise<MissRow[]> {
  return db
    .select({ day: searchMisses.day, query: searchMisses.query, results: searchMisses.results, searches: searchMisses.searches })
    .from(searchMisses)
    .where(and(gte(searchMisses.day, from), lte(searchMisses.day, to), lte(searchMisses.results, maxResults)))
    .orderBy(desc(searchMisses.day), desc(searchMisses.searches), asc(searchMisses.query));
}
