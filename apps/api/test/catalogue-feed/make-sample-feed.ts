// Writes the sample catalogue feed (issue 29) that the import tests and docs/catalogue-import.md
// use: 300 products of this store's taxonomy in a stream of their own (not the seeded ones), as
// CSV and as JSON Lines with the same rows. Run once and commit the output:
//   node --conditions=source --import tsx apps/api/test/catalogue-feed/make-sample-feed.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEED_COLUMNS, LIST_SEPARATOR, type FeedColumn } from '../../src/catalogue-import/feed-format';
import { csvField } from '../../src/catalogue-import/feed-read';
import { buildCatalogueTree } from '../../src/seed/catalogue-tree';
import { generateProduct } from '../../src/seed/products';
import { CATALOGUE_SEED, Random } from '../../src/seed/random';

const ROWS = 300;
const here = path.dirname(fileURLToPath(import.meta.url));
const tree = buildCatalogueTree(new Random(CATALOGUE_SEED));
const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
const leafOf = new Map(tree.leaves.map((leaf) => [leaf.row.id, leaf]));
const random = new Random(29_2026);
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

const rows: Record<FeedColumn, string>[] = [];
for (let n = 1; n <= ROWS; n++) {
  const product = generateProduct(random, tree, n, brandsById);
  const leaf = leafOf.get(product.categoryId)!;
  const path = `${leaf.department.name} > ${leaf.parent.name} > ${leaf.row.name}`;
  const sku = `FEED-${String(n).padStart(5, '0')}`;
  rows.push({
    id: sku,
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
  });
}

fs.writeFileSync(path.join(here, 'sample-feed.csv'), [FEED_COLUMNS.join(','), ...rows.map((row) => FEED_COLUMNS.map((name) => csvField(row[name])).join(','))].join('\n') + '\n');
fs.writeFileSync(
  path.join(here, 'sample-feed.jsonl'),
  rows.map((row) => JSON.stringify(Object.fromEntries(FEED_COLUMNS.filter((name) => row[name] !== '').map((name) => [name, name === 'additional_image_link' ? row[name].split(LIST_SEPARATOR) : row[name]])))).join('\n') + '\n',
);
console.info(`wrote ${ROWS} rows`);
