// The seeded catalogue a trade buyer believes (issue 29), held on the whole 100k seed: every
// product's brand makes that type of product (tables/brand-types.ts), its review count is the
// number of reviews written for it, and its price, stock and delivery suit what it is.
import { describe, expect, it } from 'vitest';
import { buildCatalogueTree, type CatalogueTree } from './catalogue-tree';
import { generateProduct, type ProductRow } from './products';
import { CATALOGUE_SEED, Random, REVIEWS_SEED } from './random';
import { productReviewRows } from './reviews';
import { SEED_NOW } from './content';
import { HOUSE_BRAND_DEPARTMENTS, houseBrands } from './tables/brands';
import { parseBrandTypes } from './tables/brand-types';
import { parseTaxonomy } from './tables/taxonomy';
import { categoryNameAr } from './arabic/glossary';

const PRODUCTS = 100_000;
const WAREWASHING = ['Undercounter Dishwashers', 'Door-Type Dishwashers', 'Conveyor Dishwashers', 'Glass Washers', 'Dish Racks', 'Warewashing Chemicals'];

function wholeSeed(): { tree: CatalogueTree; products: ProductRow[] } {
  const random = new Random(CATALOGUE_SEED);
  const tree = buildCatalogueTree(random);
  const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
  const products: ProductRow[] = [];
  for (let id = 1; id <= PRODUCTS; id++) products.push(generateProduct(random, tree, id, brandsById));
  return { tree, products };
}

const { tree, products } = wholeSeed();
const leafNames = new Set(parseTaxonomy().flatMap((d) => d.categories.flatMap((c) => c.leaves.map((l) => l.name))));
const makers = parseBrandTypes();
const house = new Set(houseBrands());

describe('the brand -> product-type table', () => {
  it('names only subcategories the taxonomy has, and every subcategory has at least two brands', () => {
    for (const maker of makers) for (const type of maker.types) expect(leafNames, `${maker.name}: ${type}`).toContain(type);
    for (const leaf of tree.leaves) expect(leaf.brandIds.length, leaf.spec.name).toBeGreaterThanOrEqual(2);
  });

  it('gives each product of the whole seed a brand that makes its type', () => {
    const brandName = new Map(tree.brands.map((b) => [b.id, b.name]));
    const typesOf = new Map(makers.map((m) => [m.name, new Set(m.types)]));
    const leafOf = new Map(tree.leaves.map((leaf) => [leaf.row.id, leaf]));
    const wrong: string[] = [];
    for (const product of products) {
      const leaf = leafOf.get(product.categoryId)!;
      const brand = brandName.get(product.brandId)!;
      const ok = house.has(brand) ? HOUSE_BRAND_DEPARTMENTS.includes(leaf.departmentSlug) : typesOf.get(brand)?.has(leaf.spec.name);
      if (!ok) wrong.push(`${product.name} (${leaf.spec.name})`);
      expect(product.name.startsWith(`${brand} `)).toBe(true);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('keeps the known makers to their trade: no Rational juicer, no Merrychef blender, no Hobart coffee brewer', () => {
    const byBrand = (name: string) => {
      const id = tree.brands.find((b) => b.name === name)!.id;
      return new Set(products.filter((p) => p.brandId === id).map((p) => tree.leaves.find((l) => l.row.id === p.categoryId)!.spec.name));
    };
    expect([...byBrand('Rational')]).toEqual(['Combi Ovens']);
    expect([...byBrand('Merrychef')]).toEqual(['Rapid Cook Ovens']);
    expect([...byBrand('Vitamix')]).toEqual(['Blenders']);
    expect([...byBrand('Hobart')].sort()).toEqual(['Commercial Mixers', 'Conveyor Dishwashers', 'Door-Type Dishwashers', 'Food Processors', 'Glass Washers', 'Meat Slicers', 'Undercounter Dishwashers']);
    expect([...byBrand('Winterhalter')].every((type) => WAREWASHING.includes(type))).toBe(true);
  });
});

describe('the warewashing department', () => {
  it('has its six subcategories under Kitchen Equipment, with Arabic names, and products in each', () => {
    const warewashing = tree.categories.find((c) => c.name === 'Warewashing' && c.level === 2)!;
    expect(tree.categories.find((c) => c.id === warewashing.parentId)?.slug).toBe('kitchen-equipment');
    const children = tree.categories.filter((c) => c.parentId === warewashing.id);
    expect(children.map((c) => c.name)).toEqual(WAREWASHING);
    for (const child of children) {
      expect(child.nameAr).toBe(categoryNameAr(child.name, 3));
      expect(child.nameAr).toMatch(/[\u0600-\u06ff]/);
      expect(products.filter((p) => p.categoryId === child.id).length).toBeGreaterThan(100);
    }
  });
});

describe('numbers that agree with each other', () => {
  it('counts exactly the written reviews, averages their ratings, and shows every one on the product page (20)', () => {
    const reviewRandom = new Random(REVIEWS_SEED);
    let reviewed = 0;
    for (const product of products.slice(0, 5000)) {
      const reviews = productReviewRows(reviewRandom, product, SEED_NOW);
      expect(reviews).toHaveLength(product.reviewCount);
      if (product.reviewCount === 0) {
        expect(product.avgRating).toBe(0);
        continue;
      }
      reviewed++;
      const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
      expect(Math.abs(product.avgRating - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(product.reviewCount).toBeLessThanOrEqual(20);
      for (const review of reviews) expect(review.createdAt >= product.createdAt && review.createdAt <= SEED_NOW).toBe(true);
    }
    // Most products are reviewed by a few buyers, not all; some reviews are in Arabic.
    expect(reviewed).toBeGreaterThan(1500);
    expect(reviewed).toBeLessThan(4500);
    const sample = products.slice(0, 200).flatMap((p) => productReviewRows(new Random(REVIEWS_SEED), p, SEED_NOW));
    expect(sample.some((r) => /[\u0600-\u06ff]/.test(r.body))).toBe(true);
    expect(sample.some((r) => /^[A-Z]/.test(r.body))).toBe(true);
  });

  it('prices a product within its type range, and stocks and promises delivery as its size suggests', () => {
    const leafOf = new Map(tree.leaves.map((leaf) => [leaf.row.id, leaf.spec]));
    for (const product of products) {
      const spec = leafOf.get(product.categoryId)!;
      expect(product.priceAed).toBeGreaterThanOrEqual(spec.priceMin);
      expect(product.priceAed).toBeLessThanOrEqual(spec.priceMax);
      if (product.salePriceAed !== null) expect(product.salePriceAed).toBeLessThan(product.priceAed);
      if (product.priceAed >= 20_000) {
        expect(product.stock).toBeLessThanOrEqual(6);
        if (product.deliveryDays !== null) expect(product.deliveryDays).toBeGreaterThanOrEqual(5);
      }
      if (product.priceAed < 2_000 && product.deliveryDays !== null) expect(product.deliveryDays).toBeLessThanOrEqual(3);
    }
  });
});
