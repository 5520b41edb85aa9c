// What varies between two products of one type: the brand on the plate and its colour, the
// number of doors (wells, burners, groups...) and the size read from the product's name, glass
// or solid doors, and a seed for the small choices (handle style, colour of a chair). Two ovens
// of one listing then differ as their names say they do.

export interface Model {
  /** The brand's name, drawn on the product's plate. */
  brand: string;
  /** Doors, wells, burners, groups, sections... from the name; 0 when the name says none. */
  units: number;
  /** 0 (the smallest size of its type) .. 1 (the largest). */
  size: number;
  glass: boolean;
  /** A stable number per product for the small choices. */
  seed: number;
  /** The product's name in lower case, for the words a drawing reads (countertop, conveyor). */
  words: string;
}

const COUNTED = /(\d+)[- ]?(?:half-)?(?:door|well|burner|group|section|drawer|pan|cavity|zone|bottle|seal|speed|tier|shel|compartment|piece|person|seat|light)/i;
const WORDS: [RegExp, number][] = [
  [/\b(?:single|one)\b/i, 1],
  [/\b(?:double|dual|twin|two)\b/i, 2],
  [/\b(?:triple|three)\b/i, 3],
];

/** A stable 32-bit hash of a text (brand names, SKUs). */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export function modelOf({ name, brand, sizes = [], seed }: { name: string; brand: string; sizes?: readonly string[]; seed: string }): Model {
  const counted = COUNTED.exec(name);
  const units = counted ? Number(counted[1]) : (WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? 0);
  const lower = name.toLowerCase();
  const sizeIndex = sizes.findIndex((size) => lower.includes(size.toLowerCase()));
  const hash = hashOf(seed);
  return {
    brand,
    units,
    size: sizeIndex >= 0 ? (sizes.length > 1 ? sizeIndex / (sizes.length - 1) : 0.5) : (hash % 5) / 4,
    glass: /glass|display|merchandiser|see-through/i.test(name),
    seed: hash,
    words: lower,
  };
}

/** `units`, or `fallback` when the name gave none, kept within min..max. */
export function count(model: Model, fallback: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, model.units || fallback));
}

/** One of `options`, chosen by the product's seed (`salt` keeps two choices of one product apart). */
export function pick<T>(model: Model, options: readonly T[], salt = 0): T {
  return options[((model.seed >>> (salt * 3)) ^ salt) % options.length]!;
}
