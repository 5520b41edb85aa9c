/**
 * The trade's glossary in Arabic (issue 23) as the seed uses it: each function turns one
 * piece of the English catalogue (tables/taxonomy.ts, products.ts, catalogue-tree.ts) into
 * Arabic and throws on a term the glossary lacks, so a new English term cannot slip through
 * as English on an Arabic page (glossary.test.ts walks the whole taxonomy). Brand names,
 * model numbers and SKUs stay as written (Latin).
 */
import { ATTRIBUTES_AR, type Term } from './attribute-terms';
import { BENEFITS_AR, COUNTRIES_AR, DESCRIPTIONS_AR, PRODUCT_FAQ_AR, SPEC_LABELS_AR, WARRANTIES_AR } from './copy-terms';
import { measureAr } from './units';
import { CATEGORIES_AR, DEPARTMENTS_AR, NOUNS_AR, type Gender } from './tree-terms';

function lookup<T>(table: Record<string, T>, key: string, what: string): T {
  const found = Object.hasOwn(table, key) ? table[key] : undefined;
  if (found === undefined) throw new Error(`No Arabic for the ${what} '${key}' (apps/api/src/seed/arabic)`);
  return found;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export function categoryNameAr(name: string, level: number): string {
  return level === 1 ? lookup(DEPARTMENTS_AR, name, 'department') : lookup(CATEGORIES_AR, name, 'category');
}

export function categoryDescriptionAr(nameAr: string): string {
  return fill(DESCRIPTIONS_AR.category, { name: nameAr });
}

export function brandDescriptionAr(brand: string): string {
  return fill(DESCRIPTIONS_AR.brand, { brand });
}

export function nounAr(noun: string): { ar: string; gender: Gender } {
  return lookup(NOUNS_AR, noun, 'product noun');
}

/** A size, modifier or variant, agreeing with the noun's gender where it is an adjective. */
export function attributeAr(text: string, gender: Gender): string {
  const measured = measureAr(text);
  if (measured !== null) return measured;
  const term: Term = lookup(ATTRIBUTES_AR, text, 'attribute');
  return typeof term === 'string' ? term : term[gender];
}

export interface NameParts {
  noun: string;
  brand: string;
  size: string | null;
  modifier: string | null;
  variant: string | null;
}

/**
 * Arabic puts the noun first and its qualifiers after it; the brand (Latin) closes the name:
 * 'Vulcan 40 lb Gas Deep Fryer 4-Tube' -> 'قلاية عميقة غاز 4 أنابيب 40 رطل Vulcan'.
 */
export function productNameAr(parts: NameParts): string {
  const noun = nounAr(parts.noun);
  const qualifiers = [parts.modifier, parts.variant, parts.size].filter((p): p is string => !!p).map((p) => attributeAr(p, noun.gender));
  return [noun.ar, ...qualifiers, parts.brand].join(' ');
}

export function productDescriptionAr(nameAr: string, categoryAr: string, departmentAr: string, benefit: string | undefined): string {
  return fill(DESCRIPTIONS_AR.product, { name: nameAr, category: categoryAr, department: departmentAr, benefit: benefit ? benefitAr(benefit) : '' }).replace(/ \.$/, '');
}

export function benefitAr(benefit: string): string {
  return lookup(BENEFITS_AR, benefit, 'benefit');
}

/** A specification row: the label, and the value where it is a word (brand and model stay Latin). */
export function specificationAr(entry: { name: string; value: string }, gender: Gender): { name: string; value: string } {
  const name = lookup(SPEC_LABELS_AR, entry.name, 'specification label');
  switch (entry.name) {
    case 'Warranty':
      return { name, value: lookup(WARRANTIES_AR, entry.value, 'warranty') };
    case 'Country of Origin':
      return { name, value: lookup(COUNTRIES_AR, entry.value, 'country') };
    case 'Size / Capacity':
    case 'Type':
    case 'Configuration':
      return { name, value: attributeAr(entry.value, gender) };
    default:
      return { name, value: entry.value };
  }
}

export function productFaqAr(values: { noun: string; brand: string; warranty: string; quantity: number }) {
  return [
    { question: fill(PRODUCT_FAQ_AR.warrantyQuestion, { noun: values.noun }), answer: fill(PRODUCT_FAQ_AR.warrantyAnswer, { brand: values.brand, warranty: lookup(WARRANTIES_AR, values.warranty, 'warranty') }) },
    { question: PRODUCT_FAQ_AR.bulkQuestion, answer: fill(PRODUCT_FAQ_AR.bulkAnswer, { quantity: values.quantity }) },
  ];
}

/** How many terms the glossary holds (the report's figure, and a test's floor). */
export function glossarySize(): number {
  return [DEPARTMENTS_AR, CATEGORIES_AR, NOUNS_AR, ATTRIBUTES_AR, BENEFITS_AR, COUNTRIES_AR, SPEC_LABELS_AR, WARRANTIES_AR].reduce((sum, table) => sum + Object.keys(table).length, 0);
}
