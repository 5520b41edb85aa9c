// The API's own messages in Arabic (issue 23), keyed by their English text: the services keep
// writing English (the spec's texts, one declaration each where the rule lives), and the edge
// (http/translate.ts) answers an Arabic request with these. Texts core already has (its
// `messages`, e.g. the form and upload messages) are translated by core's catalogue and are not
// repeated here. A '{name}' in a key stands for the part the service fills in; it is carried
// over into the Arabic. test/messages-ar.test.ts fails when a message of the API's source has
// no Arabic here. Written as a Gulf store writes to its shoppers, not word for word.
export const arApiMessages: Readonly<Record<string, string>> = {
  // --- the HTTP layer: errors every route can give ---
  'Not found.': 'الصفحة أو العنصر المطلوب غير موجود.',
  'Unauthenticated.': 'يرجى تسجيل الدخول للمتابعة.',
  'The given data was invalid.': 'البيانات المُدخلة غير صحيحة.',
  'Request failed.': 'تعذّر تنفيذ الطلب.',
  'Malformed JSON body.': 'صيغة البيانات المرسلة غير صحيحة.',
  'The JSON body is nested too deeply. The limit is {levels} levels.': 'البيانات المرسلة متداخلة بعمق كبير. الحد الأقصى {levels} مستوى.',
  'This field must be text.': 'يجب أن يكون هذا الحقل نصًا.',
  'This field must be a number.': 'يجب أن يكون هذا الحقل رقمًا.',
  'This field must be true or false.': 'يجب أن تكون قيمة هذا الحقل صحيحًا أو خطأ.',
  'This field must be a date.': 'يجب أن يكون هذا الحقل تاريخًا.',
  'This field must be a list.': 'يجب أن يكون هذا الحقل قائمة.',
  'This field must be an object.': 'يجب أن يكون هذا الحقل كائنًا.',
  // --- checkout: open unpaid orders are capped (issue 28) ---
  'You already have {orders} unpaid orders. Please pay or cancel one of them before placing another.':
    'لديك بالفعل {orders} طلبات غير مدفوعة. يرجى دفع أحدها أو إلغاؤه قبل تقديم طلب جديد.',
  'Your unpaid orders may hold at most {units} units together. Please pay or cancel an unpaid order, or order fewer units.':
    'لا يمكن أن تتجاوز طلباتك غير المدفوعة {units} وحدة مجتمعة. يرجى دفع طلب غير مدفوع أو إلغاؤه، أو طلب كمية أقل.',
  'Too many unpaid orders have been placed from your network. Please pay or cancel an unpaid order before placing another.':
    'تم تقديم عدد كبير من الطلبات غير المدفوعة من شبكتك. يرجى دفع طلب غير مدفوع أو إلغاؤه قبل تقديم طلب جديد.',
  'This method is not allowed here.': 'هذا الإجراء غير مسموح هنا.',
  'The request body is too large. The limit is {kb} KB.': 'حجم الطلب كبير جدًا. الحد الأقصى {kb} كيلوبايت.',
  'Please sign in to your account to continue. A guest checkout can only place and view its own order.':
    'يرجى تسجيل الدخول إلى حسابك للمتابعة. الشراء كضيف يتيح لك إتمام طلبك ومتابعته فقط.',
  'Too many attempts. Please try again later.': 'محاولات كثيرة. يرجى المحاولة مرة أخرى لاحقًا.',
  'This Idempotency-Key was already used with a different request.': 'مفتاح Idempotency-Key مستخدم من قبل مع طلب مختلف.',
  'The Idempotency-Key header must be 1 to 200 visible characters.': 'يجب أن يتكون مفتاح Idempotency-Key من 1 إلى 200 حرف ظاهر.',
  'The request is being processed. Please retry.': 'جارٍ تنفيذ طلبك. يرجى المحاولة مرة أخرى بعد قليل.',

  // --- yup's own texts, for a rule whose schema names no message: the field's name stays ---
  '{path} is a required field': '{path}: هذا الحقل مطلوب',
  '{path} must be at most {max} characters': '{path}: يجب ألا يزيد عن {max} حرفًا',
  '{path} must be at least {min} characters': '{path}: يجب ألا يقل عن {min} أحرف',
  '{path} must be less than or equal to {max}': '{path}: يجب ألا يزيد عن {max}',
  '{path} must be greater than or equal to {min}': '{path}: يجب ألا يقل عن {min}',
  '{path} must be a positive number': '{path}: يجب أن يكون رقمًا موجبًا',
  '{path} must be an integer': '{path}: يجب أن يكون عددًا صحيحًا',
  '{path} must be a valid email': '{path}: يرجى إدخال بريد إلكتروني صحيح',
  '{path} must be one of the following values: {values}': '{path}: يجب أن تكون القيمة إحدى القيم التالية: {values}',
  '{path} field must have less than or equal to {max} items': '{path}: يجب ألا يزيد عدد العناصر عن {max}',
  '{path} field must have at least {min} items': '{path}: يجب ألا يقل عدد العناصر عن {min}',
  '{path} is invalid': '{path}: القيمة غير صحيحة',

  // --- accounts ---
  'Your profile has been updated.': 'تم تحديث ملفك الشخصي.',
  'Your document has been saved.': 'تم حفظ المستند.',
  'Document not found.': 'المستند غير موجود.',
  'Please choose a document type.': 'يرجى اختيار نوع المستند.',
  'Please give the document a title.': 'يرجى إدخال عنوان للمستند.',
  'Please choose a file.': 'يرجى اختيار ملف.',
  'To become a business account, apply for one: our team approves business accounts.':
    'للتحويل إلى حساب أعمال، قدّم طلبًا بذلك: يعتمد فريقنا حسابات الأعمال بعد المراجعة.',
  'Address not found.': 'العنوان غير موجود.',
  'Thank you. Your request for a business account is pending review.': 'شكرًا لك. طلبك لفتح حساب أعمال قيد المراجعة.',
  'Your business account is already approved.': 'حساب الأعمال الخاص بك معتمد بالفعل.',
  'Your wishlist is full ({cap} products). Please remove a product before adding another.':
    'قائمة المفضلة ممتلئة ({cap} منتج). يرجى حذف منتج قبل إضافة منتج آخر.',
  'You have {cap} saved items, the most we keep. Please remove one before saving another.':
    'لديك {cap} منتجًا محفوظًا، وهو الحد الأقصى. يرجى حذف منتج قبل حفظ منتج آخر.',
  'You can keep up to {cap} documents. Please delete one before uploading another.':
    'يمكنك الاحتفاظ بـ {cap} مستندات كحد أقصى. يرجى حذف مستند قبل رفع مستند آخر.',
  'You have {cap} quotation requests waiting for an answer. Please wait for one or remove one before asking for another.':
    'لديك {cap} طلبات عروض أسعار بانتظار الرد. يرجى انتظار الرد على أحدها أو حذف طلب قبل إرسال طلب جديد.',

  // --- sign-in, registration and passwords ---
  'Login failed. The email or password is incorrect.': 'تعذّر تسجيل الدخول. البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Login successful.': 'تم تسجيل الدخول بنجاح.',
  'Registration successful.': 'تم إنشاء حسابك بنجاح.',
  'Contact details saved. You can continue to checkout.': 'تم حفظ بيانات التواصل. يمكنك متابعة إتمام الطلب.',
  'You have been logged out.': 'تم تسجيل خروجك.',
  'If an account exists for this email, we have sent a link to reset the password.':
    'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  'This password reset link is invalid or has expired.': 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته.',
  'Your password has been reset. You can now log in.': 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  'Your password has been changed.': 'تم تغيير كلمة المرور.',
  'The current password is incorrect.': 'كلمة المرور الحالية غير صحيحة.',
  'Your account has no password yet. Use "Forgot password" to get a link by email and choose one.':
    'لم تُعيَّن كلمة مرور لحسابك بعد. استخدم "نسيت كلمة المرور" لتصلك رسالة برابط لاختيار كلمة مرور.',

  // --- cart, wishlist and saved items ---
  'Cart updated.': 'تم تحديث السلة.',
  'Your cart has been updated.': 'تم تحديث سلتك.',
  'The item has been removed from your cart.': 'تمت إزالة المنتج من سلتك.',
  'This product is not in your cart.': 'هذا المنتج غير موجود في سلتك.',
  'At most {max} products can be added at once.': 'يمكن إضافة {max} منتج كحد أقصى في المرة الواحدة.',
  // --- a partner page's cart handed to the store (cart/handoff-*.ts) ---
  'This cart handoff is not known.': 'لم نعثر على هذه السلة المُحوّلة.',
  'The handoff id must be 16 to 64 letters, digits, - or _.': 'يجب أن يتكون رقم التحويل من 16 إلى 64 حرفًا أو رقمًا أو - أو _.',
  'Please name the products to add.': 'يرجى تحديد المنتجات المراد إضافتها.',
  'At most {max} characters of items.': 'يجب ألا تزيد قائمة المنتجات عن {max} حرف.',
  'None of these products could be added to your cart.': 'تعذّرت إضافة أي من هذه المنتجات إلى سلتك.',
  'This item could not be read.': 'تعذّرت قراءة هذا البند.',
  'Product added to wishlist.': 'تمت إضافة المنتج إلى المفضلة.',
  'Product removed from wishlist.': 'تمت إزالة المنتج من المفضلة.',
  'The item has been saved for later.': 'تم حفظ المنتج لوقت لاحق.',
  'The item has been removed from saved.': 'تمت إزالة المنتج من المحفوظات.',
  'This product is not in your saved items.': 'هذا المنتج غير موجود في محفوظاتك.',
  'This product is not in your wishlist.': 'هذا المنتج غير موجود في المفضلة.',
  'A guest token is required.': 'رمز الزائر مطلوب.',
  'The guest token is not valid.': 'رمز الزائر غير صالح.',

  // --- catalogue ---
  'Category not found.': 'الفئة غير موجودة.',
  'Brand not found.': 'العلامة التجارية غير موجودة.',
  'Sale not found.': 'العرض غير موجود.',
  'Product not found.': 'المنتج غير موجود.',
  'This product is not available.': 'هذا المنتج غير متوفر.',
  'Quantity must be a whole number from {min} to {max} for this product.': 'يجب أن تكون الكمية عددًا صحيحًا من {min} إلى {max} لهذا المنتج.',
  'Unknown image.': 'الصورة غير معروفة.',
  'Image not found.': 'الصورة غير موجودة.',
  '{name} must be a list of ids.': '{name}: يجب أن تكون قائمة أرقام تعريف.',
  'The product id field is required.': 'رقم المنتج مطلوب.',
  'The product id must be a number.': 'يجب أن يكون رقم المنتج رقمًا.',
  'Thank you! Your review has been published.': 'شكرًا لك! تم نشر تقييمك.',
  'You can review products from your delivered orders only.': 'يمكنك تقييم المنتجات من طلباتك التي تم توصيلها فقط.',
  'You have already reviewed this product.': 'لقد قيّمت هذا المنتج من قبل.',
  'The query is required.': 'يرجى كتابة ما تبحث عنه.',
  'The query may not be greater than 200 characters.': 'يجب ألا يزيد نص البحث عن 200 حرف.',

  // --- checkout and payments ---
  'Please choose a payment method.': 'يرجى اختيار طريقة الدفع.',
  'Please choose a delivery method.': 'يرجى اختيار طريقة التوصيل.',
  'Please choose or enter a delivery address.': 'يرجى اختيار عنوان التوصيل أو إدخاله.',
  'This product is no longer available.': 'هذا المنتج لم يعد متوفرًا.',
  'Only {left} of {name} left in stock.': 'متبقٍ {left} فقط من {name} في المخزون.',
  'Quantity must be from {min} to {max} for {name}.': 'يجب أن تكون الكمية من {min} إلى {max} لـ {name}.',
  '{name} is out of stock.': '{name} غير متوفر حاليًا.',
  'Thank you! Your order has been placed.': 'شكرًا لك! تم تأكيد طلبك.',
  'Your cart is empty.': 'سلتك فارغة.',
  'Purchase orders are available to business accounts only.': 'الدفع بأمر شراء متاح لحسابات الأعمال فقط.',
  'Please enter your purchase order number.': 'يرجى إدخال رقم أمر الشراء.',
  'This order is already paid; the payment method can no longer be changed.': 'تم دفع قيمة هذا الطلب؛ لا يمكن تغيير طريقة الدفع بعد الآن.',
  'This order has been cancelled.': 'تم إلغاء هذا الطلب.',
  'Card payment is not available in this store. Please choose another payment method.':
    'الدفع بالبطاقة غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
  'The payment does not match the order’s amount.': 'المبلغ المدفوع لا يطابق قيمة الطلب.',
  'The payment does not match the order’s currency.': 'عملة الدفع لا تطابق عملة الطلب.',
  'The payment result is not signed by the payment provider.': 'نتيجة الدفع غير موقّعة من مزوّد خدمة الدفع.',
  'This payment link has expired. Please start the payment again.': 'انتهت صلاحية رابط الدفع. يرجى بدء عملية الدفع من جديد.',
  'Please choose how the payment ends.': 'يرجى اختيار نتيجة عملية الدفع.',

  // --- content ---
  'Page not found.': 'الصفحة غير موجودة.',
  'Country not found.': 'الدولة غير موجودة.',
  'State not found.': 'الإمارة / المنطقة غير موجودة.',
  'No redirect for this path.': 'لا توجد إعادة توجيه لهذا الرابط.',
  'Blog category not found.': 'تصنيف المدونة غير موجود.',
  'Post not found.': 'المقال غير موجود.',
  '{name} must be a number.': '{name}: يجب أن يكون رقمًا.',
  'No such product.': 'المنتج غير موجود.',
  'No such sitemap.': 'خريطة الموقع غير موجودة.',
  'Unknown sitemap.': 'خريطة الموقع غير معروفة.',

  // --- forms ---
  'Thank you for subscribing!': 'شكرًا لاشتراكك!',
  'Your price-match claim has been received. We will review it and reply by email.':
    'استلمنا طلب مطابقة السعر. سنراجعه ونرد عليك عبر البريد الإلكتروني.',
  'The page address must be at most {max} characters.': 'يجب ألا يزيد رابط الصفحة عن {max} حرف.',
  'The page address must be an http(s) URL.': 'يجب أن يبدأ رابط الصفحة بـ http أو https.',
  'The storefront must be at most 20 characters.': 'يجب ألا يزيد اسم المتجر عن 20 حرفًا.',
  'The widget version must be at most 40 characters.': 'يجب ألا يزيد إصدار الأداة عن 40 حرفًا.',

  // --- orders, quotations and returns ---
  'No such order.': 'الطلب غير موجود.',
  'Order not found.': 'الطلب غير موجود.',
  'We could not find an order with this number and email.': 'لم نعثر على طلب بهذا الرقم والبريد الإلكتروني.',
  'Your order has been cancelled.': 'تم إلغاء طلبك.',
  'This order can no longer be cancelled. Once processing starts you can request a return instead.':
    'لم يعد بالإمكان إلغاء هذا الطلب. بعد بدء تجهيز الطلب يمكنك طلب إرجاع بدلًا من ذلك.',
  'The products of this order have been added to your cart.': 'تمت إضافة منتجات هذا الطلب إلى سلتك.',
  'None of the products of this order are available any more.': 'لم يعد أي من منتجات هذا الطلب متوفرًا.',
  'Quotation not found.': 'عرض السعر غير موجود.',
  'Your quotation request has been sent. We will reply within one business day.': 'تم إرسال طلب عرض السعر. سنرد عليك خلال يوم عمل واحد.',
  'Your quotation has been updated.': 'تم تحديث عرض السعر.',
  'This quotation can no longer be changed.': 'لم يعد بالإمكان تعديل عرض السعر هذا.',
  'A quotation can hold at most {max} items.': 'يمكن أن يضم عرض السعر {max} منتج كحد أقصى.',
  'Quantity must be at most {max}.': 'يجب ألا تزيد الكمية عن {max}.',
  'Your return request has been submitted.': 'تم إرسال طلب الإرجاع.',
  'This order cannot be returned yet: returns open once processing starts.': 'لا يمكن إرجاع هذا الطلب بعد: يُتاح الإرجاع بعد بدء تجهيز الطلب.',
  'Every unit of this item has already been returned.': 'تم إرجاع جميع وحدات هذا المنتج من قبل.',
  'Your return request has been withdrawn.': 'تم سحب طلب الإرجاع.',
  'This return was not found.': 'لم نعثر على طلب الإرجاع هذا.',
  'This return can no longer be withdrawn: our team has already handled it.': 'لم يعد بالإمكان سحب طلب الإرجاع هذا: تعامل معه فريقنا بالفعل.',
  'This return request has already been withdrawn.': 'تم سحب طلب الإرجاع هذا من قبل.',
  'This order item was not found.': 'هذا المنتج غير موجود في الطلب.',

  // --- uploads ---
  'Expected a multipart/form-data body.': 'يجب إرسال البيانات بصيغة multipart/form-data.',
  'Malformed multipart body.': 'صيغة الملفات المرسلة غير صحيحة.',
  'The upload is too large.': 'حجم الملفات المرفوعة كبير جدًا.',
  'The upload was interrupted. Please try again.': 'انقطع رفع الملف. يرجى المحاولة مرة أخرى.',
  'The upload could not be stored.': 'تعذّر حفظ الملف المرفوع.',
  'This value is too long.': 'هذه القيمة طويلة جدًا.',
  'This field does not accept files.': 'هذا الحقل لا يقبل الملفات.',
  'File {name} is empty.': 'الملف {name} فارغ.',
  'Too many fields.': 'عدد الحقول كبير جدًا.',
  'Too many files.': 'عدد الملفات كبير جدًا.',
  'Too many parts.': 'عدد أجزاء الطلب كبير جدًا.',

  // --- faults (issue 28): a deadlock lost every retry, or the database is out of reach ---
  'The store is busy right now. Please try again in a moment.': 'المتجر مشغول حاليًا. يرجى المحاولة مرة أخرى بعد لحظات.',
  'This process is shutting down.': 'هذه النسخة من الخادم تتوقف الآن.',
  'The database did not answer in time.': 'لم تستجب قاعدة البيانات في الوقت المحدد.',
};
