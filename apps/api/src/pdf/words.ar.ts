// The quotation and invoice PDFs in Arabic (issue 23), as UAE invoices write them: 'فاتورة
// ضريبية' and the 'رقم التسجيل الضريبي' the Federal Tax Authority asks for, dates in the
// Gregorian calendar, prices through core's ar-AE format. The brand's name stays Latin.
import { formatArabicDate, formatMoneyIn } from '@horeca/core';
import type { DocumentWords } from './words';

export const arDocumentWords: DocumentWords = {
  quotation: 'عرض سعر',
  invoice: 'فاتورة',
  taxInvoice: 'فاتورة ضريبية',
  sellerTaxNumber: (kind, number) => (kind === 'trn' ? `رقم التسجيل الضريبي ${number}` : `رقم التعريف الضريبي EIN ${number}`),
  billTo: 'فاتورة إلى',
  preparedFor: 'العميل',
  buyerTrn: (number) => `رقم التسجيل الضريبي ${number}`,
  tradeLicence: (number) => `الرخصة التجارية ${number}`,
  columns: (taxColumn) => ['المنتج', 'رمز المنتج', 'الكمية', 'سعر الوحدة', taxColumn, 'الإجمالي'],
  vatColumn: (rate) => `الضريبة ${rate}`,
  salesTaxColumn: (rate) => `الضريبة ${rate}`,
  subtotal: 'المجموع الفرعي',
  discount: 'خصم الكميات المشمول',
  delivery: 'التوصيل',
  totalExclVat: 'الإجمالي غير شامل الضريبة',
  vat: (rate) => `ضريبة القيمة المضافة ${rate}`,
  totalInclVat: 'الإجمالي شامل الضريبة',
  salesTax: (rate) => `ضريبة المبيعات ${rate}`,
  total: 'الإجمالي',
  heading: (number, date) => `رقم ${number}    التاريخ: ${date}`,
  validUntil: (date) => `صالح حتى: ${date}`,
  notes: (text) => `ملاحظات: ${text}`,
  terms: 'الشروط',
  quoteTerms: (storefront, validUntil, rate) => [
    storefront === 'ae'
      ? `الأسعار صالحة حتى ${validUntil}، وتشمل ضريبة القيمة المضافة بنسبة ${rate} وهي بالدرهم الإماراتي.`
      : `الأسعار صالحة حتى ${validUntil}، بالدولار الأمريكي وقبل ضريبة المبيعات.`,
    storefront === 'ae'
      ? 'تُحتسب رسوم التوصيل عند الطلب حسب طريقة التوصيل التي تختارها.'
      : `تُحتسب رسوم التوصيل عند الطلب، وتُفرض ضريبة المبيعات بنسبة ${rate} على البضائع والتوصيل.`,
    'لا يُحجز المخزون إلا عند تقديم الطلب. الدفع حسب الخيارات المتاحة عند إتمام الشراء، وتسري شروطنا وأحكامنا.',
  ],
  invoiceTaxNote: (storefront, rate) =>
    storefront === 'ae'
      ? `جميع المبالغ بالدرهم الإماراتي. تشمل الأسعار ضريبة القيمة المضافة بنسبة ${rate}، وتظهر ضريبة كل بند وإجماليها.`
      : `جميع المبالغ بالدولار الأمريكي. تُضاف ضريبة المبيعات بنسبة ${rate} إلى المجموع الفرعي والتوصيل.`,
  date: (iso) => formatArabicDate(iso),
  money: (amount, currency) => formatMoneyIn(amount, currency, 'ar'),
};
