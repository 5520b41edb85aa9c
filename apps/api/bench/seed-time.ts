import fs from 'node:fs';
import { loadConfig } from '../src/config';
import { seedIfEmpty } from '../src/seed/index';
import { buildCatalogueTree } from '../src/seed/catalogue-tree';
import { generateProduct, type ProductRow } from '../src/seed/products';
import { CATALOGUE_SEED, Random } from '../src/seed/random';
import { freshDatabase, plainInsertTimes } from './plain-insert';

// The seed's time against a plain insert of the same product rows in the same run (issue 29):
// the seed on a fresh database as `npm start` does it (PGlite, or DATABASE_URL), with where its
// time went, and the baseline of plain-insert.ts. The ratio holds still when the machine is busy
// or slow, which the seconds alone do not. `npm run seed:time -w @horeca/api`, or from the bench.

export interface SeedTime {
  products: number;
  catalogueMs: number;
  phasesMs: Record<string, number>;
  plainInsertMs: number;
  ratio: number;
  /** CPU time of this process (on PGlite the database's too; measured where the bench runs the seed itself). */
  cpu?: { catalogueMs: number; phasesMs: Record<string, number>; plainInsertMs: number; ratio: number };
}

/** The seed's own products, generated one at a time (the plain insert's rows). */
export function* seedProducts(productCount: number): Generator<ProductRow> {
  const random = new Random(CATALOGUE_SEED);
  const tree = buildCatalogueTree(random);
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
  for (let id = 1; id <= productCount; id++) yield generateProduct(random, tree, id, brandsById);
}

/**
 * CPU time of this process's main thread alone, in ms (Linux: /proc), undefined elsewhere. The
 * seed's worker thread (seed/statement-source.ts) adds its CPU to the process's; the main
 * thread's is the seed's critical path, PGlite's work included: on a busy machine it tells what
 * the seed would take on a quiet one better than the wall time does.
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

export async function measureSeed(productCount: number): Promise<SeedTime> {
  const seeded = await freshDatabase();
  let report;
  const mainBefore = mainThreadCpuMs();
  try {
    report = await seedIfEmpty(seeded.database.db, { products: productCount, logger: { info: () => undefined } });
  } finally {
    await seeded.close();
  }
  const mainAfter = mainThreadCpuMs();
  if (mainBefore !== undefined && mainAfter !== undefined) console.info(`main thread CPU over the seed (with the commit and analyze): ${((mainAfter - mainBefore) / 1000).toFixed(1)} s`);
  if (!report) throw new Error('seed time: the fresh database was seeded already');
  const plain = await plainInsertTimes(seedProducts(productCount));
  return { ...fromSeedReport(report, plain.ms), cpu: { catalogueMs: report.catalogueCpuMs, phasesMs: report.phasesCpuMs, plainInsertMs: plain.cpuMs, ratio: ratioOf(report.catalogueCpuMs, plain.cpuMs) } };
}

const ratioOf = (seedMs: number, plainMs: number) => Math.round((seedMs / plainMs) * 100) / 100;

/** The figures of a seed measured elsewhere (the bench seeds its own database first). */
export function fromSeedReport(report: { products: number; catalogueMs: number; phasesMs: Record<string, number> }, plainMs: number): SeedTime {
  return { products: report.products, catalogueMs: report.catalogueMs, phasesMs: report.phasesMs, plainInsertMs: plainMs, ratio: ratioOf(report.catalogueMs, plainMs) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const productCount = loadConfig({ ...process.env, DATA_DIR: '/tmp' }).seedProducts;
  const result = await measureSeed(productCount);
  console.info(`seed: ${result.products} products in ${(result.catalogueMs / 1000).toFixed(1)} s; plain insert of the same rows ${(result.plainInsertMs / 1000).toFixed(1)} s; ratio ${result.ratio}`);
  console.info(`where the seed's time went (ms): ${JSON.stringify(result.phasesMs)}`);
  if (result.cpu) {
    console.info(`CPU time of this process: seed ${(result.cpu.catalogueMs / 1000).toFixed(1)} s; plain insert ${(result.cpu.plainInsertMs / 1000).toFixed(1)} s; ratio ${result.cpu.ratio}`);
    console.info(`where the seed's CPU time went (ms): ${JSON.stringify(result.cpu.phasesMs)}`);
  }
  console.info(JSON.stringify({ ...result, rssMb: Math.round(process.memoryUsage().rss / 1e6) }));
}
