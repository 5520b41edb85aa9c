// One small PDF layout for quotations and invoices (pdf-lib): the seller with the store's mark
// (vector paths from core's STORE_MARK, nothing fetched), the title, number, date and a
// quotation's validity, the buyer, a table of lines (unit price, quantity, the tax in each
// line, line total), the totals and the terms (docs/behaviour.md §9: documents). What goes in
// each place is chosen in business-document.ts. Long tables flow onto further pages. In English the text is set in
// the standard Helvetica (no font embedded), limited to what WinAnsi can encode, so odd
// characters never throw. In Arabic (issue 23) the same layout is mirrored, right to left, and
// set in Cairo (SIL OFL, from @expo-google-fonts/cairo), embedded as a subset of the glyphs
// used: fontkit joins the letters, bidi-runs.ts orders Arabic and Latin runs within a line.
// Cairo rather than a Naskh such as Amiri: pdf-lib draws fontkit's glyphs at their advance
// widths and applies no GPOS positioning, and Amiri places its joins and dots with GPOS (its
// letters came out apart); Cairo's joined forms need none, and it has Latin letters and digits.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { LineCapStyle, PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { type Locale } from '@horeca/core/locale';
import { formatAmount } from '@horeca/core/money';
import { STORE_MARK, STORE_NAME } from '@horeca/core/storefront';
import { visualRuns } from './bidi-runs';
import { apiWords } from '../words/words';

export interface PdfLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  /** The tax in the line: the VAT it includes (ae), the sales tax on it (us). */
  tax: number;
  total: number;
}

export interface PdfTotal {
  label: string;
  amount: number;
}

export interface PdfDocumentInput {
  title: string;
  number: string;
  date: string;
  /** A quotation's last valid day, as printed. */
  validUntil?: string | undefined;
  /** The seller: its name first (set bold beside the mark), then address and tax number. */
  seller: string[];
  /** Who the document is for: a heading ('Bill to'), then name, company, tax number, contact. */
  buyerHeading: string;
  buyer: string[];
  currency: string;
  /** The tax column's heading ('VAT 5%', 'Sales tax 8%'). */
  taxColumn: string;
  lines: PdfLine[];
  totals: PdfTotal[];
  notes?: string | undefined;
  /** Printed after the totals under 'Terms': a quotation's validity and conditions, an invoice's tax note. */
  terms?: { heading: string; lines: string[] } | undefined;
  /** The document's language; English when not given. */
  locale?: Locale;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/** Keeps printable Latin-1 only: Helvetica's WinAnsi encoding cannot draw anything else. */
export function pdfSafe(text: string): string {
  return text.normalize('NFKD').replace(/[^\x20-\x7e\xa0-\xff]/g, '').slice(0, 200);
}

/** How a document's text is set: its fonts, and where a line starts (left, or right in Arabic). */
interface Typesetter {
  width(text: string, size: number, bold: boolean): number;
  /** Draws `text` starting `x` from the page's leading edge (the left; the right in Arabic). */
  draw(page: PDFPage, text: string, x: number, y: number, size: number, bold: boolean): void;
  /** The text as it is set: Latin-1 only in Helvetica, at most 200 characters. */
  clean(text: string): string;
}

const INK = rgb(0.1, 0.1, 0.1);

async function helvetica(pdf: PDFDocument): Promise<Typesetter> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return {
    width: (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(pdfSafe(text), size),
    draw: (page, text, x, y, size, isBold) => page.drawText(pdfSafe(text), { x, y, size, font: isBold ? bold : regular, color: INK }),
    clean: pdfSafe,
  };
}

const require = createRequire(import.meta.url);
const fontFiles = new Map<string, Uint8Array>();

/** A Cairo face's TrueType file, read once per process. */
function cairo(face: '400Regular/Cairo_400Regular.ttf' | '700Bold/Cairo_700Bold.ttf'): Uint8Array {
  let bytes = fontFiles.get(face);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(`@expo-google-fonts/cairo/${face}`));
    fontFiles.set(face, bytes);
  }
  return bytes;
}

interface LaidOutGlyph {
  codePoints: number[];
}

/** pdf-lib's fontkit font of an embedded font: pdf-lib keeps it private, and lays text out with it. */
function fontkitFontOf(font: PDFFont): { layout(text: string): { glyphs: LaidOutGlyph[] } } {
  const embedded = (font as unknown as { embedder?: { font?: { layout?: unknown } } }).embedder?.font;
  if (typeof embedded?.layout !== 'function') throw new Error('pdf: the embedded font has no fontkit layout (pdf-lib changed?)');
  return embedded as { layout(text: string): { glyphs: LaidOutGlyph[] } };
}

/**
 * A ligature of a right-to-left run (lam-alef, and Cairo's letter pairs) stands for its letters
 * in the PDF's ToUnicode map; a reader turns a right-to-left run's text round to get the
 * reader's order, which would turn a ligature's letters round too ('لا' read as 'ال'). So its
 * letters are listed in the drawn (visual) order, once per glyph: turned round, they read right.
 */
function ligaturesInDrawnOrder(font: PDFFont, runText: string, done: WeakSet<LaidOutGlyph>): void {
  for (const glyph of fontkitFontOf(font).layout(runText).glyphs) {
    if (glyph.codePoints.length < 2 || done.has(glyph)) continue;
    glyph.codePoints.reverse();
    done.add(glyph);
  }
}

/** Letters fontkit lays out right to left by itself (it reverses a run of Arabic script). */
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

async function arabicTypesetter(pdf: PDFDocument): Promise<Typesetter> {
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(cairo('400Regular/Cairo_400Regular.ttf'), { subset: true });
  const bold = await pdf.embedFont(cairo('700Bold/Cairo_700Bold.ttf'), { subset: true });
  const clean = (text: string) => text.replace(/\p{Cc}/gu, ' ').slice(0, 200); // a tab or newline would draw as a box
  const turned = new WeakSet<LaidOutGlyph>();
  // A right-to-left run with no Arabic letter (a bracket, a dash) is not reversed by fontkit.
  const asDrawn = (run: { text: string; rtl: boolean }) => (run.rtl && !ARABIC_LETTER.test(run.text) ? [...run.text].reverse().join('') : run.text);
  // Measured as drawn: the runs without the invisible direction marks (money carries an RLM).
  const width = (text: string, size: number, isBold: boolean) =>
    visualRuns(clean(text)).reduce((sum, run) => sum + (isBold ? bold : regular).widthOfTextAtSize(run.text, size), 0);
  return {
    width,
    draw: (page, text, x, y, size, isBold) => {
      const font: PDFFont = isBold ? bold : regular;
      const runs = visualRuns(clean(text));
      // Laid out left to right from the line's left end (its right end is `x` from the right edge),
      // then drawn in the reader's order, so text taken from the PDF reads as it was written.
      let left = PAGE.width - x - runs.reduce((sum, run) => sum + font.widthOfTextAtSize(run.text, size), 0);
      const placed = runs.map((run) => {
        const at = left;
        left += font.widthOfTextAtSize(run.text, size);
        return { run, at };
      });
      for (const { run, at } of placed.sort((a, b) => a.run.start - b.run.start)) {
        if (run.rtl) ligaturesInDrawnOrder(font, asDrawn(run), turned);
        page.drawText(asDrawn(run), { x: at, y, size, font, color: INK });
      }
    },
    clean,
  };
}

function fit(text: string, type: Typesetter, size: number, width: number): string {
  let value = type.clean(text);
  while (value.length > 1 && type.width(value, size, false) > width) value = `${value.slice(0, -2)}.`;
  return value;
}

/**
 * A product's name in lines of at most `width`, at word breaks (a word longer than a line is cut),
 * at most `max` lines, the last shortened if the name goes on: a filed document names the goods.
 */
function wrap(text: string, type: Typesetter, size: number, width: number, max = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of type.clean(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (type.width(next, size, false) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, max).map((line) => fit(line, type, size, width));
  if (lines.length > max) kept[max - 1] = fit(`${kept[max - 1]} ${lines.slice(max).join(' ')}`, type, size, width);
  return kept.length > 0 ? kept : [''];
}

function hexColour(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return rgb(r!, g!, b!);
}

/** A rounded square of `size` with corners of `radius`, as an SVG path. */
const roundedSquare = (size: number, radius: number) =>
  `M${radius} 0H${size - radius}A${radius} ${radius} 0 0 1 ${size} ${radius}V${size - radius}A${radius} ${radius} 0 0 1 ${size - radius} ${size}` +
  `H${radius}A${radius} ${radius} 0 0 1 0 ${size - radius}V${radius}A${radius} ${radius} 0 0 1 ${radius} 0Z`;

/** The store's mark (core's STORE_MARK) as vector paths: its tile in the brand colour, the H in white; `left`, `top` in page points. */
function drawMark(page: PDFPage, left: number, top: number, size: number): void {
  const unit = size / STORE_MARK.tile;
  page.drawSvgPath(roundedSquare(STORE_MARK.tile, STORE_MARK.tileRadius), { x: left, y: top, scale: unit, color: hexColour(STORE_MARK.color) });
  const inset = ((STORE_MARK.tile - STORE_MARK.glyphSize) / 2) * unit;
  page.drawSvgPath(STORE_MARK.glyph, {
    x: left + inset,
    y: top - inset,
    scale: (STORE_MARK.glyphSize / STORE_MARK.grid) * unit,
    borderColor: rgb(1, 1, 1),
    borderWidth: STORE_MARK.strokeWidth,
    borderLineCap: LineCapStyle.Round,
  });
}

const MARK_SIZE = 30;
const LINE = 13;
/** The table's columns from the leading edge: text starts at `start`, figures end at `end`. */
const COLUMNS = { item: { start: 0, width: 176 }, sku: { start: 182, width: 72 }, qty: { end: 292 }, unit: { end: 362 }, tax: { end: 432 }, total: { end: 499 } };

export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'en';
  const words = apiWords(locale).documents;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} ${input.number}`);
  pdf.setCreator(STORE_NAME);
  if (locale === 'ar') pdf.setLanguage('ar-AE');
  const type = locale === 'ar' ? await arabicTypesetter(pdf) : await helvetica(pdf);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const m = PAGE.margin;
  const text = (value: string, x: number, size = 10, bold = false) => type.draw(page, value, x, y, size, bold);
  /** Set so the text ends `end` from the margin: figures line up on their last digit. */
  const ending = (value: string, end: number, size = 9, bold = false) => text(value, m + end - type.width(value, size, bold), size, bold);
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - m;
  };
  const roomFor = (height: number) => {
    if (y - height < m) newPage();
  };

  // The seller: the mark at the leading edge, the name beside it, then its address and tax number.
  const markLeft = locale === 'ar' ? PAGE.width - m - MARK_SIZE : m;
  drawMark(page, markLeft, y, MARK_SIZE);
  const [storeName = STORE_NAME, ...sellerLines] = input.seller;
  y -= 20;
  text(storeName, m + MARK_SIZE + 10, 16, true);
  y -= MARK_SIZE - 20 + 14;
  for (const line of sellerLines) {
    text(line, m, 9);
    y -= 12;
  }
  y -= 18;
  text(input.title, m, 20, true);
  y -= 20;
  text(words.heading(input.number, input.date), m, 10);
  if (input.validUntil) {
    y -= LINE;
    text(words.validUntil(input.validUntil), m, 10, true);
  }
  y -= 24;
  text(input.buyerHeading, m, 9, true);
  y -= LINE;
  input.buyer.forEach((line, i) => {
    text(line, m, 10, i === 0);
    y -= LINE;
  });
  y -= 12;

  const header = () => {
    const [item, sku, qty, unit, tax, total] = words.columns(input.taxColumn);
    text(item, m + COLUMNS.item.start, 9, true);
    text(sku, m + COLUMNS.sku.start, 9, true);
    ending(qty, COLUMNS.qty.end, 9, true);
    ending(unit, COLUMNS.unit.end, 9, true);
    ending(tax, COLUMNS.tax.end, 9, true);
    ending(total, COLUMNS.total.end, 9, true);
    y -= 6;
    page.drawLine({ start: { x: m, y }, end: { x: PAGE.width - m, y }, thickness: 0.5 });
    y -= 14;
  };
  header();
  for (const line of input.lines) {
    const name = wrap(line.name, type, 9, COLUMNS.item.width);
    if (y - (name.length - 1) * 11 < m + 40) {
      newPage();
      header();
    }
    const rowTop = y;
    name.forEach((part, i) => {
      y = rowTop - i * 11;
      text(part, m + COLUMNS.item.start, 9);
    });
    y = rowTop;
    text(fit(line.sku, type, 9, COLUMNS.sku.width), m + COLUMNS.sku.start, 9);
    ending(String(line.quantity), COLUMNS.qty.end);
    ending(formatAmount(line.unitPrice), COLUMNS.unit.end);
    ending(formatAmount(line.tax), COLUMNS.tax.end);
    ending(formatAmount(line.total), COLUMNS.total.end);
    y -= 14 + (name.length - 1) * 11;
  }
  page.drawLine({ start: { x: m, y: y + 8 }, end: { x: PAGE.width - m, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  input.totals.forEach((total, i) => {
    roomFor(14);
    const last = i === input.totals.length - 1;
    const amount = words.money(total.amount, input.currency);
    // The labels end in one line under the tax column (further out before a long amount); the
    // amounts end at the table's edge, the grand total bold.
    const labelEnd = Math.min(COLUMNS.tax.end - 6, COLUMNS.total.end - type.width(amount, 10, last) - 12);
    ending(total.label, labelEnd, 10, true);
    ending(amount, COLUMNS.total.end, 10, last);
    y -= 14;
  });
  if (input.notes) {
    y -= 10;
    roomFor(14);
    text(fit(words.notes(input.notes), type, 9, PAGE.width - 2 * m), m, 9);
    y -= 12;
  }
  if (input.terms) {
    y -= 12;
    roomFor(14 + input.terms.lines.length * 12);
    text(input.terms.heading, m, 10, true);
    y -= LINE;
    for (const line of input.terms.lines) {
      text(fit(line, type, 9, PAGE.width - 2 * m), m, 9);
      y -= 12;
    }
  }
  return pdf.save();
}
