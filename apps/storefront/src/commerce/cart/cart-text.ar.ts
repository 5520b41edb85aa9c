// The cart's words in Arabic (cart-text.ts, key for key).
import type { Words } from '../../lib/word-tables';
import type { cartText } from './cart-text';

export const arCartText: Words<typeof cartText> = {
  title: 'سلة التسوق',
  linesLabel: 'المنتجات في سلتك',
  empty: 'سلتك فارغة.',
  continueShopping: 'تابع التسوق',
  each: (price) => `${price} للقطعة`,
  unavailable: 'هذا المنتج لم يعد متوفرًا. احذفه لإتمام طلبك.',
  quantityOf: (name) => `كمية ${name}`,
  increase: (name) => `أضف قطعة أخرى من ${name}`,
  decrease: (name) => `أزل قطعة من ${name}`,
  remove: (name) => `احذف ${name}`,
  saveForLater: (name) => `احفظ ${name} لوقت لاحق`,
  savedTitle: 'محفوظ لوقت لاحق',
  savedForLater: (name) => `تم حفظ ${name} لوقت لاحق.`,
  loadFailed: 'تعذّر تحميل سلتك.',
  subtotal: 'المجموع الفرعي',
  tier: (percent, min) => `اشترِ أكثر ووفّر أكثر: خصم ${percent}% من ${min} قطعة`,
  listPrice: (price) => `كان ${price}`,
  tierSaved: (amount) => `وفّرت ${amount} مع اشترِ أكثر ووفّر أكثر.`,
  vatIncluded: 'الأسعار شاملة ضريبة القيمة المضافة 5%.',
  taxAtCheckout: 'تُحتسب ضريبة المبيعات عند الدفع.',
  signInPrompt: 'لديك حساب؟',
  signIn: 'سجّل الدخول لدفع أسرع',
  requestQuote: 'اطلب عرض سعر لهذه السلة',
  handoffBusy: 'جارٍ إضافة المنتجات إلى سلتك…',
  handoffSomeRefused: 'تعذّرت إضافة بعض المنتجات إلى سلتك:',
  handoffFailed: 'تعذّر تحديث سلتك.',
  handoffNothing: 'لم تُذكر منتجات لإضافتها.',
  handoffContinue: 'انتقل إلى سلتك',
};
