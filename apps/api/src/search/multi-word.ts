import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSelect } from '../db/prepared';
import { products, productSearch, searchPrefixes } from '../db/schema/catalogue';
import { searchColumns, type SearchRecord } from './columns';
import { popularFirst } from './ranked';
import type { TermStats } from './term-stats';
import { MAX_PREFIX_LENGTH, PREFIX_LIST_MIN } from './tokenize';

export type ProductOrder = 'popularity' | 'price_asc' | 'price_desc';

export interface MatchOptions {
  order: ProductOrder;
  onSaleOnly: boolean;
}

/** Matches considered when re-ranking by something other than popularity (e.g. price). */
const CANDIDATES = 200;

/** 'vulcan fry' -> 'vulcan:* & fry:*' (words are [a-z0-9]+, so nothing else reaches tsquery). */
export function prefixTsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * A match as tsqueries: `indexed` may go through the GIN index, `rechecked` is only ever
 * tested on rows the rest of the query found.
 */
interface TsMatch {
  indexed: string;
  rechecked?: string;
}

/**
 * Products having every word (the last one as a prefix), most popular first, for a query
 * of several words or for a price-ordered or sale-only one.
 */
export async function matchWords(db: Db, stats: TermStats, words: string[], options: MatchOptions, limit: number): Promise<SearchRecord[]> {
  // A word no catalogue word starts with matches nothing: no query at all (typo correction follows).
  if (stats.loaded && words.some((word) => stats.prefixFrequency(word) === 0)) return [];
  // Words before the last are usually complete: match them exactly through the GIN index.
  // The last, still-typed word joins the index lookup when its postings are few next to
  // the complete words' rows; a short prefix ('c', 'st') is instead checked on those rows
  // only, so it never expands into every posting list that starts with it. When an earlier
  // word is itself partial (not a catalogue word), every word is matched as a prefix.
  const complete = words.slice(0, -1);
  const last = words[words.length - 1] ?? '';
  const allComplete = !stats.loaded || complete.every((word) => stats.frequency(word) > 0);
  if (complete.length > 0 && allComplete) {
    const rows = await listedFirst(db, stats, words, completeThenPrefix(stats, complete, last), options, limit);
    if (rows.length > 0) return rows;
  }
  return listedFirst(db, stats, words, { indexed: prefixTsQuery(words) }, options, limit);
}

/**
 * A row recheck costs roughly what PREFIX_POSTINGS_PER_ROW postings of an index prefix
 * expansion cost (measured on the 100k catalogue: 1,400 rows rechecked ~2.3 ms, a prefix
 * with 1,900 postings ~0.8 ms, one with 50,000 ~5 ms).
 */
const PREFIX_POSTINGS_PER_ROW = 8;

function completeThenPrefix(stats: TermStats, complete: string[], last: string): TsMatch {
  const rows = stats.loaded ? Math.min(...complete.map((word) => stats.frequency(word))) : 0;
  if (stats.loaded && stats.prefixFrequency(last) <= rows * PREFIX_POSTINGS_PER_ROW) {
    return { indexed: `${complete.join(' & ')} & ${last}:*` };
  }
  return { indexed: complete.join(' & '), rechecked: `${last}:*` };
}

/**
 * Every match has a word starting with each query word, so it is among the products behind
 * that word's suggestion list (search_prefixes: the PREFIX_TOP_K most popular products
 * having a word with that prefix). Testing the match on the listed products of the rarest
 * word costs a few dozen primary-key reads, and when at least `limit` of them match, those
 * are the most popular matches: no unlisted product outranks a listed one. That is the
 * usual case while a brand of several words is typed ('vileda pr', 'gram com'), where the
 * index plan rechecks every product of the brand. A list holding all the products behind
 * its word answers completely whatever it finds. Otherwise the index plan answers, in the
 * same statement: it runs only when the list fell short (a one-time filter), so a miss
 * costs no second round trip.
 */
function listedFirst(db: Db, stats: TermStats, words: string[], match: TsMatch, options: MatchOptions, limit: number): Promise<SearchRecord[]> {
  const listed = options.order === 'popularity' && stats.loaded ? rarestListed(stats, words) : null;
  const plan: Plan = !listed ? 'index' : stats.prefixFrequency(listed) <= PREFIX_LIST_MIN ? 'list' : 'list-then-index';
  const shape: Shape = { plan, rechecked: match.rechecked !== undefined, ...options };
  const statement = preparedSelect(db, `search:words:${plan}:${shape.rechecked}:${shape.order}:${shape.onSaleOnly}`, () => matchStatement(db, shape));
  const candidates = options.order === 'popularity' ? limit : CANDIDATES;
  return statement.execute({ listed, indexed: match.indexed, rechecked: match.rechecked ?? null, limit, candidates });
}

/** Where the matches are looked for: the rarest word's suggestion list, the index, or the list then the index. */
type Plan = 'index' | 'list' | 'list-then-index';

/** What makes one match statement differ from another (the words are its values). */
interface Shape extends MatchOptions {
  plan: Plan;
  rechecked: boolean;
}

/** The statement for a shape, its values as placeholders: listed, indexed, rechecked, limit, candidates. */
function matchStatement(db: Db, shape: Shape) {
  const indexPlan = [sql`${productSearch.searchVector} @@ ${tsquery('indexed')}`];
  if (shape.rechecked) indexPlan.push(rowCheck('rechecked'));
  if (shape.plan === 'index') return rankMatches(db, matchingIds(indexPlan, shape), shape);

  const listedIds = sql`select unnest(${searchPrefixes.productIds}) from ${searchPrefixes} where ${searchPrefixes.prefix} = ${sql.placeholder('listed')}`;
  // Row checks only: an indexable @@ here would let the planner scan the GIN index instead.
  const rowChecks = [rowCheck('indexed'), ...(shape.rechecked ? [rowCheck('rechecked')] : [])];
  const fromList = matchingIds([sql`${productSearch.productId} in (${listedIds})`, ...rowChecks], shape);
  if (shape.plan === 'list') return rankMatches(db, fromList, shape);
  const fallback = matchingIds([...indexPlan, sql`(select count(*) from listed) < ${sql.placeholder('limit')}`], shape);
  return rankMatches(db, sql`with listed as materialized (${fromList}) select product_id from listed union all (${fallback})`, shape);
}

function rowCheck(value: 'indexed' | 'rechecked'): SQL {
  return sql`ts_match_vq(${productSearch.searchVector}, ${tsquery(value)})`;
}

/**
 * A tsquery value, typed as one: parsed once per run. (to_tsquery('simple', $1) in a generic
 * plan is parsed again for every row it checks, hundreds when a brand's products are
 * rechecked.) The query words are [a-z0-9]+ in the tsquery syntax of prefixTsQuery, which
 * the tsquery type reads as to_tsquery('simple', ...) does: the same lexemes, nothing folded.
 */
function tsquery(value: 'indexed' | 'rechecked'): SQL {
  return sql`${sql.placeholder(value)}::tsquery`;
}

/** The query word with the fewest products behind it that has a suggestion list. */
function rarestListed(stats: TermStats, words: string[]): string | null {
  let rarest: string | null = null;
  for (const word of words) {
    if (word.length > MAX_PREFIX_LENGTH) continue;
    if (rarest === null || stats.prefixFrequency(word) < stats.prefixFrequency(rarest)) rarest = word;
  }
  return rarest;
}

/**
 * Matching runs on the narrow product_search table (always in the buffer cache) and picks
 * the ids; only the few products shown are then read from the wide products table.
 * Re-ranking by price looks at the most popular matches only, a bounded candidate set
 * (the `candidates` value): ranking never touches every match of a short prefix.
 */
function matchingIds(matches: SQL[], options: MatchOptions): SQL {
  const conditions: SQL[] = [...matches, eq(productSearch.published, true)];
  if (options.onSaleOnly) conditions.push(eq(productSearch.onSale, true));
  return sql`select ${productSearch.productId} from ${productSearch} where ${and(...conditions)}
    order by ${sql.join(popularFirst(productSearch.popularity, productSearch.productId), sql`, `)} limit ${sql.placeholder('candidates')}`;
}

function rankMatches(db: Db, ids: SQL, options: MatchOptions) {
  const ranking =
    options.order === 'popularity'
      ? popularFirst(products.popularity, products.id)
      : [options.order === 'price_asc' ? products.effectivePriceAed : desc(products.effectivePriceAed), products.id];
  return db
    .select(searchColumns)
    .from(products)
    .where(sql`${products.id} in (${ids})`)
    .orderBy(...ranking)
    .limit(sql.placeholder('limit'));
}
