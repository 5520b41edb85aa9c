// The browsing history page's words in Arabic (historyText in browsing-history-page.tsx).
import type { Words } from '../../lib/word-tables';
import type { historyText } from './browsing-history-page';

export const arHistoryText: Words<typeof historyText> = {
  intro: 'المنتجات التي شاهدتها مؤخرًا، الأحدث أولًا.',
  empty: 'لم تشاهد أي منتج بعد. تظهر هنا المنتجات التي تفتحها.',
  browse: 'تصفح كل الفئات',
  failed: 'تعذّر تحميل سجل التصفح.',
  products: 'منتجات شاهدتها',
};
