import { blogCategoryAr, blogPostAr, faqAr, saleAr, seoPageAr, slideAr } from './arabic/content';
import type { CatalogueTree } from './catalogue-tree';
import { FAQ_TYPES, FAQS } from './tables/faq';
import type { Random} from './random';
import { slugify } from './random';

const NOW = '2025-06-01T08:00:00.000Z';

export function sliderRows(tree: CatalogueTree) {
  const slides = [
    ['Equip Your Kitchen for Peak Season', 'Ranges, fryers and combi ovens from the brands chefs trust', 'kitchen-equipment', 'Shop Kitchen Equipment'],
    ['Keep It Cold, Keep It Fresh', 'Reach-ins, prep tables and ice machines with FREE DELIVERY', 'refrigeration', 'Shop Refrigeration'],
    ['Set a Table Guests Remember', 'Porcelain, glassware and flatware in bulk packs', 'tableware', 'Shop Tableware'],
    ['Hotel Linen and Amenities', 'Hotel-grade towels, sheets and guest room essentials', 'hotel-supplies', 'Shop Hotel Supplies'],
    ['Price Match Guarantee', 'Found it cheaper within 120 days? We refund the difference.', 'price-match', 'Learn More'],
  ] as const;
  return slides.map(([title, subtitle, target, buttonText], position) => {
    const department = tree.departments.find((d) => d.slug === target);
    return {
      sliderId: 1,
      position,
      title,
      subtitle,
      image: `/api/images/sliders/1-${position + 1}.svg`,
      mobileImage: `/api/images/sliders/1-${position + 1}.svg?mobile=1`,
      link: department ? `/${department.slug}` : `/${target}`,
      buttonText,
      ar: slideAr(position),
    };
  });
}

export function homeCategoryRows(tree: CatalogueTree) {
  const level2 = tree.categories.filter((c) => c.level === 2);
  return tree.departments.flatMap((department, d) =>
    level2
      .filter((c) => c.parentId === department.id)
      .slice(0, 2)
      .map((c, i) => ({ categoryId: c.id, position: d * 2 + i, title: c.name, image: c.image })),
  );
}

export function saleRows(tree: CatalogueTree) {
  return [
    { id: 1, name: 'Summer Kitchen Sale', departmentId: tree.departments[0]?.id ?? null, minDiscountPercent: 15 },
    { id: 2, name: 'Cold Chain Clearance', departmentId: tree.departments[1]?.id ?? null, minDiscountPercent: 20 },
    { id: 3, name: 'Tabletop Bulk Deals', departmentId: tree.departments[2]?.id ?? null, minDiscountPercent: 10 },
    { id: 4, name: 'Hotel Refresh Week', departmentId: tree.departments[7]?.id ?? null, minDiscountPercent: 10 },
    { id: 5, name: 'Deals of the Week', departmentId: null, minDiscountPercent: 30 },
  ].map((sale) => ({
    ...sale,
    slug: slugify(sale.name),
    description: `Save ${sale.minDiscountPercent}% or more on selected products while stock lasts.`,
    banner: `/api/images/sales/${sale.id}.svg`,
    ar: saleAr(sale.id, sale.minDiscountPercent),
    endsAt: '2026-12-31T23:59:59.000Z',
  }));
}

/** Buy-More-Save-More: three tiers per department, richer tiers on a few products. */
export function discountTierRows(tree: CatalogueTree, productCount: number) {
  const rows: { productId: number | null; categoryId: number | null; minQuantity: number; discountPercent: number }[] = [];
  tree.departments.forEach((department, d) => {
    const step = 1 + (d % 3);
    rows.push(
      { productId: null, categoryId: department.id, minQuantity: 5, discountPercent: step },
      { productId: null, categoryId: department.id, minQuantity: 10, discountPercent: step + 2 },
      { productId: null, categoryId: department.id, minQuantity: 20, discountPercent: step + 5 },
    );
  });
  for (let id = 40; id <= productCount; id += 40) {
    rows.push(
      { productId: id, categoryId: null, minQuantity: 3, discountPercent: 4 },
      { productId: id, categoryId: null, minQuantity: 6, discountPercent: 7 },
      { productId: id, categoryId: null, minQuantity: 12, discountPercent: 12 },
    );
  }
  return rows;
}

export function faqRows() {
  return (['us', 'ae'] as const).flatMap((storefront) =>
    FAQ_TYPES.flatMap((type, typePosition) =>
      FAQS[storefront][type].map(([question, answer], position) => ({ storefront, type, typePosition, position, question, answer, ar: storefront === 'ae' ? faqAr(question) : null })),
    ),
  );
}

export function blogRows(tree: CatalogueTree, random: Random) {
  const blogCategories = ['Kitchen Tips', 'Buying Guides', 'Hospitality Trends', 'Food Safety', 'Company News'].map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description: `${name} from the Horeca Store team.`,
    ar: blogCategoryAr(i + 1),
  }));
  const subjects = tree.categories.filter((c) => c.level === 3);
  const formats = ['How to Choose the Right', 'The Complete Guide to', '7 Mistakes to Avoid When Buying', 'Cleaning and Caring for Your', 'What Chefs Look for in'];
  const authors = ['Layla Haddad', 'Omar Farouk', 'Sarah Mitchell', 'James Carter', 'Priya Nair'];
  const posts = Array.from({ length: 40 }, (_, i) => {
    const subject = subjects[(i * 7) % subjects.length];
    const format = formats[i % formats.length] ?? formats[0];
    const title = `${format} ${subject?.name ?? 'Equipment'}`;
    const category = blogCategories[i % blogCategories.length];
    return {
      id: i + 1,
      categoryId: category?.id ?? 1,
      title,
      slug: `${slugify(title)}-${i + 1}`,
      excerpt: `Practical advice on ${subject?.name.toLowerCase() ?? 'equipment'} for hotels, restaurants and cafes.`,
      body: `<p>Choosing ${subject?.name.toLowerCase() ?? 'equipment'} starts with your menu and your volume.</p><h2>Size and capacity</h2><p>Match capacity to your busiest hour, not your average one.</p><h2>Running costs</h2><p>Energy use, consumables and cleaning time add up over the years.</p><h2>Service and warranty</h2><p>Check local service coverage before you buy.</p>`,
      image: `/api/images/blog/${i + 1}.svg`,
      author: random.pick(authors),
      tags: [subject?.slug ?? 'equipment', category?.slug ?? 'news'],
      publishedAt: new Date(Date.parse(NOW) - i * 6 * 86_400_000).toISOString(),
      ar: blogPostAr(i, subject?.nameAr ?? 'المعدات'),
    };
  });
  return { blogCategories, posts };
}

export function seoPageRows(tree: CatalogueTree) {
  const level2 = tree.categories.filter((c) => c.level === 2);
  return level2.slice(0, 24).map((category, i) => ({
    id: i + 1,
    slug: `best-${category.slug}-dubai`,
    title: `Best ${category.name} in Dubai`,
    heading: `${category.name} for Hotels and Restaurants in the UAE`,
    body: `<p>Compare ${category.name.toLowerCase()} from leading brands with fast delivery across the UAE and the Gulf.</p>`,
    metaTitle: `${category.name} | Horeca Store UAE`,
    metaDescription: `Buy ${category.name.toLowerCase()} online at wholesale prices with the Price Match Guarantee.`,
    categoryId: category.id,
    brandId: null,
    ar: seoPageAr(category.nameAr),
  }));
}

export function redirectRows(tree: CatalogueTree) {
  const rows = [
    { fromPath: '/pages/terms', toPath: '/pages/terms-conditions', statusCode: 301 },
    { fromPath: '/terms-and-conditions', toPath: '/pages/terms-conditions', statusCode: 301 },
    { fromPath: '/privacy', toPath: '/pages/privacy-policy', statusCode: 301 },
    { fromPath: '/returns', toPath: '/pages/return-policy', statusCode: 301 },
    { fromPath: '/shipping', toPath: '/pages/shipping-policy', statusCode: 301 },
    { fromPath: '/brands', toPath: '/all-brands', statusCode: 301 },
    { fromPath: '/categories', toPath: '/all-categories', statusCode: 301 },
    { fromPath: '/sale', toPath: '/shop-by-sale/5', statusCode: 302 },
  ];
  for (const department of tree.departments) {
    rows.push({ fromPath: `/collections/${department.slug}`, toPath: `/${department.slug}`, statusCode: 301 });
  }
  return rows;
}

export { NOW as SEED_NOW };
