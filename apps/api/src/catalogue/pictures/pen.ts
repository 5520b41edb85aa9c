// The pen a drawing holds: it draws on a 100 x 100 grid (the floor at y = 88) and maps the grid
// to pixels for a view (front, angle, close-up, mirrored). Fills are flat colours or gradients
// across the shape (`shade`), so a panel of brushed steel is light at one edge and darker at
// the other. In the angle view a `block` (a cabinet's body) also shows its side and top, and
// the front is narrowed as seen from three quarters.
import { strokesOf, textWidth } from './font';
import { box, circle, ellipse, line, polygon, type Fill, type Rgb, type Shape } from './raster';

/** A gradient across a shape, from its left (x) or top (y) edge to the opposite one. */
export interface Shade {
  from: Rgb;
  to: Rgb;
  along: 'x' | 'y';
}
export type Paint = Rgb | Shade;

export interface Style {
  alpha?: number;
  /** The edge's fade in grid units (a shadow's blur). */
  soft?: number;
}

export interface View {
  /** 1: the whole product; 2.4: a close-up of `focus`. */
  zoom: number;
  focus: readonly [number, number];
  mirror: boolean;
  /** Three quarters: blocks show a side and a top. */
  angle: boolean;
}

export const FRONT: View = { zoom: 1, focus: [50, 50], mirror: false, angle: false };

export interface Pen {
  readonly angle: boolean;
  box(l: number, t: number, r: number, b: number, radius: number, paint: Paint, style?: Style): Shape;
  circle(cx: number, cy: number, r: number, paint: Paint, style?: Style): Shape;
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, style?: Style): Shape;
  line(x1: number, y1: number, x2: number, y2: number, width: number, paint: Paint, style?: Style): Shape;
  polygon(points: readonly (readonly [number, number])[], paint: Paint, style?: Style): Shape;
  /** A body: the front box, and in the angle view its side and top (`depth` grid units deep). */
  block(l: number, t: number, r: number, b: number, radius: number, paint: Paint, depth?: number): Shape[];
  /** Words in capitals, centred, at most `maxWidth` wide (smaller, or the first word, if longer). */
  text(words: string, cx: number, cy: number, height: number, maxWidth: number, colour: Rgb): Shape[];
}

const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
export const darker = (colour: Rgb, by: number): Rgb => colour.map((v) => channel(v * (1 - by))) as unknown as Rgb;
export const lighter = (colour: Rgb, by: number): Rgb => colour.map((v) => channel(v + (255 - v) * by)) as unknown as Rgb;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => channel(v + (b[i]! - v) * t)) as unknown as Rgb;

function shadePaint(paint: Paint, by: number): Paint {
  return Array.isArray(paint) ? darker(paint as Rgb, by) : { ...(paint as Shade), from: darker((paint as Shade).from, by), to: darker((paint as Shade).to, by) };
}

export function penFor(width: number, height: number, view: View): Pen {
  const unit = (Math.min(width, height) / 100) * view.zoom;
  const [fx, fy] = view.focus;
  const squash = view.angle ? 0.84 : 1;
  // The front is narrowed about x = 46 in the angle view, leaving room for the side on the right.
  const gridX = (x: number) => {
    const mirrored = view.mirror ? 100 - x : x;
    return view.angle ? 46 + (mirrored - 50) * squash : mirrored;
  };
  const X = (x: number) => width / 2 + (gridX(x) - (view.mirror ? 100 - fx : fx)) * unit;
  const Y = (y: number) => height / 2 + (y - fy) * unit;

  const fill = (paint: Paint, bounds: readonly [number, number, number, number]): Fill => {
    if (Array.isArray(paint)) return paint as Rgb;
    const { from, to, along } = paint as Shade;
    const [l, t, r, b] = bounds;
    return along === 'x' ? { from, to, x0: l, y0: t, x1: r, y1: t } : { from, to, x0: l, y0: t, x1: l, y1: b };
  };
  const styled = (shape: Shape, paint: Paint, style?: Style): Shape => ({
    ...shape,
    colour: fill(paint, shape.box),
    alpha: style?.alpha,
    soft: style?.soft ? style.soft * unit : undefined,
  });

  const pen: Pen = {
    angle: view.angle,
    box: (l, t, r, b, radius, paint, style) => {
      const [x1, x2] = [X(l), X(r)].sort((a, c) => a - c) as [number, number];
      return styled(box(x1, Y(t), x2, Y(b), radius * unit, [0, 0, 0]), paint, style);
    },
    circle: (cx, cy, r, paint, style) =>
      view.angle ? styled(ellipse(X(cx), Y(cy), r * unit * squash, r * unit, [0, 0, 0]), paint, style) : styled(circle(X(cx), Y(cy), r * unit, [0, 0, 0]), paint, style),
    ellipse: (cx, cy, rx, ry, paint, style) => styled(ellipse(X(cx), Y(cy), rx * unit * squash, ry * unit, [0, 0, 0]), paint, style),
    line: (x1, y1, x2, y2, w, paint, style) => styled(line(X(x1), Y(y1), X(x2), Y(y2), w * unit, [0, 0, 0]), paint, style),
    polygon: (points, paint, style) => styled(polygon(points.map(([x, y]) => [X(x), Y(y)] as const), [0, 0, 0]), paint, style),
    block: (l, t, r, b, radius, paint, depth = 10) => {
      const front = pen.box(l, t, r, b, radius, paint);
      if (!view.angle) return [front];
      const rise = depth * 0.45;
      return [
        pen.polygon([[r, t], [r + depth, t - rise], [r + depth, b - rise], [r, b]], shadePaint(paint, 0.22)),
        pen.polygon([[l, t], [l + depth, t - rise], [r + depth, t - rise], [r, t]], shadePaint(paint, -0.08)),
        front,
      ];
    },
    text: (words, cx, cy, textHeight, maxWidth, colour) => {
      let shown = words.trim();
      let size = textHeight;
      const widthAt = (text: string, h: number) => (textWidth(text) * h) / 6;
      if (widthAt(shown, size) > maxWidth) size = Math.max(textHeight * 0.6, (maxWidth * 6) / textWidth(shown));
      if (widthAt(shown, size) > maxWidth) {
        shown = shown.split(/\s+/)[0] ?? shown;
        size = Math.min(textHeight, (maxWidth * 6) / Math.max(1, textWidth(shown)));
      }
      const stroke = Math.max(0.35, size * 0.14);
      // Text is never mirrored: a plate reads left to right from every side.
      const centre = view.mirror ? 100 - cx : cx;
      return strokesOf(shown, centre, cy, size).map(([x1, y1, x2, y2]) => {
        const m = (x: number) => (view.mirror ? 100 - x : x);
        return pen.line(m(x1), y1, m(x2), y2, stroke, colour);
      });
    },
  };
  return pen;
}
