// The price-match page's copy in Arabic (price-match-copy.ts, key for key).
import type { PRICE_MATCH } from '@horeca/core';
import type { Words } from '../../lib/word-tables';
import type { priceMatchCopy } from './price-match-copy';

// Core's rule as literal types, not an import: a value imported here would be pulled into the
// Arabic chunk (vite.config.ts), and every English page would load that chunk for it. Should
// the rule change in core, these lines stop type-checking.
const WINDOW_DAYS: (typeof PRICE_MATCH)['windowDays'] = 120;
const REFUND_DAYS: (typeof PRICE_MATCH)['refundDays'] = '7 to 14';
const REFUND_DAYS_AR = { '7 to 14': '7 إلى 14' }[REFUND_DAYS];

export const arPriceMatchCopy: Words<typeof priceMatchCopy> = {
  title: 'ضمان مطابقة السعر',
  metaDescription: `وجدت سعرًا أقل خلال ${WINDOW_DAYS} يومًا؟ نعيد لك الفرق نقدًا إلى وسيلة الدفع الأصلية.`,
  heroHeading: 'وجدته بسعر أقل؟ سنطابقه.',
  heroBody: `إذا وجدت سعرًا أقل خلال ${WINDOW_DAYS} يومًا، نعيد لك الفرق نقدًا إلى وسيلة الدفع الأصلية، وليس رصيدًا في المتجر أبدًا.`,
  whyHeading: 'لماذا نقدّم هذا الضمان',
  whyBody: 'تعمل الفنادق والمطاعم والمقاهي بهوامش ربح ضيقة. لا يجب أن تختار بين أفضل سعر ومورد تثق به، لذلك نحسم مسألة السعر عنك.',
  benefitsHeading: 'أهم المزايا',
  benefits: [
    { title: `صالح لمدة ${WINDOW_DAYS} يومًا`, body: `قدّم طلبك خلال ${WINDOW_DAYS} يومًا من تاريخ طلبك.` },
    { title: 'المنتجات المشمولة', body: 'كل منتج يحمل شارة ضمان مطابقة السعر مشمول.' },
    { title: 'طلب سهل', body: 'أرسل رابط المنافس ولقطة شاشة، ونتولى الباقي.' },
    { title: 'استرداد سريع', body: `نعيد مبلغ الطلبات المعتمدة خلال ${REFUND_DAYS_AR} يومًا.` },
  ],
  stepsHeading: 'كيف يعمل',
  steps: [
    { title: 'اعثر على سعر أقل', body: 'اعثر على المنتج نفسه بسعر أقل لدى متجر آخر.' },
    { title: 'قدّم طلبك', body: 'أخبرنا برقم طلبك وعرض المنافس، مع لقطة شاشة.' },
    { title: 'استلم المبلغ', body: 'نعيد الفرق إلى وسيلة الدفع الأصلية.' },
  ],
  testimonialsHeading: 'ماذا يقول عملاؤنا',
  testimonials: [
    { quote: 'وجدنا فرن الكومبي بسعر أقل في مكان آخر واستعدنا الفرق خلال أسبوع.', author: 'رئيس الطهاة، فندق في دبي مارينا', rating: 5 },
    { quote: 'استغرق الطلب خمس دقائق. بلا جدال وبلا رصيد متجر، مبلغ حقيقي مسترد.', author: 'مالك مقهى مختص في أبوظبي', rating: 5 },
    { quote: 'يتيح لفريق المشتريات لدينا الطلب فورًا بدل البحث في المتاجر.', author: 'مدير المشتريات، مجموعة تموين', rating: 4 },
  ],
  ratingOutOf: '{rating} من 5',
  comparisonHeading: 'كيف نقارن',
  comparisonCaption: 'شروط مطابقة السعر لدى متجر هوريكا وثلاثة منافسين',
  comparisonColumns: ['مطابقة السعر', 'مدة التغطية', 'نوع الاسترداد'],
  comparisonRows: [
    { name: 'متجر هوريكا', values: ['نعم', `${WINDOW_DAYS} يومًا بعد الشراء`, 'استرداد نقدي إلى وسيلة الدفع الأصلية'] },
    { name: 'المنافس أ', values: ['نعم', '14 يومًا', 'رصيد في المتجر'] },
    { name: 'المنافس ب', values: ['قبل الشراء فقط', 'لا يوجد', 'لا ينطبق'] },
    { name: 'المنافس ج', values: ['لا', 'لا يوجد', 'لا ينطبق'] },
  ],
  rulesHeading: 'شروط بسيطة',
  rules: [
    'المنتجات التي تحمل شارة ضمان مطابقة السعر فقط مشمولة.',
    'يجب أن يكون منتج المنافس من العلامة والطراز والحالة نفسها.',
    'طلب واحد لكل منتج.',
    'العروض الترويجية والتصفيات والمنتجات المستعملة مستثناة.',
  ],
  ctaHeading: 'جاهز لتقديم طلبك؟',
  ctaBody: 'جهّز رقم طلبك ورابط المنافس؛ الأمر يستغرق دقائق.',
  ceoQuote: 'نفضّل أن نعيد الفرق على أن نخسر عميلًا بسبب بضعة دراهم. هذا وعد، لا عرض ترويجي.',
  ceoName: 'الرئيس التنفيذي، متجر هوريكا',
  submitted: 'شكرًا لك. استلمنا طلبك وسيرد فريقنا عبر البريد الإلكتروني.',
};
