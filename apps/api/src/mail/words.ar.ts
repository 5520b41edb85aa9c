// The store's mails in Arabic (issue 23), as a Gulf store writes to its shoppers: prices through
// core's ar-AE format ('1,234.50 د.إ.'), order and request numbers as they are. The brand's
// name stays in Latin letters, as the brand writes it.
import { formatArabicMoney } from '@horeca/core';
import type { MailWords, OrderForMail } from './words';

/** AED through core's Arabic format; another currency (not sold in Arabic today) by its code. */
function arabicTotal(order: OrderForMail): string {
  return order.currency === 'AED' ? formatArabicMoney(order.total) : `${order.total.toFixed(2)} ${order.currency}`;
}

export const arMailWords: MailWords = {
  orderConfirmation: (order) => ({
    subject: `طلبك رقم ${order.number} من Horeca Store`,
    text: `شكرًا لك! تم تأكيد طلبك رقم ${order.number}.\n\nالإجمالي: ${arabicTotal(order)}\n\nيمكنك متابعة طلبك من قسم "طلباتي" في حسابك.`,
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
