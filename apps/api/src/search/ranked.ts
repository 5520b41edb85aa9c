/** A product as search orders it. */
export interface Ranked {
  id: number;
  popularity: number;
}

/** Search order: most popular first, then lowest id (the suggestion lists and every query). */
export const ranksBefore = (a: Ranked, b: Ranked) => a.popularity > b.popularity || (a.popularity === b.popularity && a.id < b.id);
