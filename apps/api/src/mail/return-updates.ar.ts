// A return's moves by mail in Arabic (return-updates.ts, move for move). Order and return
// numbers as they are; the staff's reason for a rejection as staff wrote it.
import { REFUND_BUSINESS_DAYS } from '@horeca/core';
import { listed } from './words';
import type { ReturnUpdateWords } from './return-updates';

const FOLLOW = 'يمكنك متابعته من قسم "طلباتي"، تبويب "المرتجعات"، في حسابك.';

export const arReturnUpdateWords: ReturnUpdateWords = {
  approved: ({ id, orderNumber, line }) => ({
    subject: `تمت الموافقة على طلب الإرجاع رقم ${id}`,
    text: `تمت الموافقة على طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}.\n\nالمنتج:\n${listed([line])}\n\nاحتفظ بالمنتج في عبوته مع ملحقاته: سيتواصل معك فريقنا لترتيب استلامه.\n\n${FOLLOW}`,
  }),
  received: ({ id, orderNumber, line }) => ({
    subject: `استلمنا المنتج المرتجع في طلب الإرجاع رقم ${id}`,
    text: `وصل المنتج المرتجع في طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}. نفحصه الآن وسنبلغك بشأن استرداد المبلغ.\n\nالمنتج:\n${listed([line])}\n\n${FOLLOW}`,
  }),
  refunded: ({ id, orderNumber, line }) => ({
    subject: `تم استرداد مبلغ طلب الإرجاع رقم ${id}`,
    text: `تم استرداد مبلغ طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber} إلى وسيلة الدفع الأصلية. يصل المبلغ خلال ${REFUND_BUSINESS_DAYS.min} إلى ${REFUND_BUSINESS_DAYS.max} أيام عمل.\n\nالمنتج:\n${listed([line])}\n\n${FOLLOW}`,
  }),
  rejected: ({ id, orderNumber, line, rejectionReason }) => ({
    subject: `لم نتمكن من قبول طلب الإرجاع رقم ${id}`,
    text: `لم نتمكن من قبول طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber}.\n\nالسبب: ${rejectionReason ?? ''}\n\nالمنتج:\n${listed([line])}\n\nإذا كان لديك سؤال عن هذا القرار، تواصل معنا من صفحة "اتصل بنا" أو عبر المحادثة المباشرة.`,
  }),
  withdrawn: ({ id, orderNumber, line }) => ({
    subject: `سحبت طلب الإرجاع رقم ${id}`,
    text: `تم سحب طلب الإرجاع رقم ${id} للطلب رقم ${orderNumber} كما طلبت.\n\nالمنتج:\n${listed([line])}\n\nيمكنك طلب إرجاعه مرة أخرى من صفحة الطلب في "طلباتي".`,
  }),
};
