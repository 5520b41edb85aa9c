// The invoice pages' words in Arabic (invoice-text.ts, key for key).
import type { Words } from '../../lib/word-tables';
import type { invoiceText } from './invoice-text';

export const arInvoiceText: Words<typeof invoiceText> = {
  listTitle: { ae: 'الفواتير الضريبية (متجر الإمارات)', us: 'الفواتير (متجر الولايات المتحدة)' },
  listIntro: 'اختر طلبًا لعرض فاتورته أو طباعتها أو تنزيلها.',
  none: { ae: 'لا توجد لديك فواتير من متجر الإمارات بعد.', us: 'لا توجد لديك فواتير من متجر الولايات المتحدة بعد.' },
  open: (number) => `فاتورة الطلب ${number}`,
  heading: { ae: 'فاتورة ضريبية', us: 'فاتورة' },
  numberAndDate: (number, date) => `الفاتورة ${number} · ${date}`,
  seller: 'البائع',
  taxNumber: (kind, number) => `${kind === 'trn' ? 'رقم التسجيل الضريبي' : 'رقم التعريف الضريبي (EIN)'} ${number}`,
  buyer: 'فاتورة إلى',
  summary: 'إجمالي الفاتورة',
  vatNote: (rate, amount) => `الأسعار شاملة ضريبة القيمة المضافة بنسبة ${rate}: منها ${amount} ضريبة.`,
  salesTaxNote: (rate, amount) => `تُضاف ضريبة المبيعات بنسبة ${rate} (${amount}) إلى المجموع الفرعي والتوصيل، كما عند الدفع.`,
  otherStore: { ae: 'قُدّم هذا الطلب في متجر الإمارات.', us: 'قُدّم هذا الطلب في متجر الولايات المتحدة.' },
  otherStoreLink: 'افتح فاتورته',
  print: 'اطبع الفاتورة',
  download: (number) => `نزّل الفاتورة ${number} (PDF)`,
  allInvoices: 'كل الفواتير',
  guest: 'الفواتير مرتبطة بحسابك: سجّل الدخول لعرضها أو طباعتها أو تنزيلها. تُرسل فواتير طلبات الضيوف بالبريد الإلكتروني.',
  signIn: 'سجّل الدخول لعرض فواتيرك',
  cancelled: 'أُلغي هذا الطلب، لذا لا توجد له فاتورة.',
};
