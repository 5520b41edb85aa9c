// Raster placeholder pictures for products (PNG, encoded here with node:zlib: no image
// library). Product pictures are raster because a browser decodes a PNG off its main thread,
// while every SVG <img> becomes a small document of its own, parsed and laid out on the main
// thread: a listing's few dozen SVG pictures made a phone's longest start-up tasks. Words stay
// out of the picture; the card beside it names the product.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

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

/** Signed distance from (x, y) to a rounded box centred at (cx, cy); negative inside. */
function roundedBoxDistance(x: number, y: number, cx: number, cy: number, halfWidth: number, halfHeight: number, radius: number): number {
  const qx = Math.abs(x - cx) - halfWidth + radius;
  const qy = Math.abs(y - cy) - halfHeight + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

export interface PictureSpec {
  hue: number;
  /** Which of a product's pictures: a circle or a rounded square, a little higher or lower. */
  variant: number;
  width?: number;
  height?: number;
}

/**
 * The composition of the SVG artwork without its words: a tinted ground, the department's
 * shape, and two soft bars where a label would sit.
 */
function drawPicture({ hue, variant, width = 600, height = 600 }: PictureSpec): Buffer {
  const ground = hslToRgb(hue, 60, 94);
  const shapeColour = hslToRgb(hue, 55, 55);
  const barColour = hslToRgb(hue, 45, 84);
  const scale = Math.min(width, height) / 600;
  const cx = width / 2;
  const shapeY = height * (0.3 + ((variant - 1) % 3) * 0.03);
  const circle = variant % 2 === 1;
  const shapeHalf = (circle ? 75 : 70) * scale;
  // Each shape with the box it fits in; pixels outside every box are ground.
  const shapes: { colour: Rgb; box: [number, number, number, number]; distance: (x: number, y: number) => number }[] = [
    {
      colour: shapeColour,
      box: [cx - shapeHalf, shapeY - shapeHalf, cx + shapeHalf, shapeY + shapeHalf],
      distance: circle
        ? (x, y) => Math.hypot(x - cx, y - shapeY) - shapeHalf
        : (x, y) => roundedBoxDistance(x, y, cx, shapeY, shapeHalf, shapeHalf, 18 * scale),
    },
    bar(height * 0.6, width * 0.3, 14 * scale),
    bar(height * 0.7, width * 0.2, 10 * scale),
  ];
  function bar(y: number, halfWidth: number, halfHeight: number) {
    return {
      colour: barColour,
      box: [cx - halfWidth, y - halfHeight, cx + halfWidth, y + halfHeight] as [number, number, number, number],
      distance: (px: number, py: number) => roundedBoxDistance(px, py, cx, y, halfWidth, halfHeight, halfHeight),
    };
  }
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set(ground, i * 3);
  for (const { colour, box, distance } of shapes) {
    const [left, top, right, bottom] = box.map(Math.round) as [number, number, number, number];
    for (let y = Math.max(0, top - 1); y < Math.min(height, bottom + 1); y += 1) {
      for (let x = Math.max(0, left - 1); x < Math.min(width, right + 1); x += 1) {
        // Coverage of the pixel by the shape: smooth edges without supersampling.
        const cover = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5)));
        if (cover === 0) continue;
        const at = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(pixels[at + c]! + (colour[c]! - pixels[at + c]!) * cover);
      }
    }
  }
  return encodePng(width, height, pixels);
}

// A picture depends only on its hue, variant and size, so a catalogue needs a few hundred.
const pictures = new Map<string, Buffer>();
const MAX_PICTURES = 2_000;

export function productPicture(spec: PictureSpec): Buffer {
  const key = `${spec.hue}/${spec.variant}/${spec.width ?? 600}x${spec.height ?? 600}`;
  let png = pictures.get(key);
  if (!png) {
    png = drawPicture(spec);
    if (pictures.size >= MAX_PICTURES) pictures.clear();
    pictures.set(key, png);
  }
  return png;
}
