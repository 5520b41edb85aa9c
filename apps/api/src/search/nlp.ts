import { tokenize } from './tokenize';
import type { ProductOrder } from './engine';

/** What /nlp/search searches when the box is empty. */
export const DEFAULT_NLP_TERM = 'kitchen equipment';

/** Everyday words -> catalogue words. */
const SYNONYMS: Record<string, string[]> = {
  fridge: ['refrigerator'],
  fridges: ['refrigerator'],
  refrigeration: ['refrigerator'],
  icebox: ['refrigerator'],
  chiller: ['chiller'],
  stove: ['range'],
  stoves: ['range'],
  cooker: ['range'],
  hob: ['range'],
  cutlery: ['flatware'],
  silverware: ['flatware'],
  dishes: ['plate'],
  crockery: ['dinnerware'],
  mug: ['cup'],
  mugs: ['cup'],
  glasses: ['glass'],
  bin: ['container'],
  garbage: ['waste'],
  rubbish: ['waste'],
  trash: ['waste'],
  coffee: ['coffee'],
  barista: ['espresso'],
  linen: ['sheet'],
  towels: ['towel'],
  chairs: ['chair'],
  couch: ['sofa'],
  blender: ['blender'],
  mixer: ['mixer'],
  microwave: ['microwave'],
  fries: ['fries'],
  chips: ['fries'],
  soap: ['soap'],
  detergent: ['detergent'],
  disinfectant: ['sanitizer'],
  hoover: ['vacuum'],
};

/** Filler of plain-language queries ("I need some cheap plates for my cafe"). */
const STOP_WORDS = new Set([
  'i', 'im', 'we', 'need', 'needs', 'want', 'wanna', 'looking', 'look', 'for', 'a', 'an', 'the', 'some', 'any', 'me', 'show',
  'find', 'buy', 'get', 'to', 'with', 'my', 'our', 'of', 'please', 'in', 'on', 'and', 'or', 'that', 'is', 'are', 'can', 'you',
  'restaurant', 'cafe', 'good', 'best', 'new', 'something', 'like', 'under', 'around',
]);
const CHEAP = new Set(['cheap', 'cheapest', 'affordable', 'budget', 'inexpensive', 'low', 'lowest', 'economical']);
const PREMIUM = new Set(['premium', 'luxury', 'expensive', 'highend', 'top']);
const SALE = new Set(['sale', 'discount', 'discounted', 'deal', 'deals', 'offer', 'offers', 'clearance']);

export interface NlpQuery {
  text: string;
  order: ProductOrder;
  onSaleOnly: boolean;
}

/** Plural -> singular when the singular is a catalogue word ("plates" -> "plate"). */
function singular(word: string, known: (word: string) => boolean): string {
  if (known(word)) return word;
  if (word.endsWith('ies') && known(word.slice(0, -3) + 'y')) return word.slice(0, -3) + 'y';
  if (word.endsWith('es') && known(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith('s') && known(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}

/**
 * Turns plain language into catalogue words plus intent: price words pick the order,
 * sale words restrict to discounted products, synonyms map everyday words.
 */
export function interpretQuery(text: string, known: (word: string) => boolean): NlpQuery {
  const words = tokenize(text);
  if (words.length === 0) return { text: DEFAULT_NLP_TERM, order: 'popularity', onSaleOnly: false };
  let order: ProductOrder = 'popularity';
  let onSaleOnly = false;
  const kept: string[] = [];
  for (const word of words) {
    if (CHEAP.has(word)) order = 'price_asc';
    else if (PREMIUM.has(word)) order = 'price_desc';
    else if (SALE.has(word)) onSaleOnly = true;
    // Own keys only: 'constructor' or 'toString' typed in the box reached Object.prototype (fuzz test).
    else if (!STOP_WORDS.has(word)) kept.push(...((Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined) ?? [singular(word, known)]));
  }
  return { text: kept.length > 0 ? kept.join(' ') : DEFAULT_NLP_TERM, order, onSaleOnly };
}
