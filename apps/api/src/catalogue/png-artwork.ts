// Raster placeholder pictures for products (PNG, encoded here with node:zlib: no image
// library). Product pictures are raster because a browser decodes a PNG off its main thread,
// while every SVG <img> becomes a small document of its own, parsed and laid out on the main
// thread: a listing's few dozen SVG pictures made a phone's longest start-up tasks. Words stay
// out of the picture; the card beside it names the product. 600 px square: twice the card's
// 300 px picture box, sharp on a 2x screen.
import { crc32, deflateSync } from 'node:zlib';
import { drawKind, penFor, type Palette, type PictureKind } from './picture-kinds';
import { rasterise, type Rgb } from './raster';

/** CSS hsl() in 0..255 channels. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [channel(0), channel(8), channel(4)];
}

/** A chunk of a PNG: length, type, data and the CRC of type + data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A truecolour PNG of `rgb` (width * height * 3 bytes, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (none) leads each row.
    rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** How each of a product's pictures frames it: zoom, mirrored or not, ground lightness. */
const FRAMES = [
  { zoom: 1, mirror: false, lightness: 94 },
  { zoom: 1.3, mirror: false, lightness: 96 },
  { zoom: 0.8, mirror: true, lightness: 91 },
  { zoom: 1, mirror: true, lightness: 97 },
  { zoom: 1.15, mirror: false, lightness: 90 },
  { zoom: 0.9, mirror: true, lightness: 95 },
] as const;

export interface PictureSpec {
  /** What the picture shows (see picture-kinds.ts: the subcategory picks it). */
  kind: PictureKind;
  /** The department's hue: the ground and the accents. */
  hue: number;
  /** Which of a product's pictures (1..): framed closer, further or mirrored. */
  variant: number;
  width?: number;
  height?: number;
}

export function paletteFor(hue: number, groundLightness: number): Palette {
  return {
    ground: hslToRgb(hue, 60, groundLightness),
    shadow: hslToRgb(hue, 30, groundLightness - 12),
    accent: hslToRgb(hue, 55, 50),
    accentLight: hslToRgb(hue, 55, 82),
    steel: [206, 211, 217],
    steelDark: [128, 135, 145],
    black: [52, 56, 64],
    glass: [176, 206, 224],
    white: [252, 252, 250],
    wood: [158, 108, 66],
    kraft: [205, 163, 112],
  };
}

function drawPicture({ kind, hue, variant, width = 600, height = 600 }: PictureSpec): Buffer {
  const frame = FRAMES[(Math.max(1, variant) - 1) % FRAMES.length]!;
  const palette = paletteFor(hue, frame.lightness);
  const shapes = drawKind(kind, penFor(width, height, frame.zoom, frame.mirror), palette);
  return encodePng(width, height, rasterise(width, height, palette.ground, shapes));
}

// A picture depends only on its kind, hue, variant and size, so a catalogue needs a few
// hundred: each is drawn once per process (tens of milliseconds) and then served from here.
const pictures = new Map<string, Buffer>();
const MAX_PICTURES = 2_000;

export function productPicture(spec: PictureSpec): Buffer {
  const key = `${spec.kind}/${spec.hue}/${spec.variant}/${spec.width ?? 600}x${spec.height ?? 600}`;
  let png = pictures.get(key);
  if (!png) {
    png = drawPicture(spec);
    if (pictures.size >= MAX_PICTURES) pictures.clear();
    pictures.set(key, png);
  }
  return png;
}
