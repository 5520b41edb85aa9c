// The store's mails in Arabic (issue 23), as a Gulf store writes to its shoppers: prices through
// core's ar-AE format ('1,234.50 د.إ.'), order and request numbers as they are. The brand's
// name stays in Latin letters, as the brand writes it.
import { arabicMoney } from '../arabic-money';
import type { MailWords } from './words';

export const arMailWords: MailWords = {
  orderConfirmation: (order) => ({
    subject: `طلبك رقم ${order.number} من Horeca Store`,
    text: `شكرًا لك! تم تأكيد طلبك رقم ${order.number}.\n\nالإجمالي: ${arabicMoney(order.total, order.currency)}\n\nيمكنك متابعة طلبك من قسم "طلباتي" في حسابك.`,
  }),
  returnReceipt: (returnId, orderNumber) => ({
    subject: `استلمنا طلب الإرجاع رقم ${returnId}`,
    text: `استلمنا طلب الإرجاع رقم ${returnId} للطلب رقم ${orderNumber}. سنراجع الطلب ونبلغك بالخطوات التالية.`,
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
