// `node --conditions=source --import tsx bench/picture-sheet.ts [OUT_DIR]`: contact sheets of
// the product pictures to look at (docs/testing.md): one picture per kind, several models of
// a few kinds, and the five views of one product. Written as PNG files.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hueOf } from '../src/catalogue/svg';
import { KINDS } from '../src/catalogue/pictures/kinds';
import { modelOf } from '../src/catalogue/pictures/model';
import { pixelsOf, type PictureSpec } from '../src/catalogue/pictures/render';

const out = path.resolve(process.argv[2] ?? '/tmp/pictures');
fs.mkdirSync(out, { recursive: true });
const CELL = 240;

async function sheet(file: string, specs: PictureSpec[], columns: number): Promise<void> {
  const rows = Math.ceil(specs.length / columns);
  const tiles = specs.map((spec, i) => ({
    input: Buffer.from(pixelsOf({ ...spec, width: CELL })),
    raw: { width: CELL, height: CELL, channels: 3 as const },
    left: (i % columns) * (CELL + 4),
    top: Math.floor(i / columns) * (CELL + 4),
  }));
  await sharp({ create: { width: columns * (CELL + 4), height: rows * (CELL + 4), channels: 3, background: '#888' } })
    .composite(tiles)
    .png()
    .toFile(path.join(out, file));
  console.info(path.join(out, file));
}

const spec = (kindId: string, name: string, brand: string, view = 1, sizes: string[] = []): PictureSpec => ({
  kind: KINDS[kindId]!,
  kindId,
  departmentHue: hueOf(kindId),
  brandHue: hueOf(brand),
  model: modelOf({ name, brand, sizes, seed: `${name}-${brand}` }),
  view,
  width: CELL,
});

const only = process.env.KINDS?.split(',');
const ids = Object.keys(KINDS).filter((id) => !only || only.some((prefix) => id.startsWith(prefix)));
for (let start = 0; start < ids.length; start += 48) {
  await sheet(`kinds-${start / 48 + 1}.png`, ids.slice(start, start + 48).map((id) => spec(id, id, 'Vulcan')), 8);
}
await sheet('models-refrigerator.png', ['1-Door Solid Door', '2-Door Glass Door', '3-Door Solid Door', '1-Door Glass Door'].map((name, i) => spec('reach-in-refrigerator', name, ['True', 'Traulsen', 'Turbo Air', 'Foster'][i]!)), 4);
await sheet('models-fryer.png', ['15 lb Gas 3-Tube', '40 lb Gas 4-Tube', '70 lb Electric Double', '25 lb Countertop'].map((name, i) => spec('deep-fryer', name, ['Pitco', 'Frymaster', 'Vulcan', 'Henny Penny'][i]!, 1, ['15 lb', '25 lb', '40 lb', '50 lb', '70 lb'])), 4);
await sheet('views-dishwasher.png', [1, 2, 3, 4, 5].map((view) => spec('door-type-dishwasher', 'Hood Type', 'Hobart', view)), 5);
await sheet('views-plate.png', [1, 2, 3, 4, 5].map((view) => spec('dinner-plate', '10 in.', 'Steelite', view)), 5);
await sheet('views-fridge.png', [1, 2, 3, 4, 5].map((view) => spec('reach-in-refrigerator', '2-Door Glass Door', 'True', view)), 5);
await sheet('views-knife.png', [1, 2, 3, 4, 5].map((view) => spec('chef-knife', '8 in.', 'Wusthof', view)), 5);
