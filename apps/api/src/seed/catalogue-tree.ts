import { HOUSE_BRAND_COUNTRY, HOUSE_BRAND_DEPARTMENTS, houseBrands } from './tables/brands';
import { parseBrandTypes } from './tables/brand-types';
import { parseTaxonomy, type LeafSpec } from './tables/taxonomy';
import { brandDescriptionAr, categoryDescriptionAr, categoryNameAr } from './arabic/glossary';
import type { Random} from './random';
import { slugify } from './random';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  slug: string;
  image: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
  position: number;
  productCount: number;
}

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  logo: string;
  description: string;
  descriptionAr: string;
  country: string;
  isFeatured: boolean;
  productCount: number;
}

export interface Leaf {
  spec: LeafSpec;
  row: CategoryRow;
  parent: CategoryRow;
  department: CategoryRow;
  departmentSlug: string;
  /** Brand ids that make this kind of product. */
  brandIds: number[];
}

export interface CatalogueTree {
  categories: CategoryRow[];
  brands: BrandRow[];
  leaves: Leaf[];
  departments: CategoryRow[];
}

/** Categories (three levels) and brands, with the brands each subcategory draws from. */
export function buildCatalogueTree(random: Random): CatalogueTree {
  const categories: CategoryRow[] = [];
  const usedSlugs = new Set<string>();
  let nextId = 1;
  const uniqueSlug = (base: string, parentSlug: string) => {
    let slug = base;
    if (usedSlugs.has(slug)) slug = `${parentSlug}-${base}`;
    usedSlugs.add(slug);
    return slug;
  };
  const category = (parent: CategoryRow | null, level: number, name: string, slug: string, position: number) => {
    const nameAr = categoryNameAr(name, level);
    const row: CategoryRow = {
      id: nextId++,
      parentId: parent?.id ?? null,
      level,
      name,
      slug,
      // PNG: see catalogue/png-artwork.ts.
      image: `/api/images/categories/${slug}.png`,
      description: `Shop ${name.toLowerCase()} for hotels, restaurants, cafes and caterers.`,
      nameAr,
      descriptionAr: categoryDescriptionAr(nameAr),
      position,
      productCount: 0,
    };
    categories.push(row);
    return row;
  };

  const brands: BrandRow[] = [];
  const brandIdByName = new Map<string, number>();
  const brand = (name: string, country: string) => {
    const existing = brandIdByName.get(name);
    if (existing) return existing;
    const slug = slugify(name);
    const row: BrandRow = {
      id: brands.length + 1,
      name,
      slug,
      logo: `/api/images/brands/${slug}.svg`,
      description: `${name} supplies professional equipment and consumables to the hospitality trade.`,
      descriptionAr: brandDescriptionAr(name),
      country,
      isFeatured: false,
      productCount: 0,
    };
    brands.push(row);
    brandIdByName.set(name, row.id);
    return row.id;
  };
  const house = houseBrands().map((name) => brand(name, HOUSE_BRAND_COUNTRY));
  // Subcategory name -> the trade brands that make it (tables/brand-types.ts).
  const makersOf = new Map<string, number[]>();
  for (const maker of parseBrandTypes()) {
    const id = brand(maker.name, maker.country);
    for (const type of maker.types) makersOf.set(type, [...(makersOf.get(type) ?? []), id]);
  }

  const leaves: Leaf[] = [];
  const departments: CategoryRow[] = [];
  parseTaxonomy().forEach((dept, d) => {
    const department = category(null, 1, dept.name, uniqueSlug(dept.slug, ''), d);
    departments.push(department);
    const withHouseBrands = HOUSE_BRAND_DEPARTMENTS.includes(dept.slug);
    dept.categories.forEach((cat, c) => {
      const parent = category(department, 2, cat.name, uniqueSlug(slugify(cat.name), department.slug), c);
      cat.leaves.forEach((spec, l) => {
        const row = category(parent, 3, spec.name, uniqueSlug(slugify(spec.name), parent.slug), l);
        // The trade brands that make this type, plus a few house labels where the trade has them.
        const own = withHouseBrands ? [random.pick(house), random.pick(house), random.pick(house)] : [];
        const brandIds = [...new Set([...(makersOf.get(spec.name) ?? []), ...own])];
        if (brandIds.length < 2) throw new Error(`Fewer than two brands make '${spec.name}' (tables/brand-types.ts)`);
        leaves.push({ spec, row, parent, department, departmentSlug: dept.slug, brandIds });
      });
    });
  });
  return { categories, brands, leaves, departments };
}
