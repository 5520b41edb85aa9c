/** The catalogue's random stream starts here: the same seed gives the same catalogue (refresh-arabic.ts relies on it). */
export const CATALOGUE_SEED = 20250601;
/** The seeded reviews' own stream: their text draws nothing from the catalogue's. */
export const REVIEWS_SEED = 20250602;

/** Small seeded PRNG (mulberry32): the same seed always yields the same catalogue. */
export class Random {
  private position: number;

  constructor(seed: number) {
    this.position = seed >>> 0;
  }

  /** Where the stream is: new Random(state()) continues it (the seed's worker hands it back, catalogue-statements.ts). */
  state(): number {
    return this.position;
  }

  next(): number {
    this.position = (this.position + 0x6d2b79f5) >>> 0;
    let t = this.position;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Index into `items`, biased towards the start when skew > 1. */
  skewedIndex(length: number, skew: number): number {
    return Math.min(length - 1, Math.floor(this.next() ** skew * length));
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
