// The Arabic catalogue of core's `messages` (issue 23), key for key. Written as a Gulf store
// writes to its shoppers, not word for word: 'د.إ.' prices, 'شامل ضريبة القيمة المضافة',
// 'الدفع عند الاستلام', 'ضمان مطابقة السعر'. Loaded only by Arabic pages and widgets (a lazy
// import), so the English first load does not carry it.
import { arApiErrorMessages } from './api-errors-arabic';
import type { Catalogue } from './catalogue';
import type { accountFormMessages, Messages, newsletterMessages, phoneMessages, registrationMessages } from './messages';
import type { GulfCountryCode, GulfCountryName } from '../phone/gulf-countries';

export const arRegistrationMessages: Catalogue<typeof registrationMessages> = {
  nameRequired: 'الاسم مطلوب',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
  mobileInvalid: 'يرجى إدخال رقم {country} صحيح',
  mobileFallbackName: 'جوال',
};

export const arPhoneMessages: Catalogue<typeof phoneMessages> = {
  invalid: {
    AE: 'أدخل رقم جوال إماراتي صحيح (مثال: 50 123 4567)',
    SA: 'أدخل رقم جوال سعودي صحيح (مثال: 50 123 4567)',
    KW: 'أدخل رقم جوال كويتي صحيح (مثال: 9012 3456)',
    QA: 'أدخل رقم جوال قطري صحيح (مثال: 3012 3456)',
    OM: 'أدخل رقم جوال عُماني صحيح (مثال: 9012 3456)',
    BH: 'أدخل رقم جوال بحريني صحيح (مثال: 3612 3456)',
  },
  searchPlaceholder: 'ابحث باسم الدولة أو المدينة أو الرمز...',
  resultsFound: 'عدد النتائج: {n}',
  noCountries: 'لا توجد دول مطابقة',
  noCountriesHint: 'جرّب البحث باسم الدولة أو المدينة أو رمز الاتصال',
  tooltip: 'لنتواصل معك بخصوص طلبك عند الحاجة',
  formatHint: 'الصيغة: {example}',
};

export const arNewsletterMessages: Catalogue<typeof newsletterMessages> = {
  heading: 'وصول مبكر. توفير أكثر. للمشتركين فقط.',
  emailRequired: 'أدخل بريدك الإلكتروني',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
  join: 'اشترك ووفّر',
  joining: 'جارٍ الاشتراك...',
};

export const arAccountFormMessages: Catalogue<typeof accountFormMessages> = {
  review: {
    productRequired: 'يرجى اختيار المنتج الذي تقيّمه.',
    ratingRequired: 'يرجى اختيار تقييم من 1 إلى 5 نجوم.',
    titleRequired: 'يرجى كتابة عنوان لتقييمك.',
    titleTooLong: 'لا يمكن أن يتجاوز العنوان {max} حرفًا.',
    bodyRequired: 'يرجى كتابة تقييمك.',
    bodyTooShort: 'يرجى كتابة {min} أحرف على الأقل.',
    bodyTooLong: 'لا يمكن أن يتجاوز التقييم {max} حرف.',
  },
  business: {
    typeRequired: 'يرجى اختيار نوع نشاطك التجاري.',
    companyRequired: 'اسم الشركة مطلوب.',
    companyTooLong: 'اسم الشركة طويل جدًا.',
    licenceOrTrn: 'يرجى إدخال رقم الرخصة التجارية أو رقم التسجيل الضريبي.',
    licenceTooLong: 'رقم الرخصة التجارية طويل جدًا.',
    trnDigits: 'يتكون رقم التسجيل الضريبي من 15 رقمًا.',
  },
};

export const arMessages: Catalogue<Messages> = {
  common: {
    somethingWentWrong: arApiErrorMessages.fallback,
    cancel: 'إلغاء',
    errorTitle: 'خطأ',
    fileUnreadable: 'تعذّرت قراءة هذا الملف. يرجى اختياره مرة أخرى.',
  },
  uploads: {
    claimCount: 'يرجى رفع لقطة شاشة واحدة فقط.',
    issueCount: 'يرجى رفع 5 لقطات شاشة كحد أقصى.',
    photoSize: 'حجم الملف {name} كبير. الحد الأقصى 5 ميجابايت.',
    photoCount: 'يرجى رفع 8 صور كحد أقصى.',
    videoSize: 'حجم الملف {name} كبير. الحد الأقصى 50 ميجابايت.',
    videoCount: 'يرجى رفع 3 مقاطع فيديو كحد أقصى.',
    documentType: 'صيغة الملف {name} غير مدعومة. يرجى رفع ملف PDF أو PNG أو JPEG.',
    documentSize: 'حجم الملف {name} كبير. الحد الأقصى 10 ميجابايت.',
    documentCount: 'يرجى رفع ملف واحد في كل مرة.',
    imageTooManyPixels: 'حجم الصورة {name} كبير. يجب ألا يتجاوز عرضها أو ارتفاعها {side} بكسل ولا يتجاوز حجمها {megapixels} ميجابكسل.',
    imageDamaged: 'الملف {name} تالف أو غير مكتمل. يرجى رفع الصورة مرة أخرى.',
  },
  login: {
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordMin: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
    googleFailed: 'تعذّر تسجيل الدخول عبر Google. يرجى المحاولة مرة أخرى.',
    appleFailed: 'تعذّر تسجيل الدخول عبر Apple. يرجى المحاولة مرة أخرى.',
    appleNotConfigured: 'تسجيل الدخول عبر Apple غير متاح على هذا الموقع.',
    signUpLink: 'سجّل الآن وانضم إلينا!',
  },
  registration: arRegistrationMessages,
  phone: arPhoneMessages,
  guestAddress: {
    addressRequired: 'العنوان مطلوب',
    countryRequired: 'الدولة مطلوبة',
    stateRequired: 'الإمارة / المنطقة مطلوبة',
    cityRequired: 'المدينة مطلوبة',
    zipRequired: 'الرمز البريدي مطلوب',
  },
  guestCheckout: {
    continueAsGuestTitle: 'المتابعة كزائر',
    continueAsGuestButton: 'المتابعة كزائر',
    contactHeading: 'أدخل بيانات التواصل للتوصيل',
    mobileHint: 'سنستخدم هذا الرقم للتواصل معك بخصوص طلبك.',
    saveAndNext: 'حفظ ومتابعة',
    validating: 'جارٍ التحقق...',
    alreadyRegistered: 'لديك حساب مسجّل لدينا. يرجى تسجيل الدخول للمتابعة.',
  },
  newsletter: arNewsletterMessages,
  issueReport: {
    bannerButton: 'أبلغ عن خلل',
    title: 'إرسال بلاغ عن مشكلة',
    required: 'البريد الإلكتروني والوصف مطلوبان.',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
    descriptionMin: 'يجب ألا يقل الوصف عن 10 أحرف.',
    descriptionMax: 'يجب ألا يزيد الوصف على 250 حرفًا.',
    fileType: 'الملف {name} غير مدعوم. يرجى رفع ملفات PNG أو JPEG أو GIF فقط.',
    fileSize: 'الملف {name} كبير جدًا. الحد الأقصى 5 ميجابايت.',
    success:
      'شكرًا لمساعدتك في تحسين المتجر! استلمنا بلاغك وفريقنا يعمل عليه الآن. ملاحظاتك تجعل تجربة الجميع أفضل، ونقدّر وقتك كثيرًا.',
    failure:
      'عذرًا، حدث خطأ ولم نتمكن من إرسال بلاغك هذه المرة. يرجى المحاولة مرة أخرى، أو راسلنا مباشرة على {email} حتى لا تفوتنا ملاحظاتك.',
  },
  inquiry: {
    nameRequired: 'الاسم مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
    subjectInvalid: 'يرجى اختيار الموضوع.',
    messageRequired: 'الرسالة مطلوبة',
    subjects: {
      quotation: 'طلب عرض سعر',
      technicalSupport: 'الدعم الفني',
      feedback: 'ملاحظات واقتراحات',
    },
  },
  returns: {
    heading: 'إرجاع الطلب',
    breadcrumb: 'حسابي > الملف الشخصي > الإرجاع / الاسترداد',
    productOrReasonRequired: 'يرجى اختيار المنتج أو سبب الإرجاع.',
    quantityMin: 'يجب ألا تقل الكمية عن 1.',
    quantityMax: 'يمكنك إرجاع {max} قطعة كحد أقصى من هذا المنتج.',
    orderRequired: 'لم نعثر على هذا الطلب.',
    photoType: 'الملف {name} ليس صورة.',
    videoType: 'الملف {name} ليس فيديو.',
    reasons: {
      notCompatible: 'غير متوافق مع المعدات الموجودة',
      changedMind: 'غيّرت رأيي أو لم يلبِّ توقعاتي',
      damaged: 'تالف أو به عيب',
      doesNotFit: 'المقاس غير مناسب',
      differentFromDescription: 'مختلف عن الوصف أو الصور',
    },
  },
  claim: {
    openButton: 'اطلب مطابقة السعر',
    title: 'اطلب مطابقة السعر',
    shopWithConfidence: 'تسوّق بثقة',
    submit: 'إرسال الطلب',
    submitting: 'جارٍ الإرسال...',
    cancel: 'إلغاء',
    steps: {
      claimType: 'نوع الطلب',
      customer: 'بيانات العميل',
      product: 'بيانات المنتج',
      competitor: 'بيانات المنافس',
      shipping: 'بيانات الشحن',
      confirmation: 'التأكيد',
    },
    types: { pre: 'قبل الشراء', post: 'بعد الشراء' },
    typeRequired: 'يرجى اختيار نوع الطلب.',
    emailRequired: 'البريد الإلكتروني مطلوب.',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
    fullNameRequired: 'الاسم الكامل مطلوب.',
    fullNameMin: 'يجب ألا يقل الاسم الكامل عن حرفين.',
    productUrlRequired: 'رابط المنتج مطلوب.',
    urlInvalid: 'يرجى إدخال رابط صحيح.',
    competitorUrlRequired: 'رابط المنتج لدى المنافس مطلوب.',
    competitorPriceRequired: 'سعر المنافس مطلوب.',
    pricePositive: 'يجب أن يكون السعر رقمًا أكبر من صفر.',
    quantityPositive: 'يجب أن تكون الكمية رقمًا أكبر من صفر.',
    orderNumberRequired: 'رقم الطلب مطلوب.',
    orderDateInvalid: 'يرجى إدخال تاريخ الطلب بالصيغة YYYY-MM-DD.',
    productSelectionRequired: 'يرجى اختيار منتج من طلبك.',
    productAmountPositive: 'مبلغ المنتج مطلوب ويجب أن يكون أكبر من صفر.',
    addressRequired: 'العنوان مطلوب.',
    countryRequired: 'الدولة مطلوبة.',
    cityRequired: 'المدينة مطلوبة.',
    phoneInvalid: 'يرجى إدخال رقم هاتف صحيح من 10 أرقام.',
    shippingFeesInvalid: 'يجب أن تكون رسوم الشحن رقمًا صحيحًا (0 أو أكثر).',
    screenshotRequired: 'يرجى رفع لقطة شاشة واحدة على الأقل لعرض المنافس.',
    postalCodeInvalid: 'يرجى إدخال رمز بريدي صحيح (مثال: 12345 أو 12345-6789).',
    accuracyRequired: 'يجب أن تؤكد صحة المعلومات.',
    termsRequired: 'يجب الموافقة على الشروط والأحكام.',
    accuracyLabel: 'أؤكد أن المعلومات صحيحة وأن عرض المنافس متوفر في المخزون ومتاح للجميع.',
    termsLabel: 'أوافق على الشروط والأحكام وسياسة الخصوصية.',
    fileType: 'الملف {name} غير مدعوم. يرجى رفع ملفات JPG أو PNG أو WEBP فقط.',
    fileSize: 'الملف {name} كبير جدًا. الحد الأقصى 2 ميجابايت.',
    errors: {
      timeout: arApiErrorMessages.timeout,
      checkForm: 'يرجى مراجعة بيانات النموذج والمحاولة مرة أخرى.',
      server: arApiErrorMessages.server,
      failed: 'تعذّر الإرسال. يرجى المحاولة مرة أخرى.',
    },
  },
  cart: {
    productRequired: 'يرجى اختيار منتج.',
    quantityRange: 'يجب أن تكون الكمية عددًا صحيحًا من 1 إلى {max}.',
  },
  toast: {
    addedToCart: 'تمت إضافة {product name} إلى سلتك',
    addedToCartNarrow: 'تمت إضافة المنتج إلى السلة',
    headerAdded: 'تمت إضافة {n} إلى السلة بنجاح',
    cartCardAddedNarrow: 'تمت إضافة المنتج إلى السلة.',
    cartCardAddedWide: 'تمت إضافة المنتج إلى سلتك.',
    addToCartFailed: 'حدث خطأ ما.',
    addedToWishlist: 'تمت إضافة {product name} إلى المفضلة',
    removedFromWishlist: 'تمت إزالة {product name} من المفضلة',
    removedFromSaved: 'تمت إزالة {product name} من المحفوظات.',
    removedFromCart: 'تمت إزالة {product name} من سلتك.',
  },
  search: {
    productsSuggestions: 'منتجات مقترحة',
    categories: 'الفئات',
    brands: 'العلامات التجارية',
    trending: 'المنتجات الأكثر طلبًا',
    noProducts: 'لا توجد منتجات',
    noCategories: 'لا توجد فئات',
    noBrands: 'لا توجد علامات تجارية',
    noTrending: 'لا توجد منتجات',
    popularSuggestions: 'عمليات بحث شائعة',
    noSuggestions: 'لا توجد اقتراحات.',
  },
  header: {
    trackOrder: 'تتبّع طلبك',
    policies: 'السياسات',
    chooseLocation: 'اختر موقع التوصيل',
    signInForLocation: 'سجّل الدخول لتحديث موقعك',
    reorder: 'أعد الطلب بضغطة واحدة',
    viewAllReorders: 'عرض الكل وإدارته',
    signOut: 'تسجيل الخروج',
    ourStory: 'قصتنا',
    blogs: 'المدونة',
    contactUs: 'تواصل معنا',
    back: 'رجوع',
  },
  account: {
    myProfile: 'ملفي الشخصي',
    myOrders: 'طلباتي',
    myQuotes: 'عروض الأسعار',
    browsingHistory: 'سجل التصفح',
    savedItems: 'المحفوظات (المفضلة)',
    paymentsInvoices: 'المدفوعات والفواتير',
    addresses: 'العناوين',
    documents: 'المستندات والامتثال',
    security: 'أمان الحساب',
    help: 'المساعدة والدعم',
  },
  productPage: {
    tabs: ['المعلومات الفنية', 'المزايا والخصائص', 'وصف المنتج', 'الأسئلة الشائعة', 'تقييمات العملاء'],
    keyTabs: ['المواصفات الرئيسية', 'أبرز المزايا', 'نظرة عامة على المنتج', 'تقييمات العملاء'],
  },
  card: {
    addToCart: 'أضف إلى السلة',
    removeFromSaved: 'إزالة من المحفوظات',
    was: 'كان',
    perUnit: 'لكل {unit}',
    perUnitPrice: '{price} لكل {unit}',
    units: { Each: 'قطعة', Pack: 'عبوة' },
    flashOffers: 'عروض التخفيضات الخاطفة',
    recentlyBrowsed: 'تصفّحته سابقًا، وحفظناه لك لتصل إليه بسهولة',
  },
  promo: {
    freeDelivery: 'توصيل مجاني',
    shippingFaster: 'شحن أسرع الآن',
    firstOrderDiscount: 'خصم 15% على طلبك الأول',
    sellingOutFast: 'الكمية تنفد بسرعة',
    recentSales: 'بيعت +5300 قطعة مؤخرًا',
  },
  overlays: {
    usModalTitle: 'الانتقال إلى الموقع الأمريكي؟',
    maintenanceTitle: 'سنعود قريبًا!',
    maintenanceStages: { started: 'بدأت', inProgress: 'قيد التنفيذ', expected: 'الانتهاء المتوقع' },
  },
  errors: {
    fallback: arApiErrorMessages.fallback,
    chunkLoadFailed: 'تعذّر تحميل الجزء {n}',
  },
  text: {
    nameTooLong: 'يمكن أن يتكون الاسم من {max} حرفًا كحد أقصى.',
    nameCharacters: 'يرجى كتابة الاسم في سطر واحد دون رموز تحكم غير مرئية.',
    singleLine: 'يرجى الكتابة في سطر واحد دون رموز تحكم غير مرئية.',
    multiLine: 'يرجى إزالة رموز التحكم غير المرئية من النص.',
  },
};

/** The six Gulf countries in Arabic for the phone input: the name shown and the words searched. */
export const arGulfCountries: Record<GulfCountryCode, { name: string; keywords: readonly string[] }> = {
  AE: { name: 'الإمارات', keywords: ['الإمارات العربية المتحدة', 'دبي', 'أبوظبي', 'الشارقة', 'عجمان', 'رأس الخيمة', 'الفجيرة', 'أم القيوين', 'العين'] },
  SA: { name: 'السعودية', keywords: ['المملكة العربية السعودية', 'الرياض', 'جدة', 'مكة', 'المدينة المنورة', 'الدمام', 'الخبر'] },
  KW: { name: 'الكويت', keywords: ['مدينة الكويت', 'حولي', 'السالمية', 'الفروانية', 'الأحمدي', 'الجهراء'] },
  QA: { name: 'قطر', keywords: ['الدوحة', 'الريان', 'الوكرة', 'لوسيل', 'الخور'] },
  OM: { name: 'عُمان', keywords: ['سلطنة عمان', 'مسقط', 'صلالة', 'صحار', 'نزوى', 'صور'] },
  BH: { name: 'البحرين', keywords: ['المنامة', 'المحرق', 'الرفاع', 'مدينة حمد', 'مدينة عيسى'] },
};

/**
 * The words core's messages carry as values, in Arabic: 'Please enter a valid UAE number' reads
 * 'يرجى إدخال رقم الإمارات صحيح', not '... رقم UAE ...' (core's messages by key, messages/say.ts sayFrom). Keyed by the
 * English as literal types, not an import: a value imported here would be pulled into the
 * Arabic chunk and every page would load it; a Gulf country missing here does not compile.
 */
export const arMessageWords: Readonly<Record<GulfCountryName | (typeof registrationMessages)['mobileFallbackName'], string>> = {
  UAE: arGulfCountries.AE.name,
  'Saudi Arabia': arGulfCountries.SA.name,
  Kuwait: arGulfCountries.KW.name,
  Qatar: arGulfCountries.QA.name,
  Oman: arGulfCountries.OM.name,
  Bahrain: arGulfCountries.BH.name,
  mobile: arRegistrationMessages.mobileFallbackName,
};
