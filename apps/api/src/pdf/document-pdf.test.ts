import { PDFDocument } from 'pdf-lib';
import { pdfSafe, renderDocumentPdf } from './document-pdf';

describe('document PDF', () => {
  const input = {
    title: 'Quotation',
    number: 'QT-1',
    date: '2025-06-01',
    seller: ['Horeca Store', 'Dubai, UAE'],
    buyer: ['Blue Fig Hospitality LLC', 'buyer@example.com'],
    currency: 'AED',
    lines: Array.from({ length: 70 }, (_, i) => ({ name: `Combi oven ${i} — مطبخ`, sku: `SKU-${i}`, quantity: 2, unitPrice: 10.5, total: 21 })),
    totals: [{ label: 'Total', amount: 1470 }],
  };

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
