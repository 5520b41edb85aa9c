import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedIfEmpty } from '../src/seed/index';
import { CSV_HEADER, csvLine, feedProducts, feedRows } from '../test/catalogue-feed/feed-rows';
import { freshDatabase, plainInsertMs } from './plain-insert';

// The catalogue import at scale (issue 29): a feed of `rows` products (the sample feed's columns
// and generator, test/catalogue-feed/feed-rows.ts) written as CSV, imported by the command a shop
// runs (`npm run catalogue -- import FILE`, its own process) into a fresh PGlite holding only the
// category tree, then imported again (every row unchanged). One row in `pictureEvery` names one
// of three local picture files (re-encoded and stored like any feed picture); the rest have none.
// The baseline is the plain insert of the same products in the same run (plain-insert.ts).
// Alone: `node --conditions=source --import tsx bench/catalogue-import.ts [ROWS]`.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ImportBench {
  rows: number;
  pictureRows: number;
  importMs: number;
  rowsPerSecond: number;
  rerunMs: number;
  plainInsertMs: number;
  ratio: number;
  summary: string;
  rerunSummary: string;
}

async function writeFeed(dir: string, rows: number, pictureEvery: number): Promise<{ file: string; pictureRows: number }> {
  const colours = ['#8899aa', '#aa8866', '#66aa88'];
  fs.mkdirSync(path.join(dir, 'pictures'));
  for (const [i, colour] of colours.entries()) {
    await sharp({ create: { width: 1000, height: 750, channels: 3, background: colour } }).jpeg().toFile(path.join(dir, 'pictures', `p${i}.jpg`));
  }
  const file = path.join(dir, 'feed.csv');
  const out = fs.createWriteStream(file);
  const write = (line: string) => new Promise<void>((resolve) => (out.write(`${line}\n`) ? resolve() : out.once('drain', resolve)));
  await write(CSV_HEADER);
  let n = 0;
  let pictureRows = 0;
  for (const row of feedRows(rows)) {
    n++;
    if (n % pictureEvery === 0) {
      row.image_link = `pictures/p${pictureRows++ % colours.length}.jpg`;
    }
    await write(csvLine(row));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { file, pictureRows };
}

/** `npm run catalogue -- import FILE` in its own process; its time and its last line. */
function runImport(dataDir: string, file: string): Promise<{ ms: number; summary: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/catalogue-main.ts', 'import', file], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const ms = Math.round(performance.now() - started);
      const summary = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`catalogue import exited with ${code}: ${summary}\n${err.slice(-2000)}`));
      else resolve({ ms, summary });
    });
  });
}

export async function benchCatalogueImport(rows: number, pictureEvery = 2000): Promise<ImportBench> {
  const fresh = await freshDatabase();
  try {
    const { file, pictureRows } = await writeFeed(fresh.dataDir, rows, pictureEvery);
    // The category tree only: the feed is the shop's own catalogue.
    await seedIfEmpty(fresh.database.db, { products: 0, logger: { info: () => undefined } });
    await fresh.database.close();
    const first = await runImport(fresh.dataDir, file);
    const rerun = await runImport(fresh.dataDir, file);
    const expected = `Imported ${rows} rows: ${rows} created, 0 updated, 0 unchanged, 0 refused.`;
    const expectedRerun = `Imported ${rows} rows: 0 created, 0 updated, ${rows} unchanged, 0 refused.`;
    if (first.summary !== expected || rerun.summary !== expectedRerun) throw new Error(`import bench: '${first.summary}', then '${rerun.summary}'`);
    const plain = await plainInsertMs(feedProducts(rows));
    return {
      rows,
      pictureRows,
      importMs: first.ms,
      rowsPerSecond: Math.round((rows / first.ms) * 1000),
      rerunMs: rerun.ms,
      plainInsertMs: plain,
      ratio: Math.round((first.ms / plain) * 100) / 100,
      summary: first.summary,
      rerunSummary: rerun.summary,
    };
  } finally {
    fs.rmSync(fresh.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCatalogueImport(Number(process.argv[2] ?? 100_000));
  console.info(JSON.stringify(result));
}
