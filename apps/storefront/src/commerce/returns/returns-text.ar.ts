// The return form's words in Arabic (returns-text.ts, key for key).
import type { Words } from '../../lib/word-tables';
import type { returnsText } from './returns-text';

export const arReturnsText: Words<typeof returnsText> = {
  description: 'أرجع منتجات من طلب تم توصيله أو شحنه.',
  pickProduct: 'ما المنتج الذي تريد إرجاعه؟',
  ordered: (quantity) => `الكمية المطلوبة: ${quantity}`,
  quantity: 'الكمية المراد إرجاعها',
  decrease: 'أرجع قطعة أقل',
  increase: 'أرجع قطعة أخرى',
  reason: 'السبب',
  chooseReason: 'اختر السبب',
  details: 'صف المشكلة (اختياري)',
  photos: 'الصور',
  addPhotos: 'أضف صورًا',
  videos: 'الفيديوهات',
  addVideo: 'أضف فيديو',
  removeFile: (name) => `احذف ${name}`,
  submit: 'أرسل طلب الإرجاع',
  submitting: 'جارٍ الرفع...',
  progress: 'تقدّم الرفع',
  cancel: 'إلغاء',
  notReturnable: 'لا يمكن إرجاع هذا الطلب بعد: يُتاح الإرجاع بعد بدء تجهيزه.',
};
