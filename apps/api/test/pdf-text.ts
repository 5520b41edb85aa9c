// A PDF read back the way a reader, a search engine or a screen reader takes it (pdf.js): its
// text line by line, and its fonts as the file embeds them (issue 23: the Arabic documents).
import type { PDFRawStream} from 'pdf-lib';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { loadPdfJs, openPdf } from './pdf-js';

export { openPdf };

/** The text of page 1, a line per baseline (top to bottom), items in the order the file gives. */
export async function pageLines(bytes: Uint8Array): Promise<string[]> {
  const document = await openPdf(bytes);
  const content = await (await document.getPage(1)).getTextContent();
  const lines = new Map<number, string[]>();
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const baseline = Math.round(item.transform[5]!);
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

export interface DrawnPath {
  /** The fill and stroke colours in force ('#0b3d5c'), null when the path is not filled or stroked. */
  fill: string | null;
  stroke: string | null;
  /** The path's moves and lines in SVG form ('M7 5L7 19'), curves as 'C' with their end point only. */
  d: string;
}

/** The vector paths page 1 draws (pdf.js's operator list), in order, with their colours: a drawn mark, not a picture. */
export async function drawnPaths(bytes: Uint8Array): Promise<DrawnPath[]> {
  const pdfjs = await loadPdfJs();
  const document = await openPdf(bytes);
  const { fnArray, argsArray } = await (await document.getPage(1)).getOperatorList();
  await document.destroy();
  const { OPS } = pdfjs;
  const paths: DrawnPath[] = [];
  let fill: string | null = null;
  let stroke: string | null = null;
  const stack: [string | null, string | null][] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push([fill, stroke]);
    else if (fn === OPS.restore) [fill, stroke] = stack.pop() ?? [null, null];
    else if (fn === OPS.setFillRGBColor) fill = String(args[0]);
    else if (fn === OPS.setStrokeRGBColor) stroke = String(args[0]);
    else if (fn === OPS.constructPath) {
      // [the painting operator, [path data: a drawing code then its numbers], bounds]
      const [paint, [data]] = args as [number, [ArrayLike<number>]];
      const values = Array.from(data);
      let d = '';
      for (let at = 0; at < values.length; ) {
        const code = values[at++];
        const take = (count: number) => values.slice((at += count) - count, at).map((n) => Math.round(n * 100) / 100);
        if (code === 0) d += `M${take(2).join(' ')}`;
        else if (code === 1) d += `L${take(2).join(' ')}`;
        else if (code === 2) d += `C${take(6).slice(4).join(' ')}`;
        else if (code === 3) d += `Q${take(4).slice(2).join(' ')}`;
        else d += 'Z';
      }
      const fills = [OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke].includes(paint);
      const strokes = [OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke].includes(paint);
      paths.push({ fill: fills ? fill : null, stroke: strokes ? stroke : null, d });
    }
  });
  return paths;
}
