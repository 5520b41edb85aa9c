// `npx tsx apps/api/bench/pictures.ts` (in `npm run bench`): what drawing a product picture
// costs, per kind, against the floor every picture pays in the same run (a 600 px PNG of the
// plain ground: the buffer, the filter bytes and deflate). A picture is drawn once per process
// and then served from memory, so this is the cost of each picture's first request only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PICTURE_KINDS } from '../src/catalogue/picture-kinds';
import { encodePng, paletteFor, productPicture } from '../src/catalogue/png-artwork';
import { rasterise } from '../src/catalogue/raster';
import { percentiles } from './stats';

const SAMPLES = Number(process.env.BENCH_PICTURES ?? 15);
const SIZE = 600;

function sample(draw: (index: number) => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    draw(i);
    samples.push(performance.now() - started);
  }
  return percentiles(samples).p50;
}

// Warm-up, so neither side pays for the JIT.
sample((i) => encodePng(SIZE, SIZE, rasterise(SIZE, SIZE, paletteFor(i, 94).ground, [])));
sample((i) => productPicture({ kind: 'box', hue: 300 + i, variant: 1 }));

const floorMs = sample((i) => encodePng(SIZE, SIZE, rasterise(SIZE, SIZE, paletteFor(i, 94).ground, [])));
// A distinct hue per sample: each is a first request, never the memory copy.
const rows = PICTURE_KINDS.map((kind, k) => {
  const ms = sample((i) => productPicture({ kind, hue: (k * SAMPLES + i) % 360, variant: 1 + (i % 5) }));
  return { kind, ms: Math.round(ms * 10) / 10, ratio: Math.round((ms / floorMs) * 10) / 10 };
});
console.table(rows);
console.info(`plain ground (the floor): ${floorMs.toFixed(1)} ms; slowest kind ${Math.max(...rows.map((row) => row.ratio))}x the floor`);
const outDir = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'api-pictures.json'), JSON.stringify({ floorMs, rows }, null, 2));
