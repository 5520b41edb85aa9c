import { productReviews, products, searchPrefixes, searchTerms } from '../db/schema/catalogue';
import { jsonRecordsOf, type JsonRecords } from './bulk';
import { buildCatalogueTree } from './catalogue-tree';
import { SEED_NOW } from './content';
import { generateProduct, type ProductRow } from './products';
import { CATALOGUE_SEED, Random, REVIEWS_SEED } from './random';
import { productReviewRows, type SeedReview } from './reviews';
import { SearchIndexBuilder } from './search-index';

export const PRODUCT_BATCH = 2000;

/** One batch of products and their written reviews, ready for insertJsonTexts. */
export interface CatalogueBatch {
  products: JsonRecords | null;
  reviews: JsonRecords | null;
}

/** After the last batch: the suggestion index, and where the catalogue's random stream got to. */
export interface CatalogueEnd {
  terms: JsonRecords | null;
  prefixes: JsonRecords | null;
  randomPosition: number;
}

/**
 * The seed's products 1 to `productCount` in batches, drawn from the catalogue's random stream
 * after the tree (which is rebuilt here the same way), with the reviews and the suggestion index.
 * Nothing here touches the database: it runs in a worker thread beside the inserts (issue 29).
 */
export function* catalogueBatches(productCount: number): Generator<CatalogueBatch, CatalogueEnd> {
  const random = new Random(CATALOGUE_SEED);
  const tree = buildCatalogueTree(random);
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
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
    yield { products: jsonRecordsOf(products, batch), reviews: jsonRecordsOf(productReviews, reviews) };
  }
  const index = searchIndex.rows();
  return { terms: jsonRecordsOf(searchTerms, index.terms), prefixes: jsonRecordsOf(searchPrefixes, index.prefixes), randomPosition: random.position };
}
