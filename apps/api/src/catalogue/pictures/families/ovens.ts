// Ovens: convection, combi, pizza, microwave, high-speed.
import { kind, type Kind } from '../kind';
import { count } from '../model';
import { casters, display, feet, glassPanel, knob, plate, shadow, sheen, vents } from '../parts';

export const OVENS: Record<string, Kind> = {
  'convection-oven': kind(150, [70, 40], (p, c, m) => {
    const decks = count(m, m.size > 0.6 ? 2 : 1, 1, 2);
    const w = 44 + m.size * 10;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const deckH = decks === 2 ? 26 : 34;
    const shapes = [...shadow(p, c, l, r)];
    for (let d = 0; d < decks; d += 1) {
      const t = 70 - deckH * (d + 1) - d;
      shapes.push(
        ...p.block(l, t, r, t + deckH, 1, c.steel, 14),
        ...glassPanel(p, c, l + 3, t + 3, l + w * 0.36, t + deckH - 3),
        ...glassPanel(p, c, l + w * 0.37, t + 3, r - 12, t + deckH - 3),
        p.line(l + w * 0.36 - 2, t + 6, l + w * 0.36 - 2, t + deckH - 6, 1, c.black),
        p.line(l + w * 0.37 + 2, t + 6, l + w * 0.37 + 2, t + deckH - 6, 1, c.black),
        p.box(r - 10, t + 3, r - 2, t + deckH - 3, 0.6, c.charcoal),
        ...knob(p, c, r - 6, t + 8, 1.4),
        ...knob(p, c, r - 6, t + 15, 1.4),
        ...(d === 0 ? plate(p, c, m, r - 6, t + deckH - 7, 7, 2.5) : []),
      );
    }
    shapes.push(p.box(l + 1, 70, r - 1, 72, 0.4, c.steelDark), ...feet(p, c, l + 1, r - 1, 72));
    return shapes;
  }),
  'combi-oven': kind(100, [72, 38], (p, c, m) => {
    const tall = m.size > 0.7;
    const w = 40 + m.size * 8;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const t = tall ? 10 : 28;
    const b = tall ? 82 : 70;
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, t, r, b, 2, c.steel, 16),
      p.box(l + 2, t + 3, r - 12, b - 4, 2, c.black),
      ...glassPanel(p, c, l + 4, t + 5, r - 14, b - 6, [p.box(l + 7, t + 10, r - 17, t + 12, 0.3, c.steelDark, { alpha: 0.5 }), p.box(l + 7, t + 20, r - 17, t + 22, 0.3, c.steelDark, { alpha: 0.5 })]),
      p.box(r - 16, t + (b - t) / 2 - 6, r - 14, t + (b - t) / 2 + 6, 0.8, c.black),
      p.box(r - 11, t + 3, r - 2, b - 4, 1, c.charcoal),
      ...display(p, c, r - 10, t + 6, r - 3, t + 14),
      ...knob(p, c, r - 6.5, t + 22, 2.2, c.steelDark),
      ...plate(p, c, m, r - 6.5, t + 4.5, 7, 2),
      ...(tall ? casters(p, c, l, r, b) : [p.box(l + 2, b, r - 2, b + 3, 0.5, c.steelDark), ...feet(p, c, l + 2, r - 2, b + 3)]),
      ...(tall ? [] : [p.box(l - 2, 76, r + 2, 78, 0.4, c.steelDark), p.line(l, 78, l, 88, 1.2, c.steelDark), p.line(r, 78, r, 88, 1.2, c.steelDark)]),
    ];
  }),
  'pizza-oven': kind(160, [50, 40], (p, c, m) => {
    const conveyor = m.words.includes('conveyor');
    const stacks = count(m, 1, 1, 2);
    const w = 52 + m.size * 18;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    const shapes = [...shadow(p, c, l, r)];
    for (let s = 0; s < stacks; s += 1) {
      const t = 60 - s * 22;
      shapes.push(
        ...p.block(l, t - 18, r, t, 1, conveyor ? c.steel : c.charcoal, 20),
        p.box(l + 6, t - 13, r - 6, t - 5, 1, c.black),
        p.box(l + 7, t - 11, r - 7, t - 6, 0.8, [230, 110, 40], { alpha: 0.8 }),
        p.ellipse(50, t - 7, 6, 1.5, [244, 200, 120]),
        p.box(l + 6, t - 16, r - 6, t - 14, 0.4, c.steelDark),
        ...handleLine(l + 10, r - 10, t - 3),
        // A conveyor oven's belt runs out of both sides.
        ...(conveyor ? [p.box(l - 12, t - 8, r + 12, t - 6, 0.5, c.steelDark), ...[0.2, 0.8].map((f) => p.ellipse(l - 12 + (w + 24) * f, t - 9, 4, 1.2, [244, 200, 120]))] : []),
      );
    }
    function handleLine(a: number, b: number, y: number) {
      return [p.line(a, y, b, y, 1.2, c.steelLight)];
    }
    shapes.push(...plate(p, c, m, 50, 64, 16, 3.5), p.box(l + 2, 62, l + 5, 88, 0.4, c.black), p.box(r - 5, 62, r - 2, 88, 0.4, c.black), p.box(l + 2, 78, r - 2, 79.5, 0.4, c.black));
    return shapes;
  }),
  microwave: kind(40, [68, 58], (p, c, m) => {
    const w = 40 + m.size * 12;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 46, r, 80, 1.5, c.steel, 22),
      p.box(l + 2, 48, r - 13, 78, 1, c.black),
      ...glassPanel(p, c, l + 4, 50, r - 15, 76),
      ...vents(p, c, l + 8, r - 20, 52, 6, c.steelDark),
      p.box(r - 12, 48, r - 2, 78, 0.8, c.charcoal),
      ...display(p, c, r - 11, 50, r - 3, 55),
      ...Array.from({ length: 9 }, (_, i) => p.box(r - 10.5 + (i % 3) * 2.6, 58 + Math.floor(i / 3) * 3, r - 8.5 + (i % 3) * 2.6, 60 + Math.floor(i / 3) * 3, 0.3, c.steelDark)),
      ...plate(p, c, m, r - 7, 74, 8, 2.2),
      p.box(l + 2, 80, l + 5, 82, 0.3, c.black),
      p.box(r - 5, 80, r - 2, 82, 0.3, c.black),
    ];
  }),
  'rapid-cook-oven': kind(60, [50, 50], (p, c, m) => {
    const cavities = count(m, 1, 1, 2);
    const w = 38 + cavities * 6;
    const [l, r] = [50 - w / 2, 50 + w / 2];
    return [
      ...shadow(p, c, l, r),
      ...p.block(l, 36, r, 80, 3, c.charcoal, 18),
      p.box(l + 2, 38, r - 2, 44, 1, c.black),
      ...display(p, c, 50 - 7, 39, 50 + 7, 43),
      ...Array.from({ length: cavities }, (_, i) => {
        const t = 48 + i * (28 / cavities);
        const b = t + 28 / cavities - 2;
        return [p.box(l + 3, t, r - 3, b, 1.5, c.steel), p.line(l + 6, t + 2, r - 6, t + 2, 1.2, c.steelDark), p.box(l + 6, t + 4, r - 6, b - 2, 1, c.black, { alpha: 0.8 })];
      }).flat(),
      ...sheen(p, c, l, 36, r, 80),
      ...plate(p, c, m, 50, 78, 14, 2.5),
      p.box(l + 3, 80, l + 6, 82, 0.3, c.black),
      p.box(r - 6, 80, r - 3, 82, 0.3, c.black),
    ];
  }),
};
