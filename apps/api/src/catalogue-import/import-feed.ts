// `catalogue import FILE [--dry-run]` (docs/catalogue-import.md): the store's own catalogue from a
// Merchant Center feed. Products are matched by SKU (the feed's id): new ones are created, changed
// ones updated, the same ones left alone, so the same file twice changes nothing. Rows are written
// in batches, each one transaction (a failure never leaves half a product), under an advisory lock
// so two imports do not hand out the same product ids. The products table's triggers keep the
// search table and tell every API process to drop its caches (migration 0010); the suggestion
// index and the product counts are rebuilt once at the end.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { brands, categories, products, type ImportedPicture } from '../db/schema/catalogue';
import type { FileStore } from '../uploads/file-store';
import { productSearchText } from '../search/search-text';
import { slugify } from '../seed/random';
import { rebuildSearchIndex } from '../seed/search-index';
import { refreshProductCounts } from '../seed/counts';
import { insertJsonRecords, updateJsonRecords } from '../seed/bulk';
import { formatOf, type FeedFormat } from './feed-format';
import { readFeed, type FeedHeader } from './feed-read';
import { RowReader, type FeedProduct, type LeafCategory, type RowProblem } from './feed-row';
import { checkPicture, importPicture, loadSource, PictureError } from './pictures';

export const IMPORT_BATCH_ROWS = 1000;
const IMPORT_LOCK = 'catalogue-import';

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  problems: RowProblem[];
  ignoredColumns: string[];
}

export interface ImportOptions {
  dryRun?: boolean;
  files: FileStore;
  /** Called after each batch: rows read so far, and the share of the file read (0 to 1). */
  onProgress?: (rowsRead: number, share: number) => void;
}

type ProductInsert = typeof products.$inferInsert;

export async function loadLeafCategories(db: Db): Promise<LeafCategory[]> {
  const rows = await db.select().from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.flatMap((leaf) => {
    const parent = leaf.level === 3 && leaf.parentId !== null ? byId.get(leaf.parentId) : undefined;
    const department = parent?.parentId ? byId.get(parent.parentId) : undefined;
    if (!parent || !department) return [];
    return [{
      id: leaf.id, parentId: parent.id, departmentId: department.id,
      path: `${department.name} > ${parent.name} > ${leaf.name}`, slug: leaf.slug, parentSlug: parent.slug,
      name: leaf.name, nameAr: leaf.nameAr, parentName: parent.name, parentNameAr: parent.nameAr,
      departmentName: department.name, departmentNameAr: department.nameAr,
    }];
  });
}

/** The product columns a feed row sets, as they are compared with the stored row. */
function feedColumns(product: FeedProduct, brandId: number, pictures: ImportedPicture[] | null, existing: typeof products.$inferSelect | undefined) {
  const mine = (name: string) => name === 'Brand' || name === 'Model Number' || name === 'GTIN';
  const specifications = [
    { name: 'Brand', value: product.brand },
    ...(product.mpn ? [{ name: 'Model Number', value: product.mpn }] : []),
    ...(product.gtin ? [{ name: 'GTIN', value: product.gtin }] : []),
    // A seeded or hand-made product keeps its other specifications (warranty, origin...).
    ...(existing?.specifications ?? []).filter((entry) => !mine(entry.name)),
  ];
  const leaf = product.category;
  return {
    name: product.title,
    description: product.description,
    brandId,
    categoryId: leaf.id,
    parentCategoryId: leaf.parentId,
    departmentId: leaf.departmentId,
    priceAed: product.priceAed,
    salePriceAed: product.salePriceAed,
    priceUsd: product.priceUsd,
    salePriceUsd: product.salePriceUsd,
    effectivePriceAed: product.salePriceAed ?? product.priceAed,
    minimumOrderQuantity: product.minimumOrderQuantity,
    maximumOrderQuantity: product.maximumOrderQuantity,
    stock: product.stock ?? existing?.stock ?? 0,
    deliveryDays: product.deliveryDays,
    nameAr: product.titleAr,
    descriptionAr: product.descriptionAr,
    specifications,
    pictures,
    imageCount: pictures ? pictures.length : Math.max(1, existing?.imageCount ?? 1),
    status: 'published',
    searchText: productSearchText({
      name: product.title, brand: product.brand, category: leaf.name, parentCategory: leaf.parentName, department: leaf.departmentName,
      nameAr: product.titleAr ?? undefined, categoryAr: leaf.nameAr ?? undefined, parentCategoryAr: leaf.parentNameAr ?? undefined, departmentAr: leaf.departmentNameAr ?? undefined,
    }),
  } satisfies Partial<ProductInsert>;
}

type Columns = ReturnType<typeof feedColumns>;

/** Equal as stored: numbers as numbers (money columns come back as numbers), JSON by value. */
function sameAsStored(columns: Columns, stored: typeof products.$inferSelect): boolean {
  return Object.entries(columns).every(([key, value]) => JSON.stringify(value ?? null) === JSON.stringify((stored as Record<string, unknown>)[key] ?? null));
}

/** The pictures of a row: the stored ones when the sources are the same, else loaded afresh. */
async function picturesOf(product: FeedProduct, stored: ImportedPicture[] | null | undefined, options: ImportOptions, feedDir: string, problems: RowProblem[]): Promise<ImportedPicture[] | null | 'refused'> {
  if (product.pictures.length === 0) return null;
  if (stored && JSON.stringify(stored.map((p) => p.source)) === JSON.stringify(product.pictures)) return stored;
  const loaded: ImportedPicture[] = [];
  for (const [index, source] of product.pictures.entries()) {
    const field = index === 0 ? 'image_link' : 'additional_image_link';
    try {
      // A dry run loads and checks each picture as the import would, and stores nothing.
      if (options.dryRun) await checkPicture(await loadSource(source, feedDir), source);
      loaded.push(options.dryRun ? { source, sizes: {} } : await importPicture(options.files, source, feedDir));
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      problems.push({ row: product.row, field, message: error.message });
    }
  }
  return loaded.length === product.pictures.length ? loaded : 'refused';
}

async function writeBatch(db: Db, batch: FeedProduct[], options: ImportOptions, feedDir: string, summary: ImportSummary): Promise<void> {
  // Pictures are fetched before the transaction: no lock is held while the network answers.
  const skus = batch.map((product) => product.sku);
  const withPictures = batch.filter((product) => product.pictures.length > 0).map((product) => product.sku);
  const storedBefore = new Map(withPictures.length === 0 ? [] : (await db.select({ sku: products.sku, pictures: products.pictures }).from(products).where(inArray(products.sku, withPictures))).map((row) => [row.sku, row.pictures]));
  const ready: { product: FeedProduct; pictures: ImportedPicture[] | null }[] = [];
  for (const product of batch) {
    const problems: RowProblem[] = [];
    const pictures = await picturesOf(product, storedBefore.get(product.sku), options, feedDir, problems);
    if (pictures === 'refused') {
      summary.refused++;
      summary.problems.push(...problems);
    } else ready.push({ product, pictures });
  }

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
    const existing = new Map((await tx.select().from(products).where(inArray(products.sku, skus))).map((row) => [row.sku, row]));
    const brandIds = new Map((await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((row) => [row.name.toLowerCase(), row.id]));
    const [{ next_product: nextProductStart, next_brand: nextBrandStart }] = await queryRows<{ next_product: number; next_brand: number }>(tx, sql`
      select (select coalesce(max(id), 0) + 1 from products) as next_product, (select coalesce(max(id), 0) + 1 from brands) as next_brand`) as [{ next_product: number; next_brand: number }];
    let nextProduct = Number(nextProductStart);
    let nextBrand = Number(nextBrandStart);
    const now = new Date().toISOString();
    // The batch's writes are gathered and sent as one statement per table (bulk.ts): a 100k feed
    // was 100k single-row statements, each firing the search table's trigger (issue 29).
    const newBrands: (typeof brands.$inferInsert)[] = [];
    const created: ProductInsert[] = [];
    const updated: (Columns & { id: number; slug: string })[] = [];

    for (const { product, pictures } of ready) {
      const stored = existing.get(product.sku);
      if (!stored && product.stock === null) {
        summary.refused++;
        summary.problems.push({ row: product.row, field: 'stock', message: 'is required for a new product that is in stock (availability does not say how many).' });
        continue;
      }
      let brandId = brandIds.get(product.brand.toLowerCase());
      if (brandId === undefined) {
        brandId = nextBrand++;
        brandIds.set(product.brand.toLowerCase(), brandId);
        const slug = `${slugify(product.brand) || 'brand'}-${brandId}`;
        newBrands.push({ id: brandId, name: product.brand, slug, logo: `/api/images/brands/${slug}.svg`, description: `${product.brand} products for the hospitality trade.`, country: '' });
      }
      const columns = feedColumns(product, brandId, pictures, stored);
      if (stored) {
        if (sameAsStored(columns, stored)) {
          summary.unchanged++;
          continue;
        }
        summary.updated++;
        updated.push({ ...columns, id: stored.id, slug: columns.name === stored.name ? stored.slug : `${slugify(columns.name)}-${stored.id}` });
        continue;
      }
      summary.created++;
      const id = nextProduct++;
      created.push({
        ...columns, id, sku: product.sku, slug: `${slugify(columns.name)}-${id}`, storeId: 1, vendorId: 1,
        avgRating: 0, reviewCount: 0, popularity: 0, benefits: [], faq: [], createdAt: now,
      });
    }
    if (options.dryRun) return;
    await insertJsonRecords(tx, brands, newBrands);
    await insertJsonRecords(tx, products, created);
    await updateJsonRecords(tx, products, updated);
  });
}

/** Reads, checks and (unless a dry run) writes the feed in `file`. */
export async function importFeed(db: Db, file: string, options: ImportOptions): Promise<ImportSummary> {
  const format: FeedFormat | null = formatOf(file);
  if (!format) throw new Error(`${file}: the file name must end in .csv, .jsonl or .ndjson`);
  const reader = new RowReader(await loadLeafCategories(db));
  const header: FeedHeader = { ignoredColumns: [], bytesRead: 0 };
  const size = (await stat(file)).size;
  const summary: ImportSummary = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0, problems: [], ignoredColumns: [] };
  const feedDir = path.dirname(path.resolve(file));
  const seen = new Map<string, number>();
  let batch: FeedProduct[] = [];
  const flush = async () => {
    if (batch.length > 0) await writeBatch(db, batch, options, feedDir, summary);
    batch = [];
    options.onProgress?.(summary.rows, size === 0 ? 1 : Math.min(1, header.bytesRead / size));
  };
  for await (const record of readFeed(file, format, header)) {
    summary.rows++;
    const result = reader.read(record);
    if ('problems' in result) {
      summary.refused++;
      summary.problems.push(...result.problems);
      continue;
    }
    const first = seen.get(result.product.sku);
    if (first !== undefined) {
      summary.refused++;
      summary.problems.push({ row: record.row, field: 'id', message: `'${result.product.sku}' is already on row ${first}.` });
      continue;
    }
    seen.set(result.product.sku, record.row);
    batch.push(result.product);
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  summary.ignoredColumns = header.ignoredColumns;
  if (!options.dryRun && summary.created + summary.updated > 0) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
      await refreshProductCounts(tx);
      await rebuildSearchIndex(tx);
    });
  }
  return summary;
}
