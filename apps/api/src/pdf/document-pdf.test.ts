import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { embeddedFonts, openPdf, pageLines } from '../../test/pdf-text';
import { pdfSafe, renderDocumentPdf, type PdfDocumentInput } from './document-pdf';
import { documentWords } from './words';

const input: PdfDocumentInput = {
  title: 'Quotation',
  number: 'QT-1',
  date: '2025-06-01',
  seller: ['Horeca Store', 'Dubai, UAE'],
  buyer: ['Blue Fig Hospitality LLC', 'buyer@example.com'],
  currency: 'AED',
  lines: Array.from({ length: 70 }, (_, i) => ({ name: `Combi oven ${i} — مطبخ`, sku: `SKU-${i}`, quantity: 2, unitPrice: 10.5, total: 21 })),
  totals: [{ label: 'Total', amount: 1470 }],
};

describe('document PDF', () => {

  it('renders a PDF that flows a long table onto more pages', async () => {
    const bytes = await renderDocumentPdf(input);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBeGreaterThan(1);
    expect(parsed.getTitle()).toBe('Quotation QT-1');
  });

  it('drops characters Helvetica cannot encode instead of throwing', () => {
    expect(pdfSafe('Café — مطبخ ✓')).toBe('Cafe   ');
  });
});

// Issue 23: the same document in Arabic, read back the way a PDF reader or a screen reader
// takes its text (pdf.js), and its fonts looked up in the file.

describe('document PDF in Arabic', () => {
  const words = documentWords('ar');
  const arabic: PdfDocumentInput = {
    locale: 'ar',
    title: words.quotation,
    number: 'QT-1',
    date: words.date('2025-06-01T10:00:00Z'),
    seller: ['Horeca Store', words.sellerLine],
    buyer: ['مطعم التين الأزرق', 'buyer@example.com'],
    currency: 'AED',
    lines: [
      { name: 'فرن Rational iCombi Pro 6-1/1 كهربائي', sku: 'RAT-ICP-61', quantity: 2, unitPrice: 10.5, total: 21 },
      { name: 'حامل أطباق بيتزا', sku: 'PZ-1', quantity: 1, unitPrice: 5, total: 5 },
    ],
    totals: [{ label: words.total, amount: 1470 }],
    notes: 'التوصيل إلى مطبخ الفرع الرئيسي',
  };

  it('reads in logical order: Arabic right to left, brand names, SKUs and prices in place', async () => {
    const lines = await pageLines(await renderDocumentPdf(arabic));
    expect(lines).toEqual([
      'عرض سعر',
      'رقم QT-1 التاريخ: 1 يونيو 2025',
      'Horeca Store مطعم التين الأزرق',
      'مستلزمات الفنادق والمطاعم buyer@example.com',
      'المنتج رمز المنتج الكمية سعر الوحدة الإجمالي',
      'فرن Rational iCombi Pro 6-1/1 كهربائي RAT-ICP-61 2 10.50 21.00',
      'حامل أطباق بيتزا PZ-1 1 5.00 5.00',
      'الإجمالي 1,470.00 د.إ.',
      'ملاحظات: التوصيل إلى مطبخ الفرع الرئيسي',
    ]);
  });

  it('lays the page out right to left: a line starts at the right margin', async () => {
    const document = await openPdf(await renderDocumentPdf(arabic));
    const content = await (await document.getPage(1)).getTextContent();
    const title = content.items.find((item) => 'str' in item && item.str === 'عرض سعر') as { transform: number[]; width: number };
    // Right-aligned at the 48 pt margin of a 595 pt page (the English title starts at x = 48).
    expect(title.transform[4]! + title.width).toBeCloseTo(595.28 - 48, 0);
    await document.destroy();
  });

  it('embeds Cairo as a subset, with the joined forms of the letters (shaped, not isolated)', async () => {
    const fonts = await embeddedFonts(await renderDocumentPdf(arabic));
    const cairo = fonts.filter((font) => font.name.startsWith('Cairo'));
    expect(cairo.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual(['Cairo-Bold', 'Cairo-Regular']);
    const whole = fs.statSync(createRequire(import.meta.url).resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf')).size;
    for (const font of cairo) {
      expect(font.fontFileBytes).toBeGreaterThan(0);
      expect(font.fontFileBytes!).toBeLessThan(whole / 3); // the glyphs used, not the whole face
    }
    // ب is medial in أطباق and initial in بيتزا: two glyphs of one letter, as joined script draws it.
    const regular = cairo.find((font) => font.name.startsWith('Cairo-Regular'))!;
    expect(regular.glyphsPerCharacter.get('ب')).toBeGreaterThanOrEqual(2);
  });

  it('leaves the English PDF as it was: Helvetica, nothing embedded, the same text', async () => {
    const english = await renderDocumentPdf({ ...input, lines: [{ ...input.lines[0]!, name: 'Combi oven 0' }] });
    const fonts = await embeddedFonts(english);
    expect(fonts.map((font) => font.name).sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(fonts.every((font) => font.fontFileBytes === null)).toBe(true);
    expect(await pageLines(english)).toEqual([
      'Quotation',
      'No. QT-1 Date: 2025-06-01',
      'Horeca Store Blue Fig Hospitality LLC',
      'Dubai, UAE buyer@example.com',
      'Item SKU Qty Unit Total',
      'Combi oven 0 SKU-0 2 10.50 21.00',
      'Total AED 1,470.00',
    ]);
  });

});
