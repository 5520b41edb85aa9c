// `catalogue export FILE`: the catalogue in the import's own format (CSV or JSON Lines by the file
// name), so an export imported again changes nothing. Picture links are the sources the import
// loaded them from; a product showing generated drawings has none.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, products } from '../db/schema/catalogue';
import { FEED_COLUMNS, formatOf, LIST_SEPARATOR, type FeedColumn } from './feed-format';
import { csvField } from './feed-read';
import { loadLeafCategories } from './import-feed';

const PAGE = 2000;
const amount = (value: number | null) => (value === null ? '' : value.toFixed(2));
const spec = (row: typeof products.$inferSelect, name: string) => row.specifications.find((entry) => entry.name === name)?.value ?? '';

export async function exportFeed(db: Db, file: string, storefrontUrl: string, onProgress?: (rows: number) => void): Promise<number> {
  const format = formatOf(file);
  if (!format) throw new Error(`${file}: the file name must end in .csv, .jsonl or .ndjson`);
  const leaves = new Map((await loadLeafCategories(db)).map((leaf) => [leaf.id, leaf]));
  const brandNames = new Map((await db.select({ id: brands.id, name: brands.name }).from(brands)).map((row) => [row.id, row.name]));

  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (format === 'csv') await write(`${FEED_COLUMNS.join(',')}\n`);
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(PAGE);
    if (rows.length === 0) break;
    for (const row of rows) {
      const leaf = leaves.get(row.categoryId);
      const pictures = (row.pictures ?? []).map((picture) => picture.source);
      const fields: Record<FeedColumn, string> = {
        id: row.sku,
        title: row.name,
        description: row.description,
        link: leaf ? `${storefrontUrl}/${leaf.parentSlug}/${leaf.slug}/${row.slug}` : '',
        image_link: pictures[0] ?? '',
        additional_image_link: pictures.slice(1).join(LIST_SEPARATOR),
        price: `${amount(row.priceAed)} AED`,
        sale_price: row.salePriceAed === null ? '' : `${amount(row.salePriceAed)} AED`,
        brand: brandNames.get(row.brandId) ?? '',
        gtin: spec(row, 'GTIN'),
        mpn: spec(row, 'Model Number'),
        product_type: leaf?.path ?? '',
        availability: row.stock > 0 ? 'in_stock' : 'out_of_stock',
        category_path: leaf?.path ?? '',
        title_ar: row.nameAr ?? '',
        description_ar: row.descriptionAr ?? '',
        min_order_quantity: String(row.minimumOrderQuantity),
        max_order_quantity: String(row.maximumOrderQuantity),
        delivery_days: row.deliveryDays === null ? '' : String(row.deliveryDays),
        stock: String(row.stock),
        price_aed: amount(row.priceAed),
        sale_price_aed: amount(row.salePriceAed),
        price_usd: amount(row.priceUsd),
        sale_price_usd: amount(row.salePriceUsd),
      };
      if (format === 'csv') await write(`${FEED_COLUMNS.map((name) => csvField(fields[name])).join(',')}\n`);
      else await write(`${JSON.stringify(Object.fromEntries(FEED_COLUMNS.filter((name) => fields[name] !== '').map((name) => [name, name === 'additional_image_link' ? fields[name].split(LIST_SEPARATOR) : fields[name]])))}\n`);
      written++;
    }
    after = rows.at(-1)!.id;
    onProgress?.(written);
  }
  out.end();
  await once(out, 'finish');
  return written;
}
