import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { STORE_MARK } from '@horeca/core/storefront';
import { drawnPaths, embeddedFonts, openPdf, pageLines } from '../../test/pdf-text';
import { pdfSafe, renderDocumentPdf, type PdfDocumentInput } from './document-pdf';
import { apiWords } from '../words/words';

const input: PdfDocumentInput = {
  title: 'Quotation',
  number: 'QT-1',
  date: '2025-06-01',
  validUntil: '2025-07-01',
  seller: ['Horeca Store', 'Dubai, UAE', 'TRN 100394857600003'],
  buyerHeading: 'Prepared for',
  buyer: ['Blue Fig Hospitality LLC', 'buyer@example.com'],
  currency: 'AED',
  taxColumn: 'VAT 5%',
  lines: Array.from({ length: 70 }, (_, i) => ({ name: `Combi oven ${i} — مطبخ`, sku: `SKU-${i}`, quantity: 2, unitPrice: 10.5, tax: 1, total: 21 })),
  totals: [{ label: 'Total', amount: 1470 }],
  terms: { heading: 'Terms', lines: ['Prices are valid until 2025-07-01.'] },
};

describe('document PDF', () => {
  it('renders a PDF that flows a long table onto more pages, the totals and terms after it', async () => {
    const bytes = await renderDocumentPdf(input);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBeGreaterThan(1);
    expect(parsed.getTitle()).toBe('Quotation QT-1');
  });

  it('drops characters Helvetica cannot encode instead of throwing', () => {
    expect(pdfSafe('Café — مطبخ ✓')).toBe('Cafe   ');
  });

  it('wraps a long product name in its column at word breaks instead of cutting it', async () => {
    const name = 'Rational iCombi Pro 6-1/1 electric combi oven with stand, cleaning kit and core probe';
    const lines = await pageLines(await renderDocumentPdf({ ...input, lines: [{ ...input.lines[0]!, name }] }));
    const row = lines.findIndex((line) => line.startsWith('Rational'));
    expect(lines[row]).toMatch(/^Rational iCombi Pro 6-1\/1 electric .*SKU-0 2 10\.50 1\.00 21\.00$/);
    expect(`${lines[row]!.replace(/ SKU-0 .*$/, '')} ${lines[row + 1]}`).toBe(name);
  });

  it("draws the store's mark as vector paths from core's STORE_MARK: the tile in the brand colour, the H in white", async () => {
    const paths = await drawnPaths(await renderDocumentPdf({ ...input, lines: input.lines.slice(0, 1) }));
    const [tile, glyph] = paths;
    expect(tile).toMatchObject({ fill: STORE_MARK.color, stroke: null });
    expect(tile!.d).toMatch(/^M8 0L28 0C36 8/); // the rounded square's first side and corner, in tile units
    // The H's three strokes (M7 5v14 M17 5v14 M7 12h10), white on the tile.
    expect(glyph).toEqual({ fill: null, stroke: '#ffffff', d: 'M7 5L7 19M17 5L17 19M7 12L17 12' });
  });
});

// Issue 23: the same document in Arabic, read back the way a PDF reader or a screen reader
// takes its text (pdf.js), and its fonts looked up in the file.

describe('document PDF in Arabic', () => {
  const words = apiWords('ar').documents;
  const arabic: PdfDocumentInput = {
    locale: 'ar',
    title: words.quotation,
    number: 'QT-1',
    date: words.date('2025-06-01T10:00:00Z'),
    validUntil: words.date('2025-07-01'),
    seller: ['Horeca Store', 'دبي، الإمارات العربية المتحدة', words.sellerTaxNumber('trn', '100394857600003')],
    buyerHeading: words.preparedFor,
    buyer: ['مطعم التين الأزرق', 'buyer@example.com'],
    currency: 'AED',
    taxColumn: words.vatColumn('5%'),
    lines: [
      { name: 'فرن Rational iCombi Pro 6-1/1 كهربائي', sku: 'RAT-ICP-61', quantity: 2, unitPrice: 10.5, tax: 1, total: 21 },
      { name: 'حامل أطباق بيتزا', sku: 'PZ-1', quantity: 1, unitPrice: 5, tax: 0.24, total: 5 },
    ],
    totals: [{ label: words.total, amount: 1470 }],
    notes: 'التوصيل إلى مطبخ الفرع الرئيسي',
    terms: { heading: words.terms, lines: ['لا يُحجز المخزون إلا عند تقديم الطلب.'] },
  };

  it('reads in logical order: Arabic right to left, brand names, SKUs and prices in place', async () => {
    const lines = await pageLines(await renderDocumentPdf(arabic));
    expect(lines).toEqual([
      'Horeca Store',
      'دبي، الإمارات العربية المتحدة',
      'رقم التسجيل الضريبي 100394857600003',
      'عرض سعر',
      'رقم QT-1 التاريخ: 1 يونيو 2025',
      'صالح حتى: 1 يوليو 2025',
      'العميل',
      'مطعم التين الأزرق',
      'buyer@example.com',
      'المنتج رمز المنتج الكمية سعر الوحدة الضريبة 5 % الإجمالي',
      'فرن Rational iCombi Pro 6-1/1 كهربائي RAT-ICP-61 2 10.50 1.00 21.00',
      'حامل أطباق بيتزا PZ-1 1 5.00 0.24 5.00',
      'الإجمالي 1,470.00 د.إ.',
      'ملاحظات: التوصيل إلى مطبخ الفرع الرئيسي',
      'الشروط',
      'لا يُحجز المخزون إلا عند تقديم الطلب.',
    ]);
  });

  it('lays the page out right to left: a line starts at the right margin', async () => {
    const bytes = await renderDocumentPdf(arabic);
    const document = await openPdf(bytes);
    const content = await (await document.getPage(1)).getTextContent();
    const title = content.items.find((item) => 'str' in item && item.str === 'عرض سعر') as { transform: number[]; width: number };
    // Right-aligned at the 48 pt margin of a 595 pt page (the English title starts at x = 48).
    expect(title.transform[4]! + title.width).toBeCloseTo(595.28 - 48, 0);
    await document.destroy();
    const english = await pageLines(await renderDocumentPdf({ ...input, lines: input.lines.slice(0, 1) }));
    expect(english[0]).toBe('Horeca Store');
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

  it('leaves the English PDF in Helvetica, nothing embedded, the text in reading order', async () => {
    const english = await renderDocumentPdf({ ...input, lines: [{ ...input.lines[0]!, name: 'Combi oven 0' }] });
    const fonts = await embeddedFonts(english);
    expect(fonts.map((font) => font.name).sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(fonts.every((font) => font.fontFileBytes === null)).toBe(true);
    expect(await pageLines(english)).toEqual([
      'Horeca Store',
      'Dubai, UAE',
      'TRN 100394857600003',
      'Quotation',
      'No. QT-1 Date: 2025-06-01',
      'Valid until: 2025-07-01',
      'Prepared for',
      'Blue Fig Hospitality LLC',
      'buyer@example.com',
      'Item SKU Qty Unit price VAT 5% Total',
      'Combi oven 0 SKU-0 2 10.50 1.00 21.00',
      'Total AED 1,470.00',
      'Terms',
      'Prices are valid until 2025-07-01.',
    ]);
  });
});
