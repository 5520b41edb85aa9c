// The API's words in Arabic (issues 23, 27), entry for entry with en.ts: written as a Gulf store
// writes to its shoppers, not word for word. A '{name}' is carried over as it is. Prices
// through core's ar-AE format ('1,234.50 د.إ.'), dates in the Gregorian calendar, order and
// request numbers as they are; the brand's name stays in Latin letters, as the brand writes it.
// The PDFs as UAE invoices write them: 'فاتورة ضريبية' and the 'رقم التسجيل الضريبي' the Federal
// Tax Authority asks for. A staff's reason for a rejected return goes in as staff wrote it.
import { REFUND_BUSINESS_DAYS } from '@horeca/core/constants';
import { formatArabicDate } from '@horeca/core/locale';
import { formatMoneyIn } from '@horeca/core/money';
import { type DeliveryEstimate } from '@horeca/core/product';
import { listed, listedWithTotals } from '../mail/mail-text';
import type { PaymentMethod, PaymentStatus } from '../db/schema/commerce';
import type { ApiWords } from './en';

const PAYMENT_METHODS_AR: Record<PaymentMethod, string> = {
  cash_on_delivery: 'الدفع عند الاستلام',
  bank_transfer: 'تحويل بنكي',
  purchase_order: 'أمر شراء',
  card: 'بطاقة',
};
const PAYMENT_STATUSES_AR: Record<PaymentStatus, string> = {
  unpaid: 'لم يُدفع بعد',
  pending: 'بانتظار الدفع',
  paid: 'مدفوع',
  failed: 'فشل الدفع',
  cancelled: 'ملغى',
  refunded: 'مسترد',
};

/** 'من 2 إلى 3 أيام عمل' (UAE working days, US business days) or 'من 7 إلى 10 أيام' (GCC). */
const deliveryDays = ({ min_days, max_days, days }: DeliveryEstimate) => `من ${min_days} إلى ${max_days} ${days === 'calendar' ? 'أيام' : 'أيام عمل'}`;

const FOLLOW_RETURN = 'يمكنك متابعته من قسم "طلباتي"، تبويب "المرتجعات"، في حسابك.';

export const arWords: ApiWords = {
  messages: {
    // --- the HTTP layer: errors every route can give ---
    notFound: 'الصفحة أو العنصر المطلوب غير موجود.',
    unauthenticated: 'يرجى تسجيل الدخول للمتابعة.',
    invalidData: 'البيانات المُدخلة غير صحيحة.',
    requestFailed: 'تعذّر تنفيذ الطلب.',
    malformedJsonBody: 'صيغة البيانات المرسلة غير صحيحة.',
    jsonTooDeep: 'البيانات المرسلة متداخلة بعمق كبير. الحد الأقصى {levels} مستوى.',
    fieldText: 'يجب أن يكون هذا الحقل نصًا.',
    fieldNumber: 'يجب أن يكون هذا الحقل رقمًا.',
    fieldTrueFalse: 'يجب أن تكون قيمة هذا الحقل صحيحًا أو خطأ.',
    fieldDate: 'يجب أن يكون هذا الحقل تاريخًا.',
    fieldList: 'يجب أن يكون هذا الحقل قائمة.',
    fieldObject: 'يجب أن يكون هذا الحقل كائنًا.',
    // --- checkout: open unpaid orders are capped (issue 28) ---
    unpaidOrdersCap: 'لديك بالفعل {orders} طلبات غير مدفوعة. يرجى دفع أحدها أو إلغاؤه قبل تقديم طلب جديد.',
    unpaidUnitsCap: 'لا يمكن أن تتجاوز طلباتك غير المدفوعة {units} وحدة مجتمعة. يرجى دفع طلب غير مدفوع أو إلغاؤه، أو طلب كمية أقل.',
    unpaidOrdersNetworkCap: 'تم تقديم عدد كبير من الطلبات غير المدفوعة من شبكتك. يرجى دفع طلب غير مدفوع أو إلغاؤه قبل تقديم طلب جديد.',
    methodNotAllowed: 'هذا الإجراء غير مسموح هنا.',
    requestBodyTooLarge: 'حجم الطلب كبير جدًا. الحد الأقصى {kb} كيلوبايت.',
    guestScopeRefused: 'يرجى تسجيل الدخول إلى حسابك للمتابعة. الشراء كضيف يتيح لك إتمام طلبك ومتابعته فقط.',
    tooManyAttempts: 'محاولات كثيرة. يرجى المحاولة مرة أخرى لاحقًا.',
    idempotencyKeyReused: 'مفتاح Idempotency-Key مستخدم من قبل مع طلب مختلف.',
    idempotencyKeyInvalid: 'يجب أن يتكون مفتاح Idempotency-Key من 1 إلى 200 حرف ظاهر.',
    requestInProgress: 'جارٍ تنفيذ طلبك. يرجى المحاولة مرة أخرى بعد قليل.',

    // --- yup's own texts, for a rule whose schema names no message: the field's name stays ---
    yupRequired: '{path}: هذا الحقل مطلوب',
    yupMaxCharacters: '{path}: يجب ألا يزيد عن {max} حرفًا',
    yupMinCharacters: '{path}: يجب ألا يقل عن {min} أحرف',
    yupMax: '{path}: يجب ألا يزيد عن {max}',
    yupMin: '{path}: يجب ألا يقل عن {min}',
    yupPositive: '{path}: يجب أن يكون رقمًا موجبًا',
    yupInteger: '{path}: يجب أن يكون عددًا صحيحًا',
    yupEmail: '{path}: يرجى إدخال بريد إلكتروني صحيح',
    yupOneOf: '{path}: يجب أن تكون القيمة إحدى القيم التالية: {values}',
    yupMaxItems: '{path}: يجب ألا يزيد عدد العناصر عن {max}',
    yupMinItems: '{path}: يجب ألا يقل عدد العناصر عن {min}',
    yupInvalid: '{path}: القيمة غير صحيحة',

    // --- accounts ---
    profileUpdated: 'تم تحديث ملفك الشخصي.',
    documentSaved: 'تم حفظ المستند.',
    documentNotFound: 'المستند غير موجود.',
    chooseDocumentType: 'يرجى اختيار نوع المستند.',
    giveDocumentTitle: 'يرجى إدخال عنوان للمستند.',
    chooseFile: 'يرجى اختيار ملف.',
    businessAccountApply: 'للتحويل إلى حساب أعمال، قدّم طلبًا بذلك: يعتمد فريقنا حسابات الأعمال بعد المراجعة.',
    addressNotFound: 'العنوان غير موجود.',
    businessRequestPending: 'شكرًا لك. طلبك لفتح حساب أعمال قيد المراجعة.',
    businessAccountApproved: 'حساب الأعمال الخاص بك معتمد بالفعل.',
    wishlistFull: 'قائمة المفضلة ممتلئة ({cap} منتج). يرجى حذف منتج قبل إضافة منتج آخر.',
    savedItemsFull: 'لديك {cap} منتجًا محفوظًا، وهو الحد الأقصى. يرجى حذف منتج قبل حفظ منتج آخر.',
    documentsFull: 'يمكنك الاحتفاظ بـ {cap} مستندات كحد أقصى. يرجى حذف مستند قبل رفع مستند آخر.',
    quotationRequestsFull: 'لديك {cap} طلبات عروض أسعار بانتظار الرد. يرجى انتظار الرد على أحدها أو حذف طلب قبل إرسال طلب جديد.',

    // --- sign-in, registration and passwords ---
    loginFailed: 'تعذّر تسجيل الدخول. البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    loginSuccessful: 'تم تسجيل الدخول بنجاح.',
    registrationSuccessful: 'تم إنشاء حسابك بنجاح.',
    contactSaved: 'تم حفظ بيانات التواصل. يمكنك متابعة إتمام الطلب.',
    loggedOut: 'تم تسجيل خروجك.',
    passwordResetSent: 'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
    passwordResetLinkInvalid: 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
    passwordChanged: 'تم تغيير كلمة المرور.',
    currentPasswordIncorrect: 'كلمة المرور الحالية غير صحيحة.',
    noPasswordYet: 'لم تُعيَّن كلمة مرور لحسابك بعد. استخدم "نسيت كلمة المرور" لتصلك رسالة برابط لاختيار كلمة مرور.',

    // --- cart, wishlist and saved items ---
    cartUpdatedShort: 'تم تحديث السلة.',
    cartUpdated: 'تم تحديث سلتك.',
    cartItemRemoved: 'تمت إزالة المنتج من سلتك.',
    notInCart: 'هذا المنتج غير موجود في سلتك.',
    tooManyProductsAtOnce: 'يمكن إضافة {max} منتج كحد أقصى في المرة الواحدة.',
    // --- a partner page's cart handed to the store (cart/handoff-*.ts) ---
    cartHandoffUnknown: 'لم نعثر على هذه السلة المُحوّلة.',
    handoffIdInvalid: 'يجب أن يتكون رقم التحويل من 16 إلى 64 حرفًا أو رقمًا أو - أو _.',
    nameProductsToAdd: 'يرجى تحديد المنتجات المراد إضافتها.',
    itemsTooLong: 'يجب ألا تزيد قائمة المنتجات عن {max} حرف.',
    noProductAdded: 'تعذّرت إضافة أي من هذه المنتجات إلى سلتك.',
    itemUnreadable: 'تعذّرت قراءة هذا البند.',
    wishlistAdded: 'تمت إضافة المنتج إلى المفضلة.',
    wishlistRemoved: 'تمت إزالة المنتج من المفضلة.',
    savedForLater: 'تم حفظ المنتج لوقت لاحق.',
    savedRemoved: 'تمت إزالة المنتج من المحفوظات.',
    notInSaved: 'هذا المنتج غير موجود في محفوظاتك.',
    notInWishlist: 'هذا المنتج غير موجود في المفضلة.',
    guestTokenRequired: 'رمز الزائر مطلوب.',
    guestTokenInvalid: 'رمز الزائر غير صالح.',

    // --- catalogue ---
    categoryNotFound: 'الفئة غير موجودة.',
    brandNotFound: 'العلامة التجارية غير موجودة.',
    saleNotFound: 'العرض غير موجود.',
    productNotFound: 'المنتج غير موجود.',
    productNotAvailable: 'هذا المنتج غير متوفر.',
    quantityRange: 'يجب أن تكون الكمية عددًا صحيحًا من {min} إلى {max} لهذا المنتج.',
    unknownImage: 'الصورة غير معروفة.',
    imageNotFound: 'الصورة غير موجودة.',
    namedFieldIds: '{name}: يجب أن تكون قائمة أرقام تعريف.',
    productIdField: 'رقم المنتج مطلوب.',
    productIdNumber: 'يجب أن يكون رقم المنتج رقمًا.',
    reviewPublished: 'شكرًا لك! تم نشر تقييمك.',
    reviewDeliveredOnly: 'يمكنك تقييم المنتجات من طلباتك التي تم توصيلها فقط.',
    alreadyReviewedProduct: 'لقد قيّمت هذا المنتج من قبل.',
    queryRequired: 'يرجى كتابة ما تبحث عنه.',
    queryTooLong: 'يجب ألا يزيد نص البحث عن 200 حرف.',

    // --- checkout and payments ---
    choosePaymentMethod: 'يرجى اختيار طريقة الدفع.',
    chooseDeliveryMethod: 'يرجى اختيار طريقة التوصيل.',
    chooseDeliveryAddress: 'يرجى اختيار عنوان التوصيل أو إدخاله.',
    productNoLongerAvailable: 'هذا المنتج لم يعد متوفرًا.',
    onlyLeftInStock: 'متبقٍ {left} فقط من {name} في المخزون.',
    quantityRangeFor: 'يجب أن تكون الكمية من {min} إلى {max} لـ {name}.',
    outOfStock: '{name} غير متوفر حاليًا.',
    orderPlaced: 'شكرًا لك! تم تأكيد طلبك.',
    cartEmpty: 'سلتك فارغة.',
    purchaseOrdersBusinessOnly: 'الدفع بأمر شراء متاح لحسابات الأعمال فقط.',
    purchaseOrderNumberRequired: 'يرجى إدخال رقم أمر الشراء.',
    orderAlreadyPaid: 'تم دفع قيمة هذا الطلب؛ لا يمكن تغيير طريقة الدفع بعد الآن.',
    orderIsCancelled: 'تم إلغاء هذا الطلب.',
    cardPaymentUnavailable: 'الدفع بالبطاقة غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
    paymentAmountMismatch: 'المبلغ المدفوع لا يطابق قيمة الطلب.',
    paymentCurrencyMismatch: 'عملة الدفع لا تطابق عملة الطلب.',
    paymentResultUnsigned: 'نتيجة الدفع غير موقّعة من مزوّد خدمة الدفع.',
    paymentLinkExpired: 'انتهت صلاحية رابط الدفع. يرجى بدء عملية الدفع من جديد.',
    choosePaymentEnd: 'يرجى اختيار نتيجة عملية الدفع.',

    // --- content ---
    pageNotFound: 'الصفحة غير موجودة.',
    countryNotFound: 'الدولة غير موجودة.',
    stateNotFound: 'الإمارة / المنطقة غير موجودة.',
    noRedirectPath: 'لا توجد إعادة توجيه لهذا الرابط.',
    blogCategoryNotFound: 'تصنيف المدونة غير موجود.',
    postNotFound: 'المقال غير موجود.',
    namedFieldNumber: '{name}: يجب أن يكون رقمًا.',
    noSuchProduct: 'المنتج غير موجود.',
    noSuchSitemap: 'خريطة الموقع غير موجودة.',
    unknownSitemap: 'خريطة الموقع غير معروفة.',

    // --- forms ---
    subscribed: 'شكرًا لاشتراكك!',
    claimReceived: 'استلمنا طلب مطابقة السعر. سنراجعه ونرد عليك عبر البريد الإلكتروني.',
    pageAddressTooLong: 'يجب ألا يزيد رابط الصفحة عن {max} حرف.',
    pageAddressNotHttp: 'يجب أن يبدأ رابط الصفحة بـ http أو https.',
    storefrontTooLong: 'يجب ألا يزيد اسم المتجر عن 20 حرفًا.',
    widgetVersionTooLong: 'يجب ألا يزيد إصدار الأداة عن 40 حرفًا.',

    // --- orders, quotations and returns ---
    noSuchOrder: 'الطلب غير موجود.',
    orderNotFound: 'الطلب غير موجود.',
    orderNotFoundByNumber: 'لم نعثر على طلب بهذا الرقم والبريد الإلكتروني.',
    orderCancelled: 'تم إلغاء طلبك.',
    orderNotCancellable: 'لم يعد بالإمكان إلغاء هذا الطلب. بعد بدء تجهيز الطلب يمكنك طلب إرجاع بدلًا من ذلك.',
    orderProductsAdded: 'تمت إضافة منتجات هذا الطلب إلى سلتك.',
    noOrderProductAvailable: 'لم يعد أي من منتجات هذا الطلب متوفرًا.',
    quotationNotFound: 'عرض السعر غير موجود.',
    quotationRequested: 'تم إرسال طلب عرض السعر. سنرد عليك خلال يوم عمل واحد.',
    quotationUpdated: 'تم تحديث عرض السعر.',
    quotationLocked: 'لم يعد بالإمكان تعديل عرض السعر هذا.',
    quotationTooManyItems: 'يمكن أن يضم عرض السعر {max} منتج كحد أقصى.',
    quantityMost: 'يجب ألا تزيد الكمية عن {max}.',
    returnRequestSubmitted: 'تم إرسال طلب الإرجاع.',
    orderNotReturnable: 'لا يمكن إرجاع هذا الطلب بعد: يُتاح الإرجاع بعد بدء تجهيز الطلب.',
    itemAllReturned: 'تم إرجاع جميع وحدات هذا المنتج من قبل.',
    returnWithdrawn: 'تم سحب طلب الإرجاع.',
    returnNotFound: 'لم نعثر على طلب الإرجاع هذا.',
    returnNotWithdrawable: 'لم يعد بالإمكان سحب طلب الإرجاع هذا: تعامل معه فريقنا بالفعل.',
    returnAlreadyWithdrawn: 'تم سحب طلب الإرجاع هذا من قبل.',
    orderItemNotFound: 'هذا المنتج غير موجود في الطلب.',

    // --- uploads ---
    multipartExpected: 'يجب إرسال البيانات بصيغة multipart/form-data.',
    malformedMultipartBody: 'صيغة الملفات المرسلة غير صحيحة.',
    uploadTooLarge: 'حجم الملفات المرفوعة كبير جدًا.',
    uploadInterrupted: 'انقطع رفع الملف. يرجى المحاولة مرة أخرى.',
    uploadNotStored: 'تعذّر حفظ الملف المرفوع.',
    valueTooLong: 'هذه القيمة طويلة جدًا.',
    fieldTakesNoFiles: 'هذا الحقل لا يقبل الملفات.',
    fileEmpty: 'الملف {name} فارغ.',
    tooManyFields: 'عدد الحقول كبير جدًا.',
    tooManyFiles: 'عدد الملفات كبير جدًا.',
    tooManyParts: 'عدد أجزاء الطلب كبير جدًا.',

    // --- faults (issue 28): a deadlock lost every retry, or the database is out of reach ---
    storeBusy: 'المتجر مشغول حاليًا. يرجى المحاولة مرة أخرى بعد لحظات.',
    shuttingDown: 'هذه النسخة من الخادم تتوقف الآن.',
    databaseTimeout: 'لم تستجب قاعدة البيانات في الوقت المحدد.',
  },
  mail: {
    orderConfirmation: (order) => {
      const money = (amount: number) => formatMoneyIn(amount, order.currency, 'ar');
      return {
        subject: `طلبك رقم ${order.number} من Horeca Store`,
        text: `شكرًا لك! تم تأكيد طلبك رقم ${order.number}.\n\nالمنتجات:\n${listedWithTotals(order.order_products, money)}\n\nالإجمالي: ${money(order.total)}\nالدفع: ${PAYMENT_METHODS_AR[order.payment_method]}، ${PAYMENT_STATUSES_AR[order.payment_status]}\nالتوصيل المتوقع: ${deliveryDays(order.delivery_estimate)}\n\nيمكنك متابعة طلبك من قسم "طلباتي" في حسابك.`,
      };
    },
    returnReceipt: ({ id, orderNumber, line }) => ({
      subject: `استلمنا طلب الإرجاع رقم ${id}`,
      text: `استلمنا طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}. سنراجع الطلب ونبلغك بالخطوات التالية.\n\nالمنتج المرتجع:\n${listed([line])}`,
    }),
    claimReceipt: (claimId) => ({
      subject: `استلمنا طلب مطابقة السعر رقم ${claimId}`,
      text: `استلمنا طلب مطابقة السعر رقم ${claimId}. سيراجع فريقنا العرض المنافس ويرد عليك على هذا البريد الإلكتروني.`,
    }),
    passwordReset: (name, link) => ({
      subject: 'إعادة تعيين كلمة المرور في Horeca Store',
      text: `مرحبًا ${name}،\n\nاستخدم هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n${link}\n\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.`,
      links: [link],
    }),
  },
  returnUpdates: {
    approved: ({ id, orderNumber, line }) => ({
      subject: `تمت الموافقة على طلب الإرجاع رقم ${id}`,
      text: `تمت الموافقة على طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}.\n\nالمنتج:\n${listed([line])}\n\nاحتفظ بالمنتج في عبوته مع ملحقاته: سيتواصل معك فريقنا لترتيب استلامه.\n\n${FOLLOW_RETURN}`,
    }),
    received: ({ id, orderNumber, line }) => ({
      subject: `استلمنا المنتج المرتجع في طلب الإرجاع رقم ${id}`,
      text: `وصل المنتج المرتجع في طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}. نفحصه الآن وسنبلغك بشأن استرداد المبلغ.\n\nالمنتج:\n${listed([line])}\n\n${FOLLOW_RETURN}`,
    }),
    refunded: ({ id, orderNumber, line }) => ({
      subject: `تم استرداد مبلغ طلب الإرجاع رقم ${id}`,
      text: `تم استرداد مبلغ طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber} إلى وسيلة الدفع الأصلية. يصل المبلغ خلال ${REFUND_BUSINESS_DAYS.min} إلى ${REFUND_BUSINESS_DAYS.max} أيام عمل.\n\nالمنتج:\n${listed([line])}\n\n${FOLLOW_RETURN}`,
    }),
    rejected: ({ id, orderNumber, line, rejectionReason }) => ({
      subject: `لم نتمكن من قبول طلب الإرجاع رقم ${id}`,
      text: `لم نتمكن من قبول طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}.\n\nالسبب: ${rejectionReason ?? ''}\n\nالمنتج:\n${listed([line])}\n\nإذا كان لديك سؤال عن هذا القرار، تواصل معنا من صفحة "اتصل بنا" أو عبر المحادثة المباشرة.`,
    }),
    withdrawn: ({ id, orderNumber, line }) => ({
      subject: `سحبت طلب الإرجاع رقم ${id}`,
      text: `تم سحب طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber} كما طلبت.\n\nالمنتج:\n${listed([line])}\n\nيمكنك طلب إرجاعه مرة أخرى من صفحة الطلب في "طلباتي".`,
    }),
  },
  documents: {
    quotation: 'عرض سعر',
    invoice: 'فاتورة',
    taxInvoice: 'فاتورة ضريبية',
    sellerTaxNumber: (kind, number) => (kind === 'trn' ? `رقم التسجيل الضريبي ${number}` : `رقم التعريف الضريبي EIN ${number}`),
    billTo: 'فاتورة إلى',
    preparedFor: 'العميل',
    buyerTrn: (number) => `رقم التسجيل الضريبي ${number}`,
    tradeLicence: (number) => `الرخصة التجارية ${number}`,
    columns: (taxColumn) => ['المنتج', 'رمز المنتج', 'الكمية', 'سعر الوحدة', taxColumn, 'الإجمالي'],
    vatColumn: (rate) => `الضريبة ${rate}`,
    salesTaxColumn: (rate) => `الضريبة ${rate}`,
    subtotal: 'المجموع الفرعي',
    discount: 'خصم الكميات المشمول',
    delivery: 'التوصيل',
    totalExclVat: 'الإجمالي غير شامل الضريبة',
    vat: (rate) => `ضريبة القيمة المضافة ${rate}`,
    totalInclVat: 'الإجمالي شامل الضريبة',
    salesTax: (rate) => `ضريبة المبيعات ${rate}`,
    total: 'الإجمالي',
    heading: (number, date) => `رقم ${number}    التاريخ: ${date}`,
    validUntil: (date) => `صالح حتى: ${date}`,
    notes: (text) => `ملاحظات: ${text}`,
    terms: 'الشروط',
    quoteTerms: (storefront, validUntil, rate) => [
      storefront === 'ae'
        ? `الأسعار صالحة حتى ${validUntil}، وتشمل ضريبة القيمة المضافة بنسبة ${rate} وهي بالدرهم الإماراتي.`
        : `الأسعار صالحة حتى ${validUntil}، بالدولار الأمريكي وقبل ضريبة المبيعات.`,
      storefront === 'ae'
        ? 'تُحتسب رسوم التوصيل عند الطلب حسب طريقة التوصيل التي تختارها.'
        : `تُحتسب رسوم التوصيل عند الطلب، وتُفرض ضريبة المبيعات بنسبة ${rate} على البضائع والتوصيل.`,
      'لا يُحجز المخزون إلا عند تقديم الطلب. الدفع حسب الخيارات المتاحة عند إتمام الشراء، وتسري شروطنا وأحكامنا.',
    ],
    invoiceTaxNote: (storefront, rate) =>
      storefront === 'ae'
        ? `جميع المبالغ بالدرهم الإماراتي. تشمل الأسعار ضريبة القيمة المضافة بنسبة ${rate}، وتظهر ضريبة كل بند وإجماليها.`
        : `جميع المبالغ بالدولار الأمريكي. تُضاف ضريبة المبيعات بنسبة ${rate} إلى المجموع الفرعي والتوصيل.`,
    date: (iso) => formatArabicDate(iso),
    money: (amount, currency) => formatMoneyIn(amount, currency, 'ar'),
  },
};
