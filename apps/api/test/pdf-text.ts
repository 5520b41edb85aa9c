// A PDF read back the way a reader, a search engine or a screen reader takes it (pdf.js): its
// text line by line, and its fonts as the file embeds them (issue 23: the Arabic documents).
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PDFRawStream} from 'pdf-lib';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
}

/** The text of page 1, a line per baseline (top to bottom), items in the order the file gives. */
export async function pageLines(bytes: Uint8Array): Promise<string[]> {
  const document = await openPdf(bytes);
  const content = await (await document.getPage(1)).getTextContent();
  const lines = new Map<number, string[]>();
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const baseline = Math.round(item.transform[5] as number);
    lines.set(baseline, [...(lines.get(baseline) ?? []), item.str]);
  }
  await document.destroy();
  return [...lines.entries()].sort(([a], [b]) => b - a).map(([, items]) => items.join(' ').replace(/\s+/g, ' ').trim());
}

export interface EmbeddedFont {
  name: string;
  fontFileBytes: number | null;
  /** How many of the font's glyphs stand for each character (the ToUnicode map). */
  glyphsPerCharacter: Map<string, number>;
}

export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const lookup = <T>(value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value) as T;
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font') || object.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType2')) continue;
    const name = String(object.get(PDFName.of('BaseFont'))).slice(1);
    const descendants = lookup<{ get(index: number): unknown } | undefined>(object.get(PDFName.of('DescendantFonts')));
    const descriptor = descendants ? lookup<PDFDict>(lookup<PDFDict>(descendants.get(0)).get(PDFName.of('FontDescriptor'))) : undefined;
    const fontFile = descriptor ? lookup<PDFRawStream | undefined>(descriptor.get(PDFName.of('FontFile2'))) : undefined;
    const glyphsPerCharacter = new Map<string, number>();
    const toUnicode = lookup<PDFRawStream | undefined>(object.get(PDFName.of('ToUnicode')));
    if (toUnicode) {
      const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
      for (const [, , unicode] of cmap.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]{4,})>$/gim)) {
        // UTF-16 code units; a ligature's glyph stands for several characters.
        const character = String.fromCharCode(...unicode!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16)));
        glyphsPerCharacter.set(character, (glyphsPerCharacter.get(character) ?? 0) + 1);
      }
    }
    fonts.push({ name, fontFileBytes: fontFile ? decodePDFRawStream(fontFile).decode().length : null, glyphsPerCharacter });
  }
  return fonts;
}
