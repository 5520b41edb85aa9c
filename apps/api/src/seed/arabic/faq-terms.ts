import { DELIVERY_ESTIMATES, REFUND_BUSINESS_DAYS } from '@horeca/core/constants';

/**
 * The ae storefront's FAQ in Arabic (issue 23; Arabic is the ae storefront's second language,
 * the us storefront stays English), keyed by the English question of tables/faq.ts. The
 * answers say what the English ones say for the UAE, links and markup included.
 */
export const FAQ_AR: Record<string, { question: string; answer: string }> = {
  'What is Horeca Store?': {
    question: 'ما هو Horeca Store؟',
    answer: 'Horeca Store متجر إلكتروني للجملة والتجزئة يخدم الفنادق والمطاعم والمقاهي وشركات التموين والمخابز والمطابخ السحابية والطهاة في المنازل: أكثر من 100,000 منتج للإمارات ودول الخليج، يثق بنا أكثر من 5,000 عميل من الشركات، وتدعمنا شبكة تضم أكثر من 25,000 مورد وشريك.',
  },
  'Do you work with businesses?': {
    question: 'هل تتعاملون مع الشركات؟',
    answer: 'نعم. تحصل حسابات الشركات على <strong>مدير حساب مخصص للشركات</strong>، وأوامر الشراء، وعروض أسعار مخصصة للطلبات بالجملة.',
  },
  'What payment options do approved corporate accounts have?': {
    question: 'ما خيارات الدفع المتاحة لحسابات الشركات المعتمدة؟',
    answer: 'يمكن لحسابات الشركات المعتمدة الدفع بأمر شراء أو تحويل بنكي أو شيك أو بالآجل.',
  },
  'What is the Price Match Guarantee?': {
    question: 'ما هو ضمان مطابقة السعر؟',
    answer: 'إذا وجدت المنتج نفسه بسعر أقل لدى متجر آخر خلال 120 يوماً من شرائك، نعيد لك الفرق نقداً إلى وسيلة الدفع الأصلية، وليس رصيداً في المتجر. تُسترد المطالبات المعتمدة خلال 7 إلى 14 يوماً. راجع <a href="/price-match">مطابقة السعر</a>.',
  },
  'What is the 90-Day Price Guarantee?': {
    question: 'ما هو ضمان السعر لمدة 90 يوماً؟',
    answer: 'إذا خفّضنا سعر منتج لدينا خلال 90 يوماً من شرائك، نعيد لك الفرق مضافاً إليه 5% منه. وهذا منفصل عن ضمان مطابقة السعر الذي يشمل الأسعار الأقل لدى المتاجر الأخرى.',
  },
  'Can I check out as a guest?': {
    question: 'هل يمكنني إتمام الطلب كزائر؟',
    answer: 'نعم، يمكنك إتمام الطلب كزائر. ويضيف لك الحساب تتبع الطلبات والإرجاع وقائمة الأمنيات وتنزيل الفواتير.',
  },
  'How do I request a quote for a bulk order?': {
    question: 'كيف أطلب عرض سعر لطلب بالجملة؟',
    answer: 'يمكن لمشتري الجملة طلب عرض سعر مخصص من <a href="/customized-quatation">اطلب عرض سعر</a> أو من سلة التسوق؛ ويمكن تحديث عرض السعر وتنزيله من صفحة عروض الأسعار.',
  },
  'Where can I see my orders?': {
    question: 'أين أجد طلباتي؟',
    answer: 'سجّل الدخول وافتح <a href="/my-order">طلباتي</a> في لوحة حسابك لتتبع الطلب أو إلغائه أو إرجاعه.',
  },
  'Can I cancel or change my order?': {
    question: 'هل يمكنني إلغاء طلبي أو تعديله؟',
    answer: 'يمكن إلغاء الطلب أو تعديله إلى أن يؤكده فريق التنفيذ. وبعد بدء التجهيز لا يمكن إلغاؤه، لكن يمكنك إرجاعه بعد التوصيل.',
  },
  'What if an item goes out of stock after I order?': {
    question: 'ماذا لو نفد منتج من المخزون بعد طلبي؟',
    answer: 'نبلغك، ولك الخيار: انتظار توفره من جديد، أو أخذ منتج بديل، أو استرداد المبلغ كاملاً.',
  },
  'Can I save products for later?': {
    question: 'هل يمكنني حفظ المنتجات لوقت لاحق؟',
    answer: 'نعم. أضفها إلى <a href="/registration/wishlist">قائمة الأمنيات</a> أو استخدم خيار الحفظ لوقت لاحق في سلة التسوق.',
  },
  'Where do you deliver?': {
    question: 'إلى أين توصلون؟',
    answer: 'نوصل إلى جميع أنحاء الإمارات والسعودية والكويت وقطر وعُمان والبحرين.',
  },
  'How long does delivery take?': {
    question: 'كم يستغرق التوصيل؟',
    answer: `يستغرق التوصيل من ${DELIVERY_ESTIMATES.uae.minDays} إلى ${DELIVERY_ESTIMATES.uae.maxDays} أيام عمل داخل الإمارات، ومن ${DELIVERY_ESTIMATES.gcc.minDays} إلى ${DELIVERY_ESTIMATES.gcc.maxDays} أيام إلى باقي دول مجلس التعاون الخليجي.`,
  },
  'Do you install equipment?': {
    question: 'هل تقومون بتركيب المعدات؟',
    answer: 'التركيب مجاني لمعدات مختارة؛ وتوضح صفحة المنتج متى ينطبق ذلك.',
  },
  'How do I track my order?': {
    question: 'كيف أتتبع طلبي؟',
    answer: 'استخدم <a href="/TrackYourOrder">تتبع طلبك</a> برقم الطلب وبريدك الإلكتروني، أو افتح صفحة طلباتي.',
  },
  'Which payment methods do you accept?': {
    question: 'ما طرق الدفع التي تقبلونها؟',
    answer: 'البطاقات الائتمانية وبطاقات الخصم، وتابي وتمارا (التقسيط على 4 دفعات)، والدفع عند الاستلام لطلبات مختارة، والتحويل البنكي، والشيكات (داخل الإمارات فقط)، وأوامر الشراء لحسابات الشركات.',
  },
  'Can I split my payment?': {
    question: 'هل يمكنني تقسيط المبلغ؟',
    answer: 'نعم. تقسّم تابي وتمارا مشترياتك على 4 دفعات.',
  },
  'Do prices include VAT?': {
    question: 'هل الأسعار شاملة ضريبة القيمة المضافة؟',
    answer: 'الأسعار معروضة بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5%.',
  },
  'Can I change my payment method?': {
    question: 'هل يمكنني تغيير طريقة الدفع؟',
    answer: 'يمكنك تغييرها ما دام الطلب غير مدفوع. وبعد الدفع بالبطاقة أو عبر تابي لا يمكن تغييرها.',
  },
  'My payment failed but money was taken. What now?': {
    question: 'فشلت عملية الدفع لكن المبلغ خُصم. ماذا أفعل؟',
    answer: 'تعكس البنوك عادةً المبالغ المخصومة في العمليات الفاشلة خلال بضعة أيام عمل. وإذا لم يُعَد المبلغ، تواصل مع الدعم وسنتابع الأمر مع مزود الدفع.',
  },
  'What is your return policy?': {
    question: 'ما سياسة الإرجاع لديكم؟',
    answer: 'تختلف مدة الإرجاع حسب المنتج: 7 أو 14 أو 21 أو 30 أو 60 أو 90 يوماً، كما هو موضح في صفحة المنتج. راجع <a href="/pages/return-policy">سياسة الإرجاع</a>.',
  },
  'How do I return an item?': {
    question: 'كيف أرجع منتجاً؟',
    answer: 'افتح الطلب من صفحة طلباتي، واختر إرجاع، وحدد المنتج والكمية والسبب، وأضف صوراً إذا لزم الأمر ثم أرسل الطلب.',
  },
  'My order arrived damaged. What should I do?': {
    question: 'وصل طلبي تالفاً. ماذا أفعل؟',
    answer: 'أبلغ عن التلف خلال 3 أيام من التوصيل مع صور، من صفحة طلباتي أو عبر المحادثة المباشرة.',
  },
  'When will I get my refund?': {
    question: 'متى أسترد المبلغ؟',
    answer: `يستغرق وصول المبلغ المسترد إلى وسيلة الدفع الأصلية من ${REFUND_BUSINESS_DAYS.min} إلى ${REFUND_BUSINESS_DAYS.max} أيام عمل، وكذلك استرداد قيمة المنتجات الناقصة.`,
  },
  'How can I contact you?': {
    question: 'كيف أتواصل معكم؟',
    answer: 'استخدم المحادثة المباشرة في أي صفحة، أو صفحة <a href="/pages/contact-us">اتصل بنا</a>.',
  },
  'I found a problem on the site.': {
    question: 'وجدت مشكلة في الموقع.',
    answer: 'استخدم <em>الإبلاغ عن خلل</em> في شريط النسخة التجريبية؛ نقرأ كل بلاغ.',
  },
};
