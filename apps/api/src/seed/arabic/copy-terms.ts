/**
 * The sentences of product pages in Arabic (issue 23): specification labels, warranties,
 * countries of origin, the key benefits of each department (products.ts BENEFITS, same
 * order) and the product FAQ, keyed by their English text so a missing one is a test failure
 * rather than an English line on an Arabic page.
 */
export const SPEC_LABELS_AR: Record<string, string> = {
  Brand: 'العلامة التجارية',
  'Model Number': 'رقم الموديل',
  'Size / Capacity': 'المقاس / السعة',
  Type: 'النوع',
  Configuration: 'التكوين',
  Warranty: 'الضمان',
  'Country of Origin': 'بلد المنشأ',
};

export const WARRANTIES_AR: Record<string, string> = {
  '1 Year Parts and Labor': 'سنة واحدة على القطع والتركيب',
  '2 Years Parts, 1 Year Labor': 'سنتان على القطع وسنة على التركيب',
  '6 Months': '6 أشهر',
  '3 Years Compressor': '3 سنوات على الضاغط',
  'Manufacturer Warranty': 'ضمان الشركة المصنعة',
};

export const COUNTRIES_AR: Record<string, string> = {
  'United States': 'الولايات المتحدة',
  Germany: 'ألمانيا',
  Italy: 'إيطاليا',
  'United Kingdom': 'المملكة المتحدة',
  France: 'فرنسا',
  Japan: 'اليابان',
  'United Arab Emirates': 'الإمارات العربية المتحدة',
  Turkey: 'تركيا',
  Spain: 'إسبانيا',
  Denmark: 'الدنمارك',
  Sweden: 'السويد',
  Switzerland: 'سويسرا',
  Netherlands: 'هولندا',
  'South Korea': 'كوريا الجنوبية',
  'New Zealand': 'نيوزيلندا',
  Canada: 'كندا',
  'Saudi Arabia': 'المملكة العربية السعودية',
  Finland: 'فنلندا',
};

export const BENEFITS_AR: Record<string, string> = {
  'Built for continuous commercial service': 'مصمم للخدمة التجارية المتواصلة',
  'Stainless steel construction wipes clean fast': 'هيكل من الستانلس ستيل سهل وسريع التنظيف',
  'Precise temperature control for consistent results': 'تحكم دقيق في الحرارة لنتائج ثابتة',
  'Energy-efficient design lowers running costs': 'تصميم موفر للطاقة يخفض تكاليف التشغيل',
  'Easy access for cleaning and maintenance': 'وصول سهل للتنظيف والصيانة',
  'Holds safe food temperatures during peak service': 'يحافظ على درجات حرارة آمنة للطعام في أوقات الذروة',
  'High-density insulation keeps energy use low': 'عزل عالي الكثافة يقلل استهلاك الطاقة',
  'Self-closing doors with stay-open feature': 'أبواب ذاتية الإغلاق مع خاصية البقاء مفتوحة',
  'Digital controller with temperature alarm': 'وحدة تحكم رقمية مع إنذار لدرجة الحرارة',
  'Eco-friendly hydrocarbon refrigerant': 'غاز تبريد هيدروكربوني صديق للبيئة',
  'Chip-resistant edge for busy service': 'حافة مقاومة للتشقق تتحمل ضغط الخدمة',
  'Dishwasher and commercial warewasher safe': 'آمن في غسالات الصحون المنزلية والتجارية',
  'Stackable to save storage space': 'قابل للتكديس لتوفير مساحة التخزين',
  'Timeless design that suits any menu': 'تصميم كلاسيكي يناسب أي قائمة طعام',
  'Consistent sizing for easy replacement': 'مقاسات ثابتة تسهل الاستبدال',
  'NSF-listed materials for food safety': 'مواد معتمدة من NSF لسلامة الغذاء',
  'Comfortable grip for long shifts': 'قبضة مريحة لنوبات العمل الطويلة',
  'Durable enough for daily commercial use': 'متين بما يكفي للاستخدام التجاري اليومي',
  'Color options support HACCP programs': 'خيارات ألوان تدعم أنظمة الهاسب HACCP',
  'Easy to clean and store': 'سهل التنظيف والتخزين',
  'Fast, streak-free results': 'نتائج سريعة بدون آثار',
  'Suitable for hotels, restaurants and offices': 'مناسب للفنادق والمطاعم والمكاتب',
  'Concentrated formula lowers cost per use': 'تركيبة مركزة تخفض تكلفة الاستخدام',
  'Ergonomic design reduces fatigue': 'تصميم مريح يقلل الإجهاد',
  'Meets hygiene standards for food areas': 'يلبي معايير النظافة لمناطق الأغذية',
  'Commercial-grade frame for heavy daily use': 'هيكل بمواصفات تجارية للاستخدام اليومي المكثف',
  'Easy-care finish resists stains': 'تشطيب سهل العناية ومقاوم للبقع',
  'Designed for hotels, restaurants and lounges': 'مصمم للفنادق والمطاعم والصالات',
  'Ships ready to assemble': 'يُشحن جاهزاً للتركيب',
  'Matching pieces available across the range': 'قطع متناسقة متوفرة ضمن المجموعة',
  'Consistent quality batch after batch': 'جودة ثابتة في كل دفعة',
  'Catering pack sizes reduce waste': 'أحجام عبوات التموين تقلل الهدر',
  'Long shelf life for easy stock rotation': 'صلاحية طويلة تسهل تدوير المخزون',
  'Halal certified where applicable': 'حاصل على شهادة الحلال حيثما ينطبق',
  'Trusted by professional kitchens': 'موثوق في المطابخ الاحترافية',
  'Hotel-grade durability through hundreds of washes': 'متانة فندقية تصمد لمئات الغسلات',
  'Guest-pleasing comfort and finish': 'راحة وتشطيب يرضيان الضيوف',
  'Consistent sizing across the range': 'مقاسات موحدة في كامل المجموعة',
  'Bulk packs for housekeeping efficiency': 'عبوات بالجملة لكفاءة التدبير الفندقي',
  'Coordinates with our full guest room collection': 'يتناسق مع مجموعتنا الكاملة لغرف الضيوف',
};

/** The product FAQ (products.ts) in Arabic: {noun}, {brand}, {warranty} and {quantity} are filled in. */
export const PRODUCT_FAQ_AR = {
  warrantyQuestion: 'ما الضمان المقدم على {noun}؟',
  warrantyAnswer: 'يأتي هذا المنتج من {brand} مع ضمان {warranty}.',
  bulkQuestion: 'هل يمكنني الطلب بالجملة؟',
  bulkAnswer: 'نعم. يمكن تقديم طلبات {quantity} قطعة أو أكثر من خلال عرض سعر مخصص.',
};

/** Descriptions: a product's (products.ts), a category's and a brand's (catalogue-tree.ts). */
export const DESCRIPTIONS_AR = {
  product: '{name}: من فئة {category}، للاستخدام الاحترافي في قطاع {department}. {benefit}.',
  category: 'تسوّق {name} للفنادق والمطاعم والمقاهي وشركات التموين.',
  brand: 'تورد {brand} معدات ومستلزمات احترافية لقطاع الضيافة.',
};
