/**
 * The store's content in Arabic (issue 23): home sliders, sales, the blog, SEO landing pages
 * and the policy and information pages, written for Gulf shoppers. Keyed as content.ts and
 * tables/pages.ts build the English (slide position, sale id, blog category id, page slug);
 * blog posts and SEO pages are built from the templates below and the category's Arabic name.
 */
export const SLIDES_AR: { title: string; subtitle: string; buttonText: string }[] = [
  { title: 'جهّز مطبخك لموسم الذروة', subtitle: 'مواقد وقلايات وأفران كومبي من العلامات التي يثق بها الطهاة', buttonText: 'تسوّق معدات المطابخ' },
  { title: 'برودة تحفظ الطزاجة', subtitle: 'ثلاجات قائمة وطاولات تحضير وماكينات ثلج مع توصيل مجاني', buttonText: 'تسوّق معدات التبريد' },
  { title: 'مائدة لا ينساها ضيوفك', subtitle: 'بورسلان وأوانٍ زجاجية وأدوات مائدة بعبوات الجملة', buttonText: 'تسوّق أدوات المائدة' },
  { title: 'مفارش ومستلزمات الفنادق', subtitle: 'مناشف وشراشف ومستلزمات غرف ضيوف بمواصفات فندقية', buttonText: 'تسوّق مستلزمات الفنادق' },
  { title: 'ضمان مطابقة السعر', subtitle: 'وجدت سعراً أقل خلال 120 يوماً؟ نعيد لك الفرق.', buttonText: 'اعرف المزيد' },
];

/** Sale names by sale id; every sale's description reads SALE_DESCRIPTION_AR with its percentage. */
export const SALES_AR: Record<number, string> = {
  1: 'تخفيضات مطبخ الصيف',
  2: 'تصفية معدات التبريد',
  3: 'عروض الجملة لأدوات المائدة',
  4: 'أسبوع تجديد الفنادق',
  5: 'عروض الأسبوع',
};
export const SALE_DESCRIPTION_AR = 'وفّر {percent}% أو أكثر على منتجات مختارة حتى نفاد الكمية.';

/** Blog category names by id; each one's description reads BLOG_CATEGORY_DESCRIPTION_AR. */
export const BLOG_CATEGORIES_AR: Record<number, string> = {
  1: 'نصائح المطبخ',
  2: 'أدلة الشراء',
  3: 'اتجاهات الضيافة',
  4: 'سلامة الغذاء',
  5: 'أخبار الشركة',
};
export const BLOG_CATEGORY_DESCRIPTION_AR = '{name} من فريق Horeca Store.';

/**
 * content.ts's five title formats, same order; {subject} is the subcategory's Arabic name,
 * leading the headline (an Arabic headline names its subject first, and no article has to be
 * fitted onto a multi-word name).
 */
export const BLOG_TITLES_AR = [
  '{subject}: كيف تختار الأنسب لعملك',
  '{subject}: الدليل الشامل',
  '{subject}: 7 أخطاء تتجنبها عند الشراء',
  '{subject}: التنظيف والعناية',
  '{subject}: ما الذي يبحث عنه الطهاة',
];

export const BLOG_POST_AR = {
  excerpt: 'نصائح عملية حول {subject} للفنادق والمطاعم والمقاهي.',
  body: '<p>يبدأ اختيار {subject} من قائمة طعامك وحجم عملك.</p><h2>الحجم والسعة</h2><p>اختر السعة التي تناسب أكثر ساعات العمل ازدحاماً، لا متوسطها.</p><h2>تكاليف التشغيل</h2><p>استهلاك الطاقة والمستهلكات ووقت التنظيف تتراكم مع السنين.</p><h2>الخدمة والضمان</h2><p>تأكد من توفر خدمة الصيانة في منطقتك قبل الشراء.</p>',
};

/** content.ts's SEO landing pages; {category} is the category's Arabic name. */
export const SEO_PAGE_AR = {
  title: 'أفضل {category} في دبي',
  heading: '{category} للفنادق والمطاعم في الإمارات',
  body: '<p>قارن {category} من أبرز العلامات التجارية مع توصيل سريع في جميع أنحاء الإمارات والخليج.</p>',
  metaTitle: '{category} | Horeca Store الإمارات',
  metaDescription: 'اشترِ {category} أونلاين بأسعار الجملة مع ضمان مطابقة السعر.',
};

export const PAGES_AR: Record<string, { title: string; body: string; metaDescription: string }> = {
  'shipping-policy': {
    title: 'سياسة الشحن',
    metaDescription: 'كيف ومتى توصل Horeca Store طلبك.',
    body: '<h2>مناطق التوصيل</h2><p>نوصل إلى الإمارات والسعودية والكويت وقطر وعُمان والبحرين والولايات المتحدة.</p><h2>مدة التوصيل</h2><p>تصل المنتجات التي تحمل علامة <strong>توصيل مجاني</strong> خلال أيام التوصيل الظاهرة على المنتج. وتُشحن المنتجات الأخرى خلال يوم إلى يومي عمل.</p><h2>الشحنات الكبيرة</h2><p>تُشحن المعدات الكبيرة على منصات نقالة، ويتصل بك فريقنا لتحديد موعد التوصيل.</p>',
  },
  'terms-conditions': {
    title: 'الشروط والأحكام',
    metaDescription: 'الشروط المطبقة عند الشراء من Horeca Store.',
    body: '<h2>الطلبات</h2><p>يُعتمد الطلب عندما نؤكده بالبريد الإلكتروني. الأسعار بالدرهم الإماراتي (الإمارات، شاملة ضريبة القيمة المضافة) أو بالدولار الأمريكي (الولايات المتحدة، تُحتسب الضريبة عند الدفع).</p><h2>ضمان مطابقة السعر</h2><p>خلال 120 يوماً من الشراء نعيد لك الفرق إذا وجدت سعراً أقل للعلامة والموديل والحالة نفسها؛ مطالبة واحدة لكل منتج، ولا يشمل العروض الترويجية والتصفية والمنتجات المستعملة.</p><h2>المسؤولية</h2><p>يجب أن يركّب المعدات فنيون مؤهلون وفق تعليمات الشركة المصنعة.</p>',
  },
  'privacy-policy': {
    title: 'سياسة الخصوصية',
    metaDescription: 'ما نجمعه من بيانات، ولماذا، وخياراتك.',
    body: '<h2>ما نجمعه</h2><p>اسمك وبريدك الإلكتروني ورقم هاتفك وعناوينك لتوصيل الطلبات، وسجل التصفح لعرض المنتجات التي شاهدتها مؤخراً.</p><h2>التسويق</h2><p>لا نرسل النشرة البريدية إلا إذا اشتركت فيها، ويمكنك إلغاء الاشتراك في أي وقت.</p><h2>حقوقك</h2><p>اطلب نسخة من بياناتك أو حذفها عبر صفحة اتصل بنا.</p>',
  },
  'return-policy': {
    title: 'سياسة الإرجاع',
    metaDescription: 'الإرجاع خلال 30 يوماً، وكيف تبدأه، ومتى يصل المبلغ المسترد.',
    body: '<h2>الإرجاع خلال 30 يوماً</h2><p>يمكن إرجاع معظم المنتجات خلال 30 يوماً بحالتها وتغليفها الأصليين.</p><h2>طريقة الإرجاع</h2><ol><li>افتح الطلب من صفحة طلباتي.</li><li>اختر إرجاع، ثم حدد المنتج والكمية والسبب.</li><li>أضف صوراً أو مقاطع فيديو وأرسل الطلب.</li></ol><h2>استرداد المبلغ</h2><p>يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال 7 إلى 14 يوماً بعد الفحص.</p>',
  },
  'about-us': {
    title: 'من نحن',
    metaDescription: 'Horeca Store تورّد لقطاع الضيافة.',
    body: '<h2>قصتنا</h2><p>انطلقت Horeca Store من دبي لتمنح الفنادق والمطاعم والمقاهي وجهة واحدة لكل شيء، من أفران الكومبي إلى فناجين القهوة. واليوم نوفر أكثر من 100,000 منتج من أكثر من 200 علامة تجارية.</p>',
  },
  'contact-us': {
    title: 'اتصل بنا',
    metaDescription: 'تواصل مع فريقي المبيعات والدعم.',
    body: '<h2>المبيعات والدعم</h2><p>استخدم المحادثة المباشرة في أي صفحة أو راسلنا عبر نموذج الاستفسار. ويمكن لعملاء الشركات التواصل مع مدير حسابهم مباشرة.</p>',
  },
  'sell-on-horeca': {
    title: 'بِع على Horeca',
    metaDescription: 'كن مورداً لدى Horeca Store وتواصل مع مشتري قطاع الضيافة.',
    body: '<h2>تواصل مع قطاع الضيافة</h2><p>اعرض منتجاتك أمام آلاف الفنادق والمطاعم وشركات التموين في الخليج والولايات المتحدة.</p><h2>كيف يعمل</h2><ol><li>قدّم طلبك مع رخصتك التجارية.</li><li>ارفع كتالوج منتجاتك.</li><li>نتولى نحن المدفوعات والتوصيل.</li></ol>',
  },
};
