// `npx tsx apps/api/bench/pictures.ts` (in `npm run bench`): what drawing a product picture
// costs, per kind, against the floor every picture pays in the same run (a 600 px PNG of the
// plain ground: the buffer, the filter bytes and deflate). A picture is drawn once per process
// and then served from memory, so this is the cost of each picture's first request only. Also
// times the card's 300 px WebP, what a listing asks for first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS, LEAF_KINDS } from '../src/catalogue/pictures/kinds';
import { modelOf } from '../src/catalogue/pictures/model';
import { paletteFor } from '../src/catalogue/pictures/palette';
import { encodePng } from '../src/catalogue/pictures/png';
import { rasterise } from '../src/catalogue/pictures/raster';
import { productPicture, type PictureFormat } from '../src/catalogue/pictures/render';
import { percentiles } from './stats';

const SAMPLES = Number(process.env.BENCH_PICTURES ?? 7);
const SIZE = 600;

async function sample(draw: (index: number) => unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await draw(i);
    samples.push(performance.now() - started);
  }
  return percentiles(samples).p50;
}

// A distinct seed per sample: each is a first request, never the memory copy.
const picture = (kindId: string, i: number, width: number, format: PictureFormat) =>
  productPicture({ kind: KINDS[kindId]!, kindId, departmentHue: i % 360, brandHue: 40, model: modelOf({ name: `Model ${i}`, brand: 'Vulcan', seed: `${kindId}-${i}-${width}` }), view: 1 + (i % 5), width }, format);

// Warm-up, so neither side pays for the JIT.
await sample((i) => encodePng(SIZE, SIZE, rasterise(SIZE, SIZE, paletteFor(i, 0).ground, [])));
await sample((i) => picture('deep-fryer', 1000 + i, SIZE, 'png'));

const floorMs = await sample((i) => encodePng(SIZE, SIZE, rasterise(SIZE, SIZE, paletteFor(i, 0).ground, [])));
const kindIds = process.env.BENCH_KINDS ? process.env.BENCH_KINDS.split(',') : [...new Set(Object.values(LEAF_KINDS))];
const rows = [];
for (const kindId of kindIds) {
  const png = await sample((i) => picture(kindId, i, SIZE, 'png'));
  const webp300 = await sample((i) => picture(kindId, i, 300, 'webp'));
  rows.push({ kind: kindId, png600Ms: Math.round(png * 10) / 10, ratio: Math.round((png / floorMs) * 10) / 10, webp300Ms: Math.round(webp300 * 10) / 10 });
}
console.table(rows);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.info(`plain ground (the floor): ${floorMs.toFixed(1)} ms; median kind ${median(rows.map((row) => row.png600Ms))} ms (600 px PNG), ${median(rows.map((row) => row.webp300Ms))} ms (300 px WebP); slowest ${Math.max(...rows.map((row) => row.ratio))}x the floor`);
const outDir = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'api-pictures.json'), JSON.stringify({ floorMs, rows }, null, 2));
