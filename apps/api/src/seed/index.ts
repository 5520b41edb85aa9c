import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import {
  appMeta, blogCategories, blogPosts, brands, categories, cities, countries, discountTiers, faqs,
  homeCategories, pages, products, redirects, sales,
  seoPages, sliders, states,
} from '../db/schema/catalogue';
import { pageAr } from './arabic/content';
import { buildCatalogueTree } from './catalogue-tree';
import { blogRows, discountTierRows, faqRows, homeCategoryRows, redirectRows, saleRows, SEED_NOW, seoPageRows, sliderRows } from './content';
import { dropSecondaryIndexes, insertJsonRecords, recreateIndexes } from './bulk';
import { GEO } from './tables/geo';
import { PAGES } from './tables/pages';
import { CATALOGUE_SEED, Random } from './random';
import { ARABIC_REFRESH_KEY, arabicFingerprint } from './refresh-arabic';
import { statementSource, WORKER_FROM_PRODUCTS, type StatementSource } from './statement-source';
import { rawProtocolOf, writeStatements, type RawProtocol } from './write-statements';
import { categoryVectorsStatement } from './search-vectors';
import { refreshProductCounts } from './counts';
import { cpuMs, PhaseClock } from './phase-clock';
import { popularFirst } from '../search/ranked';

/** What the commerce seed receives to build demo carts, orders and quotes on. */
export interface CatalogueSeedInfo {
  productCount: number;
  /** Popular, in-stock, published products across every department. */
  sampleProductIds: number[];
  countries: { id: number; name: string; iso2: string }[];
  /** UAE / Dubai / Dubai. */
  addressSample: { countryId: number; stateId: number; cityId: number };
}

export interface SeedReport {
  products: number;
  catalogueMs: number;
  /** Where the catalogue's time went (phase-clock.ts), in ms: generating, each table, indexes... */
  phasesMs: Record<string, number>;
  /** The CPU time of this process over the same phases (PGlite's work included; not PostgreSQL's). */
  phasesCpuMs: Record<string, number>;
  catalogueCpuMs: number;
  commerceMs: number | null;
  info: CatalogueSeedInfo;
}

type Logger = Pick<Console, 'info'>;

/**
 * How the seed writes its generated rows: through PGlite's protocol when the database is one, its
 * statements made in a worker thread from WORKER_FROM_PRODUCTS products (statement-source.ts).
 * Chosen otherwise only by the test that every way writes the same catalogue.
 */
export interface SeedWays {
  worker?: boolean;
  /** false: the statements as query parameters even on PGlite. */
  wire?: boolean;
}

const BULK_TABLES = ['products', 'product_search', 'product_reviews', 'search_terms', 'search_prefixes'];

async function insertGeo(db: Db): Promise<CatalogueSeedInfo['countries'] & unknown[]> {
  let stateId = 0;
  let cityId = 0;
  const countryRows = GEO.map((country, i) => ({ id: i + 1, name: country.name, iso2: country.iso2, dialCode: country.dialCode, currency: country.currency, storefront: country.storefront }));
  const stateRows: (typeof states.$inferInsert)[] = [];
  const cityRows: (typeof cities.$inferInsert)[] = [];
  GEO.forEach((country, i) => {
    for (const state of country.states) {
      stateRows.push({ id: ++stateId, countryId: i + 1, name: state.name, code: state.code });
      for (const [city] of state.cities) cityRows.push({ id: ++cityId, stateId, name: city });
    }
  });
  await db.insert(countries).values(countryRows);
  await db.insert(states).values(stateRows);
  await db.insert(cities).values(cityRows);
  return countryRows.map(({ id, name, iso2 }) => ({ id, name, iso2 }));
}

/** Loads the whole catalogue; the caller's transaction makes it all or nothing. */
async function seedCatalogue(tx: Db, productCount: number, phases: PhaseClock, pglite: RawProtocol | undefined, ways: SeedWays): Promise<CatalogueSeedInfo> {
  // Started first: the worker loads its modules while the tree is written.
  const source = statementSource(productCount, { wire: !!pglite, worker: ways.worker ?? productCount >= WORKER_FROM_PRODUCTS });
  try {
    return await seedCatalogueFrom(tx, productCount, phases, source, pglite);
  } finally {
    await source.close();
  }
}

async function seedCatalogueFrom(tx: Db, productCount: number, phases: PhaseClock, source: StatementSource, pglite: RawProtocol | undefined): Promise<CatalogueSeedInfo> {
  const tree = buildCatalogueTree(new Random(CATALOGUE_SEED));
  const indexDefinitions = await dropSecondaryIndexes(tx, BULK_TABLES);

  await insertJsonRecords(tx, categories, tree.categories);
  await insertJsonRecords(tx, brands, tree.brands);
  // product_search's rows come with the products' statements, their vectors made from each
  // subcategory's once (search-vectors.ts): the trigger that would make them again is off for the load.
  await tx.execute(sql`alter table ${products} disable trigger products_search_insert`);
  await tx.execute(categoryVectorsStatement(tree));
  phases.lap('tree');

  const end = await writeStatements(tx, source, pglite, phases);
  await tx.execute(sql`alter table ${products} enable trigger products_search_insert`);
  const random = new Random(end.randomState);

  await tx.insert(sliders).values(sliderRows(tree));
  await tx.insert(homeCategories).values(homeCategoryRows(tree));
  await tx.insert(sales).values(saleRows(tree));
  await insertJsonRecords(tx, discountTiers, discountTierRows(tree, productCount));
  await tx.insert(faqs).values(faqRows());
  const blog = blogRows(tree, random);
  await tx.insert(blogCategories).values(blog.blogCategories);
  await tx.insert(blogPosts).values(blog.posts);
  await tx.insert(pages).values(PAGES.map((page) => ({ ...page, ar: pageAr(page.slug), updatedAt: SEED_NOW })));
  await tx.insert(seoPages).values(seoPageRows(tree));
  await tx.insert(redirects).values(redirectRows(tree));
  const countryList = await insertGeo(tx);

  // The Arabic written above is the current one: the start's refresh has nothing to do.
  await tx.insert(appMeta).values({ key: ARABIC_REFRESH_KEY, value: { fingerprint: arabicFingerprint() } });
  phases.lap('content');
  await recreateIndexes(tx, indexDefinitions);
  phases.lap('indexes');
  await refreshProductCounts(tx);
  phases.lap('counts');

  // The store's one product order (search/ranked.ts), within each department and across them.
  const storeOrder = sql.join(popularFirst(sql`popularity`, sql`id`), sql`, `);
  const sample = await queryRows<{ id: number }>(tx, sql`
    select id from (
      select id, popularity, row_number() over (partition by department_id order by ${storeOrder}) as rank
      from ${products} where stock > 0 and status = 'published'
    ) ranked where rank <= 8 order by ${storeOrder}`);
  const dubai = await tx.select({ stateId: states.id, countryId: states.countryId }).from(states).where(eq(states.name, 'Dubai')).limit(1);
  const dubaiCity = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Dubai')).limit(1);
  phases.lap('sample');
  return {
    productCount,
    sampleProductIds: sample.map((row) => Number(row.id)),
    countries: countryList,
    addressSample: { countryId: dubai[0]?.countryId ?? 1, stateId: dubai[0]?.stateId ?? 1, cityId: dubaiCity[0]?.id ?? 1 },
  };
}

type CommerceSeeder = (db: Db, info: CatalogueSeedInfo) => Promise<void>;

/** The commerce engineer's seed, when present (seed/commerce-seed.ts exports seedCommerce). */
async function loadCommerceSeeder(): Promise<CommerceSeeder | null> {
  const specifier = './commerce-seed';
  try {
    const module = (await import(/* @vite-ignore */ specifier)) as { seedCommerce?: CommerceSeeder };
    return module.seedCommerce ?? null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url|does not exist/i.test(String(error))) return null;
    throw error;
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, 'seed')).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the catalogue on first start, and the commerce demo data (demo customers with published
 * passwords, their orders) only when asked (SEED_DEMO); measures and reports the time.
 * Everything, the 'seed' marker included, is one transaction: a start that dies midway leaves
 * nothing behind, and the next start seeds from scratch (issue 18). Several processes starting
 * at once are kept apart by the caller's start-up lock (db/prepare.ts).
 */
export async function seedIfEmpty(db: Db, options: { products: number; demo?: boolean; logger?: Logger; ways?: SeedWays }): Promise<SeedReport | null> {
  if (await isSeeded(db)) return null;
  const logger = options.logger ?? console;
  const seedCommerce = options.demo ? await loadCommerceSeeder() : null;
  const report = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const started = performance.now();
    const startedCpu = cpuMs();
    const phases = new PhaseClock();
    const ways = options.ways ?? {};
    const info = await seedCatalogue(tx, options.products, phases, ways.wire === false ? undefined : rawProtocolOf(db), ways);
    const catalogueMs = Math.round(performance.now() - started);
    const catalogueCpuMs = Math.round(cpuMs() - startedCpu);
    const spent = Object.entries(phases.rounded()).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)}`).join(', ');
    logger.info(`[seed] catalogue: ${options.products} products in ${(catalogueMs / 1000).toFixed(1)} s (${spent})`);

    let commerceMs: number | null = null;
    if (seedCommerce) {
      const commerceStarted = performance.now();
      await seedCommerce(tx, info);
      commerceMs = Math.round(performance.now() - commerceStarted);
      logger.info(`[seed] commerce demo data in ${(commerceMs / 1000).toFixed(1)} s`);
    }
    await tx.insert(appMeta).values({ key: 'seed', value: { products: options.products, catalogueMs, commerceMs, seededAt: new Date().toISOString() } });
    return { products: options.products, catalogueMs, phasesMs: phases.rounded(), phasesCpuMs: phases.roundedCpu(), catalogueCpuMs, commerceMs, info };
  });
  // The planner's statistics for the freshly loaded tables (outside the transaction: no rows
  // are visible to analyze before the commit).
  await db.execute(sql`analyze`);
  return report;
}
