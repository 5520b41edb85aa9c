// The store's mails in Arabic (issue 23), as a Gulf store writes to its shoppers: prices through
// core's ar-AE format ('1,234.50 د.إ.'), order and request numbers as they are. The brand's
// name stays in Latin letters, as the brand writes it.
import { formatMoneyIn, type DeliveryEstimate } from '@horeca/core';
import type { PaymentMethod, PaymentStatus } from '../db/schema/commerce';
import { listed, listedWithTotals, type MailWords } from './words';

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

export const arMailWords: MailWords = {
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
};
