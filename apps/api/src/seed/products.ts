import type { FaqEntry, SpecificationEntry } from '../db/schema/catalogue';
import { AED_PER_USD } from '../catalogue/exchange-rate';
import { productSearchText, type SearchTextParts } from '../search/search-text';
import { benefitAr, nounAr, productDescriptionAr, productFaqAr, productNameAr, specificationAr } from './arabic/glossary';
import type { BrandRow, CatalogueTree, Leaf } from './catalogue-tree';
import type { Random} from './random';
import { round2, slugify } from './random';

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brandId: number;
  storeId: number;
  vendorId: number;
  categoryId: number;
  parentCategoryId: number;
  departmentId: number;
  description: string;
  priceAed: number;
  salePriceAed: number | null;
  priceUsd: number;
  salePriceUsd: number | null;
  effectivePriceAed: number;
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
  stock: number;
  deliveryDays: number | null;
  avgRating: number;
  /** Equals reviewRatings.length: every review counted is one a shopper can read (reviews.ts). */
  reviewCount: number;
  /** The ratings of the product's written reviews; avgRating is their mean. Not a column. */
  reviewRatings: number[];
  popularity: number;
  imageCount: number;
  videoPath: string | null;
  sellingUnit: string;
  status: string;
  specifications: SpecificationEntry[];
  benefits: string[];
  faq: FaqEntry[];
  nameAr: string;
  descriptionAr: string;
  specificationsAr: SpecificationEntry[];
  benefitsAr: string[];
  faqAr: FaqEntry[];
  searchText: string;
  createdAt: string;
}

const EPOCH = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

export const WARRANTIES = ['1 Year Parts and Labor', '2 Years Parts, 1 Year Labor', '6 Months', '3 Years Compressor', 'Manufacturer Warranty'];
export const BENEFITS: Record<string, string[]> = {
  'kitchen-equipment': ['Built for continuous commercial service', 'Stainless steel construction wipes clean fast', 'Precise temperature control for consistent results', 'Energy-efficient design lowers running costs', 'Easy access for cleaning and maintenance'],
  refrigeration: ['Holds safe food temperatures during peak service', 'High-density insulation keeps energy use low', 'Self-closing doors with stay-open feature', 'Digital controller with temperature alarm', 'Eco-friendly hydrocarbon refrigerant'],
  tableware: ['Chip-resistant edge for busy service', 'Dishwasher and commercial warewasher safe', 'Stackable to save storage space', 'Timeless design that suits any menu', 'Consistent sizing for easy replacement'],
  'kitchen-supplies': ['NSF-listed materials for food safety', 'Comfortable grip for long shifts', 'Durable enough for daily commercial use', 'Color options support HACCP programs', 'Easy to clean and store'],
  housekeeping: ['Fast, streak-free results', 'Suitable for hotels, restaurants and offices', 'Concentrated formula lowers cost per use', 'Ergonomic design reduces fatigue', 'Meets hygiene standards for food areas'],
  furniture: ['Commercial-grade frame for heavy daily use', 'Easy-care finish resists stains', 'Designed for hotels, restaurants and lounges', 'Ships ready to assemble', 'Matching pieces available across the range'],
  'restaurant-food-supplies': ['Consistent quality batch after batch', 'Catering pack sizes reduce waste', 'Long shelf life for easy stock rotation', 'Halal certified where applicable', 'Trusted by professional kitchens'],
  'hotel-supplies': ['Hotel-grade durability through hundreds of washes', 'Guest-pleasing comfort and finish', 'Consistent sizing across the range', 'Bulk packs for housekeeping efficiency', 'Coordinates with our full guest room collection'],
};

function brandCode(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters + 'XXX').slice(0, 3);
}

function nameOf(random: Random, leaf: Leaf, brand: BrandRow, size: string | null, modifier: string | null, variant: string | null): string {
  const parts = random.chance(0.5)
    ? [brand.name, size, modifier, leaf.spec.noun, variant]
    : [brand.name, modifier, leaf.spec.noun, variant, size];
  return parts.filter((p): p is string => !!p).join(' ');
}

/**
 * Stock and delivery promise by what the product is: a conveyor dishwasher or a walk-in is held
 * in ones and twos and ships in a week or more, a case of napkins is stocked by the hundred and
 * ships in a day or two. About a third of the products make no delivery promise (null).
 */
function stockAndDelivery(random: Random, priceAed: number): { stock: number; deliveryDays: number | null } {
  const promise = random.chance(0.65);
  const soldOut = random.chance(0.06);
  if (priceAed >= 20_000) return { stock: soldOut ? 0 : random.int(1, 6), deliveryDays: promise ? random.int(5, 14) : null };
  if (priceAed >= 2_000) return { stock: soldOut ? 0 : random.int(2, 40), deliveryDays: promise ? random.int(2, 7) : null };
  return { stock: soldOut ? 0 : random.int(40, 1500), deliveryDays: promise ? random.int(1, 3) : null };
}

/**
 * The ratings of a product's written reviews: popular products are reviewed more, most products
 * by a few buyers, about half by none. Each product has its own quality, so its ratings cluster
 * around it the way a real product's do.
 */
function ratingsOf(random: Random, popularity: number): number[] {
  const reach = popularity / 1_000_000;
  if (!random.chance(0.35 + 0.5 * reach)) return [];
  const count = 1 + Math.floor(random.next() * (2 + Math.sqrt(reach) * 16));
  const quality = 3.3 + random.next() * 1.6;
  return Array.from({ length: count }, () => Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2.6))));
}

/** What a product of `leaf` is found by (search-text.ts): its names, its brand's and its subcategory's. */
export function searchPartsOf(leaf: Leaf, brand: string, name: string, nameAr: string): SearchTextParts {
  return {
    name,
    brand,
    category: leaf.spec.name,
    parentCategory: leaf.parent.name,
    department: leaf.department.name,
    nameAr,
    categoryAr: leaf.row.nameAr,
    parentCategoryAr: leaf.parent.nameAr,
    departmentAr: leaf.department.nameAr,
  };
}

/** Generates product `id` deterministically from the shared random stream. */
export function generateProduct(random: Random, tree: CatalogueTree, id: number, brandsById: Map<number, BrandRow>): ProductRow {
  const leaf = tree.leaves[random.int(0, tree.leaves.length - 1)] as Leaf;
  const spec = leaf.spec;
  const brand = brandsById.get(random.pick(leaf.brandIds)) as BrandRow;
  const sizeIndex = spec.sizes.length ? random.int(0, spec.sizes.length - 1) : -1;
  const size = sizeIndex >= 0 ? (spec.sizes[sizeIndex] ?? null) : null;
  const modifier = spec.modifiers.length ? random.pick(spec.modifiers) : null;
  const variant = spec.variants.length && random.chance(0.8) ? random.pick(spec.variants) : null;
  const name = nameOf(random, leaf, brand, size, modifier, variant);
  const sku = `${brandCode(brand.name)}-${String(id).padStart(6, '0')}`;

  const sizeFactor = spec.sizes.length ? (sizeIndex + 1) / spec.sizes.length : 1;
  const base = spec.priceMin + (spec.priceMax - spec.priceMin) * sizeFactor * (0.55 + random.next() * 0.45);
  const priceAed = Math.max(5, Math.round(base));
  const onSale = random.chance(0.35);
  const salePriceAed = onSale ? round2(priceAed * (1 - random.int(5, 40) / 100)) : null;
  const priceUsd = round2(priceAed / AED_PER_USD);
  const salePriceUsd = salePriceAed === null ? null : round2(salePriceAed / AED_PER_USD);

  const popularity = Math.floor(random.next() ** 3 * 1_000_000);
  const cheap = priceAed < 80;
  const minimumOrderQuantity = cheap ? random.pick([1, 1, 2, 5, 6, 10, 12]) : 1;
  const maximumOrderQuantity = Math.max(minimumOrderQuantity, random.pick([10, 20, 50, 99, 99, 99]));
  const { stock, deliveryDays } = stockAndDelivery(random, priceAed);
  const reviewRatings = ratingsOf(random, popularity);
  const reviewCount = reviewRatings.length;
  // sum * 10 / count is exact at the halves, so this rounds as the database's round(avg, 1) does.
  const avgRating = reviewCount === 0 ? 0 : Math.round((reviewRatings.reduce((sum, r) => sum + r, 0) * 10) / reviewCount) / 10;

  const specifications: SpecificationEntry[] = [
    { name: 'Brand', value: brand.name },
    { name: 'Model Number', value: `${brandCode(brand.name)}${random.int(100, 9999)}${random.pick(['', 'A', 'GX', 'S', 'HD'])}` },
  ];
  if (size) specifications.push({ name: 'Size / Capacity', value: size });
  if (modifier) specifications.push({ name: 'Type', value: modifier });
  if (variant) specifications.push({ name: 'Configuration', value: variant });
  specifications.push(
    { name: 'Warranty', value: random.pick(WARRANTIES) },
    { name: 'Country of Origin', value: brand.country },
  );
  const pool = BENEFITS[leaf.departmentSlug] ?? [];
  const start = random.int(0, Math.max(0, pool.length - 3));
  const benefits = pool.slice(start, start + 3);
  const warranty = specifications.find((s) => s.name === 'Warranty')?.value ?? '';
  const faq: FaqEntry[] = [
    { question: `What warranty does the ${spec.noun.toLowerCase()} come with?`, answer: `This ${brand.name} product comes with ${warranty.toLowerCase()}.` },
    { question: 'Can I order in bulk?', answer: `Yes. Orders of ${maximumOrderQuantity} or more can be placed through a custom quote.` },
  ];
  // Arabic from the same choices, drawing nothing from the random stream: a database seeded
  // before can be given the same Arabic later by generating again (refresh-arabic.ts).
  const noun = nounAr(spec.noun);
  const nameAr = productNameAr({ noun: spec.noun, brand: brand.name, size, modifier, variant });

  return {
    id,
    name,
    slug: `${slugify(name)}-${id}`,
    sku,
    brandId: brand.id,
    storeId: 1,
    vendorId: 1 + (brand.id % 12),
    categoryId: leaf.row.id,
    parentCategoryId: leaf.parent.id,
    departmentId: leaf.department.id,
    description: `The ${name} is a ${spec.name.toLowerCase().replace(/s$/, '')} built for professional ${leaf.department.name.toLowerCase()} use. ${benefits[0] ?? ''}.`,
    priceAed,
    salePriceAed,
    priceUsd,
    salePriceUsd,
    effectivePriceAed: salePriceAed ?? priceAed,
    minimumOrderQuantity,
    maximumOrderQuantity,
    stock,
    deliveryDays,
    avgRating,
    reviewCount,
    reviewRatings,
    popularity,
    imageCount: random.int(2, 5),
    // A handful of products carry a video path (the media itself is not part of the seed).
    videoPath: id % 997 === 0 ? `/api/videos/products/${id}.webm` : null,
    sellingUnit: /pack of|case of/i.test(name) ? 'Pack' : 'Each',
    status: 'published',
    specifications,
    benefits,
    faq,
    nameAr,
    descriptionAr: productDescriptionAr(nameAr, leaf.row.nameAr, leaf.department.nameAr, benefits[0]),
    specificationsAr: specifications.map((entry) => specificationAr(entry, noun.gender)),
    benefitsAr: benefits.map(benefitAr),
    faqAr: productFaqAr({ noun: noun.ar, brand: brand.name, warranty, quantity: maximumOrderQuantity }),
    searchText: productSearchText(searchPartsOf(leaf, brand.name, name, nameAr)),
    createdAt: new Date(EPOCH - random.int(0, 730) * DAY).toISOString(),
  };
}
