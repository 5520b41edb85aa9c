// pdf.js, read from tools/test-readers: only the tests read PDFs back, so it is installed on
// demand (test-readers.ts) instead of by the store's `npm install` (issue 27: the footprint).
// Its types are written here for the same reason: `npm run typecheck` must pass on a clone
// where that folder is not installed yet.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { testReaders } from './test-readers';

export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: where the item is drawn; [5] is its baseline. */
  transform: number[];
  width: number;
}

export interface PdfPage {
  /** Text runs and marked-content markers (these have no `str`). */
  getTextContent(): Promise<{ items: (PdfTextItem | { type: string })[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
}

export interface PdfDocument {
  getPage(number: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}

/** The part of pdf.js's legacy (Node) build the tests use. */
export interface PdfJs {
  getDocument(source: { data: Uint8Array; standardFontDataUrl: string }): { promise: Promise<PdfDocument> };
  /** The operator codes of getOperatorList's fnArray, by name (save, restore, constructPath, fill, ...). */
  OPS: Record<string, number>;
}

function pdfjsFolder(): string {
  try {
    return path.dirname(createRequire(testReaders).resolve('pdfjs-dist/package.json'));
  } catch {
    throw new Error('pdf.js is not installed: run `node scripts/on-demand.mjs tools/test-readers` (the test set-ups do)');
  }
}

export async function loadPdfJs(): Promise<PdfJs> {
  return (await import(pathToFileURL(path.join(pdfjsFolder(), 'legacy/build/pdf.mjs')).href)) as PdfJs;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  // The 14 standard fonts' metrics, for text drawn in Helvetica and the like.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: `${path.join(pdfjsFolder(), 'standard_fonts')}/` }).promise;
}
