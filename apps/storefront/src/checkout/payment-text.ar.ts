// The payment outcome pages' words in Arabic (payment-text.ts, key for key).
import type { Words } from '../lib/word-tables';
import type { paymentText } from './payment-text';

export const arPaymentText: Words<typeof paymentText> = {
  successTitle: 'شكرًا لطلبك',
  successIntro: 'استلمنا طلبك وأرسلنا التأكيد إلى بريدك الإلكتروني.',
  loadingOrder: 'جارٍ تحميل طلبك...',
  orderNumber: 'رقم الطلب',
  paymentStatus: 'حالة الدفع',
  viewOrder: 'عرض تفاصيل الطلب',
  myOrders: 'طلباتي',
  continueShopping: 'تابع التسوق',
  declineTitle: 'تم رفض الدفع',
  declineIntro: 'رفض البنك الدفع بالبطاقة. طلبك محفوظ ولم يُخصم أي مبلغ.',
  cancelTitle: 'تم إلغاء الدفع',
  cancelIntro: 'ألغيت الدفع بالبطاقة. طلبك محفوظ ولم يُخصم أي مبلغ.',
  tryCardAgain: 'حاول بالبطاقة مرة أخرى',
  otherMethod: 'اختر طريقة دفع أخرى',
  cardDeadline: (minutes: number) => `ادفع بالبطاقة خلال ${minutes} دقيقة من تقديم الطلب: بعدها يُلغى الطلب غير المدفوع وتعود منتجاته إلى البيع.`,
  payBy: (time: string) => `يرجى إتمام الدفع بالبطاقة قبل الساعة ${time}. بعد ذلك يُلغى الطلب وتعود منتجاته إلى البيع.`,
  status: {
    unpaid: 'بانتظار الدفع',
    pending: 'الدفع قيد المعالجة',
    paid: 'مدفوع',
    failed: 'فشل الدفع',
    cancelled: 'ملغى',
    refunded: 'مسترد',
  },
};
