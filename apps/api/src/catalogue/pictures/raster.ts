// A tiny anti-aliased rasteriser for the generated product pictures: shapes are signed distance
// functions (negative inside), painted in order over a ground, each only within its bounding
// box. Coverage of a pixel is taken from the distance at its centre: smooth edges without
// supersampling, and the same bytes on every run. A shape may be filled with a linear gradient
// (brushed steel, glass), be translucent (highlights, reflections) and have a soft edge (the
// shadow under a product). Math.sqrt, not Math.hypot: hypot guards against overflow these
// sizes never reach and is several times slower per pixel.

const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

export type Rgb = readonly [number, number, number];

/** A linear gradient in pixels: `from` at (x0, y0), `to` at (x1, y1), clamped beyond. */
export interface Gradient {
  from: Rgb;
  to: Rgb;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Fill = Rgb | Gradient;

export interface Shape {
  colour: Fill;
  /** left, top, right, bottom in pixels: nothing outside is touched. */
  box: readonly [number, number, number, number];
  distance: (x: number, y: number) => number;
  /** 0..1, how much of the colour covers what is under it (1 unless said). */
  alpha?: number;
  /** Width of the edge's fade in pixels (1: a crisp anti-aliased edge). */
  soft?: number;
  /**
   * A rectangle wholly inside the shape (left, top, right, bottom): its pixels are covered
   * without asking the distance, which is most of a large panel's pixels.
   */
  inner?: readonly [number, number, number, number];
}

export function circle(cx: number, cy: number, r: number, colour: Fill): Shape {
  const h = r * Math.SQRT1_2;
  return { colour, box: [cx - r, cy - r, cx + r, cy + r], inner: [cx - h, cy - h, cx + h, cy + h], distance: (x, y) => length(x - cx, y - cy) - r };
}

/** An ellipse (the distance is approximate, which only softens its edge by a fraction of a pixel). */
export function ellipse(cx: number, cy: number, rx: number, ry: number, colour: Fill): Shape {
  const scale = Math.min(rx, ry);
  const [hx, hy] = [rx * Math.SQRT1_2, ry * Math.SQRT1_2];
  return {
    colour,
    box: [cx - rx, cy - ry, cx + rx, cy + ry],
    inner: [cx - hx, cy - hy, cx + hx, cy + hy],
    distance: (x, y) => (length((x - cx) / rx, (y - cy) / ry) - 1) * scale,
  };
}

/** A box from (left, top) to (right, bottom) with rounded corners. */
export function box(left: number, top: number, right: number, bottom: number, radius: number, colour: Fill): Shape {
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const halfWidth = Math.abs(right - left) / 2;
  const halfHeight = Math.abs(bottom - top) / 2;
  const r = Math.min(radius, halfWidth, halfHeight);
  const corner = r * (1 - Math.SQRT1_2);
  return {
    colour,
    box: [cx - halfWidth, cy - halfHeight, cx + halfWidth, cy + halfHeight],
    inner: [cx - halfWidth + corner, cy - halfHeight + corner, cx + halfWidth - corner, cy + halfHeight - corner],
    distance: (x, y) => {
      const qx = Math.abs(x - cx) - halfWidth + r;
      const qy = Math.abs(y - cy) - halfHeight + r;
      return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
  };
}

/** A stroke from (x1, y1) to (x2, y2) with round ends. */
export function line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Fill): Shape {
  const half = width / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy || 1;
  return {
    colour,
    box: [Math.min(x1, x2) - half, Math.min(y1, y2) - half, Math.max(x1, x2) + half, Math.max(y1, y2) + half],
    distance: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
      return length(x - x1 - t * dx, y - y1 - t * dy) - half;
    },
  };
}

/** Any simple polygon (points in order, either winding). */
export function polygon(points: readonly (readonly [number, number])[], colour: Fill): Shape {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    colour,
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    distance: (x, y) => {
      let nearestSquared = Infinity;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = points[i]!;
        const [xj, yj] = points[j]!;
        const ex = xj - xi;
        const ey = yj - yi;
        const t = Math.max(0, Math.min(1, ((x - xi) * ex + (y - yi) * ey) / (ex * ex + ey * ey || 1)));
        const px = x - xi - t * ex;
        const py = y - yi - t * ey;
        nearestSquared = Math.min(nearestSquared, px * px + py * py);
        if (yi > y !== yj > y && x < (ex * (y - yi)) / ey + xi) inside = !inside;
      }
      const nearest = Math.sqrt(nearestSquared);
      return inside ? -nearest : nearest;
    },
  };
}

const isGradient = (fill: Fill): fill is Gradient => !Array.isArray(fill);

/** Paints `shapes` in order over `ground`: width * height * 3 bytes, row by row. */
export function rasterise(width: number, height: number, ground: Rgb, shapes: readonly Shape[]): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  // The ground: one pixel, then the filled part copied onto the rest, doubling each time.
  pixels.set(ground, 0);
  for (let filled = 3; filled < pixels.length; filled *= 2) pixels.copyWithin(filled, 0, Math.min(filled, pixels.length - filled));
  for (const { colour, box: bounds, distance, alpha = 1, soft = 1, inner } of shapes) {
    if (alpha <= 0) continue;
    const reach = Math.ceil(soft / 2) + 1;
    // Pixels whose whole square lies this far inside `inner` are fully covered.
    const inset = soft / 2 + 1;
    const [il, it, ir, ib] = inner ? [inner[0] + inset, inner[1] + inset, inner[2] - inset, inner[3] - inset] : [0, 0, -1, -1];
    const [left, top, right, bottom] = bounds.map(Math.round) as [number, number, number, number];
    const gradient = isGradient(colour) ? colour : null;
    // Channels read once per shape: destructuring an array per pixel costs more than the pixel.
    const [fr, fg, fb] = gradient ? [0, 0, 0] : (colour as Rgb);
    let gx = 0;
    let gy = 0;
    if (gradient) {
      const dx = gradient.x1 - gradient.x0;
      const dy = gradient.y1 - gradient.y0;
      const lengthSquared = dx * dx + dy * dy || 1;
      gx = dx / lengthSquared;
      gy = dy / lengthSquared;
    }
    for (let y = Math.max(0, top - reach); y < Math.min(height, bottom + reach); y += 1) {
      for (let x = Math.max(0, left - reach); x < Math.min(width, right + reach); x += 1) {
        const cover = x >= il && x + 1 <= ir && y >= it && y + 1 <= ib ? alpha : Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5) / soft)) * alpha;
        if (cover === 0) continue;
        const at = (y * width + x) * 3;
        let r = fr;
        let g = fg;
        let b = fb;
        if (gradient) {
          const t = Math.max(0, Math.min(1, (x + 0.5 - gradient.x0) * gx + (y + 0.5 - gradient.y0) * gy));
          r = gradient.from[0] + (gradient.to[0] - gradient.from[0]) * t;
          g = gradient.from[1] + (gradient.to[1] - gradient.from[1]) * t;
          b = gradient.from[2] + (gradient.to[2] - gradient.from[2]) * t;
        }
        pixels[at] = Math.round(pixels[at]! + (r - pixels[at]!) * cover);
        pixels[at + 1] = Math.round(pixels[at + 1]! + (g - pixels[at + 1]!) * cover);
        pixels[at + 2] = Math.round(pixels[at + 2]! + (b - pixels[at + 2]!) * cover);
      }
    }
  }
  return pixels;
}
