// A place's name in the answer's language (issue 33): the countries, states/emirates and cities
// the database holds in English, named in Arabic from the table they were seeded from
// (seed/tables/geo.ts, the two names side by side). A name the table does not know stays as
// stored. One name is one place's name wherever it appears (Dubai the emirate and the city).
import type { Locale } from '@horeca/core/locale';
import { textIn } from '../catalogue/product-names';
import { GEO } from '../seed/tables/geo';

const ARABIC_NAMES: ReadonlyMap<string, string> = new Map(
  GEO.flatMap((country) => [
    [country.name, country.nameAr] as const,
    ...country.states.flatMap((state) => [[state.name, state.nameAr] as const, ...state.cities]),
  ]),
);

export function placeNameIn(locale: Locale, english: string): string {
  return textIn(locale, english, ARABIC_NAMES.get(english));
}

/**
 * An address kept as written at checkout (an order's snapshot, in English) with its country,
 * state and city named in `locale`; the street and the rest stay as the shopper typed them.
 */
export function addressPlacesIn(locale: Locale, address: Record<string, unknown>): Record<string, unknown> {
  const named = { ...address };
  for (const key of ['country', 'state', 'city']) {
    const english = named[key];
    if (typeof english === 'string') named[key] = placeNameIn(locale, english);
  }
  return named;
}
