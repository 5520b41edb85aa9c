// One small PDF layout for quotations and invoices (pdf-lib): a heading, the parties, a table
// of lines and the totals. Long tables flow onto further pages. In English the text is set in
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
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '@horeca/core';
import { visualRuns } from './bidi-runs';
import { documentWords } from './words';

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
  const width = (text: string, size: number, isBold: boolean) => (isBold ? bold : regular).widthOfTextAtSize(clean(text), size);
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

export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'en';
  const words = documentWords(locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} ${input.number}`);
  pdf.setCreator('Horeca Store');
  if (locale === 'ar') pdf.setLanguage('ar-AE');
  const type = locale === 'ar' ? await arabicTypesetter(pdf) : await helvetica(pdf);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, size = 10, bold = false) => type.draw(page, value, x, y, size, bold);

  text(input.title, PAGE.margin, 20, true);
  y -= 24;
  text(words.heading(input.number, input.date), PAGE.margin, 10);
  y -= 28;
  const partiesTop = y;
  input.seller.forEach((line, i) => { y = partiesTop - i * 13; text(line, PAGE.margin, 10, i === 0); });
  input.buyer.forEach((line, i) => { y = partiesTop - i * 13; text(line, PAGE.width / 2, 10, i === 0); });
  y = partiesTop - Math.max(input.seller.length, input.buyer.length) * 13 - 20;

  const columns = [PAGE.margin, PAGE.margin + 250, PAGE.margin + 330, PAGE.margin + 380, PAGE.margin + 450];
  const header = () => {
    words.columns.forEach((label, i) => text(label, columns[i]!, 10, true));
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
    text(fit(line.name, type, 9, 240), columns[0]!, 9);
    text(fit(line.sku, type, 9, 75), columns[1]!, 9);
    text(String(line.quantity), columns[2]!, 9);
    text(line.unitPrice.toFixed(2), columns[3]!, 9);
    text(line.total.toFixed(2), columns[4]!, 9);
    y -= 14;
  }
  y -= 10;
  for (const total of input.totals) {
    // The label ends before the amount: its usual place, or further out when it is long.
    const amountAt = columns[4]! - 10;
    text(total.label, Math.min(columns[3]! - 40, amountAt - 8 - type.width(total.label, 10, true)), 10, true);
    text(words.money(total.amount, input.currency), amountAt, 10);
    y -= 14;
  }
  if (input.notes) {
    y -= 10;
    text(fit(words.notes(input.notes), type, 9, PAGE.width - 2 * PAGE.margin), PAGE.margin, 9);
  }
  return pdf.save();
}
