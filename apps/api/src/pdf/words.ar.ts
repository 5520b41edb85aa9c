// The quotation and invoice PDFs in Arabic (issue 23), as UAE invoices write them: 'فاتورة
// ضريبية' and the 'رقم التسجيل الضريبي' the Federal Tax Authority asks for, dates in the
// Gregorian calendar, prices through core's ar-AE format. The brand's name stays Latin.
import { formatArabicDate } from '@horeca/core';
import { arabicMoney } from '../arabic-money';
import type { DocumentWords } from './words';

export const arDocumentWords: DocumentWords = {
  quotation: 'عرض سعر',
  invoice: 'فاتورة',
  taxInvoice: 'فاتورة ضريبية',
  sellerLine: 'مستلزمات الفنادق والمطاعم',
  dubai: 'دبي، الإمارات العربية المتحدة',
  unitedStates: 'الولايات المتحدة',
  taxRegistration: (number) => `رقم التسجيل الضريبي ${number}`,
  columns: ['المنتج', 'رمز المنتج', 'الكمية', 'سعر الوحدة', 'الإجمالي'],
  subtotal: 'المجموع الفرعي',
  delivery: 'التوصيل',
  vatIncluded: 'شامل ضريبة القيمة المضافة 5%',
  salesTax: 'ضريبة المبيعات',
  total: 'الإجمالي',
  heading: (number, date) => `رقم ${number}    التاريخ: ${date}`,
  notes: (text) => `ملاحظات: ${text}`,
  date: (iso) => formatArabicDate(iso),
  money: arabicMoney,
};
