// The rows of a catalogue feed made from the seed's generator in a stream of their own (not the
// seeded products): the committed sample feed (make-sample-feed.ts, 300 rows) and the import
// bench's 100k feed (bench/catalogue-import.ts) are the same rows, the bench's only more of them.
import { FEED_COLUMNS, LIST_SEPARATOR, type FeedColumn } from '../../src/catalogue-import/feed-format';
import { csvField } from '../../src/catalogue-import/feed-read';
import { buildCatalogueTree } from '../../src/seed/catalogue-tree';
import { generateProduct, type ProductRow } from '../../src/seed/products';
import { CATALOGUE_SEED, Random } from '../../src/seed/random';

export type FeedRow = Record<FeedColumn, string>;

const FEED_SEED = 29_2026;
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The products the feed's rows 1 to `count` describe (product n is row n). */
export function* feedProducts(count: number): Generator<ProductRow> {
  const tree = buildCatalogueTree(new Random(CATALOGUE_SEED));
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
  const random = new Random(FEED_SEED);
  for (let n = 1; n <= count; n++) yield generateProduct(random, tree, n, brandsById);
}

/** Rows 1 to `count`, SKUs FEED-00001 on. */
export function* feedRows(count: number): Generator<FeedRow> {
  const tree = buildCatalogueTree(new Random(CATALOGUE_SEED));
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
  const leafOf = new Map(tree.leaves.map((leaf) => [leaf.row.id, leaf]));
  let n = 0;
  for (const product of feedProducts(count)) {
    n++;
    const leaf = leafOf.get(product.categoryId)!;
    const path = `${leaf.department.name} > ${leaf.parent.name} > ${leaf.row.name}`;
    yield {
      id: `FEED-${String(n).padStart(5, '0')}`,
      title: product.name,
      description: product.description,
      link: '',
      image_link: '',
      additional_image_link: '',
      price: `${money(product.priceAed)} AED`,
      sale_price: product.salePriceAed === null ? '' : `${money(product.salePriceAed)} AED`,
      brand: brandsById.get(product.brandId)!.name,
      gtin: '',
      mpn: product.specifications.find((entry) => entry.name === 'Model Number')?.value ?? '',
      product_type: path,
      availability: product.stock > 0 ? 'in_stock' : 'out_of_stock',
      category_path: path,
      title_ar: product.nameAr,
      description_ar: product.descriptionAr,
      min_order_quantity: String(product.minimumOrderQuantity),
      max_order_quantity: String(product.maximumOrderQuantity),
      delivery_days: product.deliveryDays === null ? '' : String(product.deliveryDays),
      stock: String(product.stock),
      price_aed: money(product.priceAed),
      sale_price_aed: money(product.salePriceAed),
      price_usd: money(product.priceUsd),
      sale_price_usd: money(product.salePriceUsd),
    };
  }
}

export const CSV_HEADER = FEED_COLUMNS.join(',');

export function csvLine(row: FeedRow): string {
  return FEED_COLUMNS.map((name) => csvField(row[name])).join(',');
}

/** One JSON Lines object: empty columns left out, additional pictures as a list. */
export function jsonLine(row: FeedRow): string {
  return JSON.stringify(Object.fromEntries(FEED_COLUMNS.filter((name) => row[name] !== '').map((name) => [name, name === 'additional_image_link' ? row[name].split(LIST_SEPARATOR) : row[name]])));
}
