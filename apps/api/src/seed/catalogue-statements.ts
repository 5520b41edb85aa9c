import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { productReviews, products, searchPrefixes, searchTerms } from '../db/schema/catalogue';
import { bulkInsertOf, jsonValueTexts } from './bulk-statements';
import { buildCatalogueTree } from './catalogue-tree';
import { SEED_NOW } from './content';
import { generateProduct, type ProductRow } from './products';
import { CATALOGUE_SEED, Random, REVIEWS_SEED } from './random';
import { productReviewRows, type SeedReview } from './reviews';
import { SearchIndexBuilder } from './search-index-builder';
import { ownWordsText, productSearchStatement } from './search-vectors';
import { wireStatement } from './wire-statement';

// The seed's generated rows as the bulk statements that write them, in the order they are
// written: each batch's products, their product_search rows, then their reviews; after the last batch the suggestion index's
// terms and prefixes. The same statements (same rows, same order, so the same ids) whether they
// are made in the seed's thread or in its worker (catalogue-worker.ts), which makes them while
// the database writes the previous ones (issue 29).

export const PRODUCT_BATCH = 2000;

/** The tables the statements write, by name (a statement crosses to the main thread as data). */
const STATEMENT_TABLES = { products, product_reviews: productReviews, search_terms: searchTerms, search_prefixes: searchPrefixes } satisfies Record<string, PgTable>;
/** The tables the bulk statements write, and product_search, whose rows search-vectors.ts makes. */
export type StatementTable = keyof typeof STATEMENT_TABLES | 'product_search';

/** The seed's phase a statement's time counts to (SeedReport.phasesMs). */
export type StatementPhase = 'products' | 'reviews' | 'suggestionRows';

/**
 * One insert: statementSql(table, keys, text). `wire`, when asked for, is the same
 * statement as PGlite reads it (wire-statement.ts); `text` is then empty.
 */
export interface SeedStatement {
  phase: StatementPhase;
  table: StatementTable;
  keys: string[];
  text: string;
  wire?: Uint8Array;
}

/** What the main thread needs once the statements are all made: the catalogue stream's position (the blog draws from it next). */
export interface StatementsEnd {
  randomState: number;
}

const dialect = new PgDialect();

/** The statement's SQL: the bulk insert of `keys` of `table`, or product_search's rows (search-vectors.ts). */
export function statementSql(table: StatementTable, keys: string[], text: string): SQL {
  return table === 'product_search' ? productSearchStatement(text) : bulkInsertOf(STATEMENT_TABLES[table], keys).statement(text);
}

function statementOf(phase: StatementPhase, table: StatementTable, keys: string[], text: string, wire: boolean): SeedStatement {
  if (!wire) return { phase, table, keys, text };
  const query = dialect.sqlToQuery(statementSql(table, keys, text));
  return { phase, table, keys, text: '', wire: wireStatement(query.sql, text) };
}

function* statementsOf<T extends keyof typeof STATEMENT_TABLES>(phase: StatementPhase, table: T, rows: (typeof STATEMENT_TABLES)[T]['$inferInsert'][], wire: boolean): Generator<SeedStatement> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  for (const text of jsonValueTexts(STATEMENT_TABLES[table], rows)) yield statementOf(phase, table, keys, text, wire);
}

/** The catalogue's products, reviews and suggestion index, `productCount` products, as statements. */
export function* catalogueStatements(productCount: number, wire: boolean): Generator<SeedStatement, StatementsEnd> {
  const random = new Random(CATALOGUE_SEED);
  const tree = buildCatalogueTree(random);
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
  const brandName = new Map(tree.brands.map((b) => [b.id, b.name]));
  const leafOf = new Map(tree.leaves.map((leaf) => [leaf.row.id, leaf]));
  const searchIndex = new SearchIndexBuilder();
  const reviewRandom = new Random(REVIEWS_SEED);
  for (let start = 1; start <= productCount; start += PRODUCT_BATCH) {
    const batch: ProductRow[] = [];
    const reviews: SeedReview[] = [];
    for (let id = start; id < start + PRODUCT_BATCH && id <= productCount; id++) {
      const product = generateProduct(random, tree, id, brandsById);
      batch.push(product);
      searchIndex.add(product);
      reviews.push(...productReviewRows(reviewRandom, product, SEED_NOW));
    }
    yield* statementsOf('products', 'products', batch, wire);
    yield statementOf('products', 'product_search', [], ownWordsText(batch, leafOf, brandName), wire);
    yield* statementsOf('reviews', 'product_reviews', reviews, wire);
  }
  const index = searchIndex.rows();
  yield* statementsOf('suggestionRows', 'search_terms', index.terms, wire);
  yield* statementsOf('suggestionRows', 'search_prefixes', index.prefixes, wire);
  return { randomState: random.state() };
}
