// Point lists for curved outlines (a bowl's side, a glass's cup).

/** Points along an ellipse's arc from `from` to `to` degrees (0 = right, 90 = down). */
export function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 16): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  });
}

/** A closed outline symmetric about x = `cx`: `right` gives (half-width, y) pairs from top to bottom. */
export function lathe(cx: number, right: readonly (readonly [number, number])[]): [number, number][] {
  return [...right.map(([w, y]) => [cx + w, y] as [number, number]), ...[...right].reverse().map(([w, y]) => [cx - w, y] as [number, number])];
}
