// One small PDF layout for quotations and invoices (pdf-lib, standard Helvetica, no fonts
// fetched): a heading, the parties, a table of lines and the totals. Long tables flow onto
// further pages. Text is limited to what WinAnsi can encode, so odd characters never throw.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface PdfDocumentInput {
  title: string;
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  currency: string;
  lines: PdfLine[];
  totals: { label: string; amount: number }[];
  notes?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/** Keeps printable Latin-1 only: Helvetica's WinAnsi encoding cannot draw anything else. */
export function pdfSafe(text: string): string {
  return text.normalize('NFKD').replace(/[^\x20-\x7e\xa0-\xff]/g, '').slice(0, 200);
}

function money(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let value = pdfSafe(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > width) value = `${value.slice(0, -2)}.`;
  return value;
}

export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} ${input.number}`);
  pdf.setCreator('Horeca Store');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, size = 10, font = regular) => page.drawText(pdfSafe(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  text(input.title, PAGE.margin, 20, bold);
  y -= 24;
  text(`No. ${input.number}    Date: ${input.date}`, PAGE.margin, 10);
  y -= 28;
  const partiesTop = y;
  input.seller.forEach((line, i) => { y = partiesTop - i * 13; text(line, PAGE.margin, 10, i === 0 ? bold : regular); });
  input.buyer.forEach((line, i) => { y = partiesTop - i * 13; text(line, PAGE.width / 2, 10, i === 0 ? bold : regular); });
  y = partiesTop - Math.max(input.seller.length, input.buyer.length) * 13 - 20;

  const columns = [PAGE.margin, PAGE.margin + 250, PAGE.margin + 330, PAGE.margin + 380, PAGE.margin + 450];
  const header = () => {
    ['Item', 'SKU', 'Qty', 'Unit', 'Total'].forEach((label, i) => text(label, columns[i]!, 10, bold));
    y -= 6;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5 });
    y -= 14;
  };
  header();
  for (const line of input.lines) {
    if (y < PAGE.margin + 80) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      header();
    }
    text(fit(line.name, regular, 9, 240), columns[0]!, 9);
    text(fit(line.sku, regular, 9, 75), columns[1]!, 9);
    text(String(line.quantity), columns[2]!, 9);
    text(line.unitPrice.toFixed(2), columns[3]!, 9);
    text(line.total.toFixed(2), columns[4]!, 9);
    y -= 14;
  }
  y -= 10;
  for (const total of input.totals) {
    text(total.label, columns[3]! - 40, 10, bold);
    text(money(total.amount, input.currency), columns[4]! - 10, 10);
    y -= 14;
  }
  if (input.notes) {
    y -= 10;
    text(fit(`Notes: ${input.notes}`, regular, 9, PAGE.width - 2 * PAGE.margin), PAGE.margin, 9);
  }
  return pdf.save();
}
