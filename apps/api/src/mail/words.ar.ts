// The store's mails in Arabic (issue 23), as a Gulf store writes to its shoppers: prices through
// core's ar-AE format ('1,234.50 د.إ.'), order and request numbers as they are. The brand's
// name stays in Latin letters, as the brand writes it.
import { arabicMoney } from '../arabic-money';
import { listed, type MailWords } from './words';

export const arMailWords: MailWords = {
  orderConfirmation: (order) => ({
    subject: `طلبك رقم ${order.number} من Horeca Store`,
    text: `شكرًا لك! تم تأكيد طلبك رقم ${order.number}.\n\nالمنتجات:\n${listed(order.order_products)}\n\nالإجمالي: ${arabicMoney(order.total, order.currency)}\n\nيمكنك متابعة طلبك من قسم "طلباتي" في حسابك.`,
  }),
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
  }),
};
