// The seeded written reviews (issue 29): one per rating products.ts drew, so a product's review
// count is the number of reviews a shopper can read and its average is theirs. A Gulf store's
// buyers write in English or Arabic; a review is shown as written, in either storefront.
import type { Random } from './random';

interface ReviewText {
  authors: string[];
  /** By rating, 1 to 5. */
  titles: Record<number, string[]>;
  bodies: Record<number, string[]>;
}

const ENGLISH: ReviewText = {
  authors: ['Ahmed K.', 'Maria L.', 'Chef Ravi', 'Fatima S.', 'John D.', 'Hotel Purchasing', 'Cafe Owner', 'Nadia R.', 'Sous Chef Marco', 'F&B Manager', 'Priya N.', 'Catering Team'],
  titles: {
    5: ['Excellent quality', 'Exactly what our kitchen needed', 'Great value', 'Would buy again'],
    4: ['Very good', 'Solid product', 'Does the job well', 'Good for the price'],
    3: ['Average', 'OK for the price', 'Does the job, nothing more'],
    2: ['Disappointing', 'Not as described'],
    1: ['Would not recommend', 'Poor quality'],
  },
  bodies: {
    5: ['Arrived on time and well packed.', 'We use it every day in our restaurant and it has not let us down.', 'Good build quality, easy to clean.', 'Ordered for all our branches after trying one.'],
    4: ['Works well in a busy service. Delivery took a day longer than promised.', 'Good quality, though the manual could be clearer.', 'Does what we need; the finish could be better.'],
    3: ['It works, but it feels lighter than the one it replaced.', 'Fine for a small kitchen, not for our volume.', 'Average quality for the price.'],
    2: ['Had to contact support after the first week.', 'The size was smaller than we expected from the listing.'],
    1: ['Stopped working within a month; the replacement is fine so far.', 'Arrived damaged and the return took two weeks.'],
  },
};

const ARABIC: ReviewText = {
  authors: ['أحمد ك.', 'فاطمة س.', 'مطعم الريف', 'مدير المشتريات', 'الشيف خالد', 'نورة ع.', 'مقهى الواحة', 'يوسف م.'],
  titles: {
    5: ['جودة ممتازة', 'بالضبط ما يحتاجه مطبخنا', 'قيمة رائعة مقابل السعر', 'سنطلبه مرة أخرى'],
    4: ['جيد جداً', 'منتج متين', 'يؤدي الغرض بشكل جيد'],
    3: ['متوسط', 'مقبول مقابل السعر'],
    2: ['مخيب للآمال', 'ليس كما في الوصف'],
    1: ['لا أنصح به', 'جودة ضعيفة'],
  },
  bodies: {
    5: ['وصل في الموعد وبتغليف ممتاز.', 'نستخدمه يومياً في المطعم دون أي مشكلة.', 'جودة تصنيع عالية وسهل التنظيف.', 'طلبنا منه لجميع فروعنا بعد تجربة الأول.'],
    4: ['يعمل بشكل جيد في أوقات الذروة، لكن التوصيل تأخر يوماً.', 'جودة جيدة، ودليل الاستخدام يحتاج إلى توضيح أكثر.'],
    3: ['يعمل، لكنه أخف من الذي استبدلناه.', 'مناسب لمطبخ صغير وليس لحجم عملنا.'],
    2: ['اضطررنا للتواصل مع الدعم بعد الأسبوع الأول.', 'المقاس أصغر مما توقعنا من الوصف.'],
    1: ['توقف عن العمل خلال شهر، والبديل يعمل حتى الآن.', 'وصل تالفاً واستغرق الإرجاع أسبوعين.'],
  },
};

/** The share of reviews written in Arabic. */
const ARABIC_SHARE = 0.35;

export interface SeedReview {
  productId: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
}

/**
 * The written reviews of one product, one per rating, dated between the product's listing and
 * `now`. `random` is the reviews' own stream, so the products generate the same without them.
 */
export function productReviewRows(random: Random, product: { id: number; createdAt: string; reviewRatings: number[] }, now: string): SeedReview[] {
  const from = Date.parse(product.createdAt);
  const span = Math.max(0, Date.parse(now) - from);
  return product.reviewRatings.map((rating) => {
    const text = random.chance(ARABIC_SHARE) ? ARABIC : ENGLISH;
    return {
      productId: product.id,
      author: random.pick(text.authors),
      rating,
      title: random.pick(text.titles[rating] ?? []),
      body: random.pick(text.bodies[rating] ?? []),
      createdAt: new Date(from + Math.floor(random.next() * span)).toISOString(),
    };
  });
}
