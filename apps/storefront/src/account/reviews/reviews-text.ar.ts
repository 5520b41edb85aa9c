// The review pages' words in Arabic (reviews-text.ts, key for key).
import type { Words } from '../../lib/word-tables';
import type { reviewsText } from './reviews-text';

export const arReviewsText: Words<typeof reviewsText> = {
  listTitle: 'تقييماتي',
  listIntro: 'التقييمات التي كتبتها، والمنتجات من طلباتك المُسلّمة التي تنتظر تقييمك.',
  none: 'لم تكتب أي تقييم بعد.',
  pendingHeading: 'بانتظار تقييمك',
  nonePending: 'لا يوجد منتج مُسلّم بانتظار التقييم.',
  writeFor: (name) => `اكتب تقييمًا لـ ${name}`,
  fromOrder: (number) => `من الطلب ${number}`,
  rated: (rating) => `التقييم ${rating} من 5`,
  writtenOn: (date) => `كُتب في ${date}`,
  formTitle: 'اكتب تقييمًا',
  formIntro: 'أخبر المطابخ والفنادق الأخرى كيف كان أداء المنتج لديك.',
  product: 'المنتج',
  chooseProduct: 'اختر منتجًا',
  rating: 'تقييمك',
  stars: (count) => (count === 1 ? 'نجمة واحدة' : count === 2 ? 'نجمتان' : `${count} نجوم`),
  title: 'عنوان تقييمك',
  body: 'تقييمك',
  submit: 'انشر التقييم',
  submitting: 'جارٍ النشر...',
  nothingToReview: 'يمكنك تقييم المنتجات بعد توصيل أحد طلباتك.',
  myOrders: 'عرض طلباتي',
  allMine: 'عرض تقييماتي',
};
