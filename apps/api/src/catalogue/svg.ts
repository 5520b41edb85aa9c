/** Placeholder artwork drawn from catalogue data: nothing is fetched, nothing stored. */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** A stable hue per text (department slug, brand name). */
export function hueOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export interface ArtworkText {
  title: string;
  subtitle?: string;
  caption?: string;
  hue: number;
  /** Which of a product's images: shifts the composition so a carousel shows different frames. */
  variant?: number;
  width?: number;
  height?: number;
  /**
   * False for artwork behind a headline the page sets in HTML (the home slider): the
   * picture then carries no words, so the headline is drawn once and read once.
   */
  drawTitle?: boolean;
}

export function artwork({ title, subtitle, caption, hue, variant = 1, width = 600, height = 600, drawTitle = true }: ArtworkText): string {
  const cx = width / 2;
  const shapeY = height * (0.3 + ((variant - 1) % 3) * 0.03);
  const lines = drawTitle ? wrap(title, Math.max(14, Math.floor(width / 26))) : [];
  const text = lines
    .map((line, i) => `<text x="${cx}" y="${height * 0.62 + i * 34}" font-size="28" font-weight="600" text-anchor="middle" fill="hsl(${hue} 45% 20%)">${escapeXml(line)}</text>`)
    .join('');
  const shape = variant % 2 === 0
    ? `<rect x="${cx - 70}" y="${shapeY - 70}" width="140" height="140" rx="18" fill="hsl(${hue} 55% 55%)"/>`
    : `<circle cx="${cx}" cy="${shapeY}" r="75" fill="hsl(${hue} 55% 55%)"/>`;
  const label = drawTitle ? ` role="img" aria-label="${escapeXml(title)}"` : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label}>`
    + `<rect width="100%" height="100%" fill="hsl(${hue} 60% 94%)"/>${shape}`
    + (subtitle ? `<text x="${cx}" y="${height * 0.12}" font-size="22" text-anchor="middle" fill="hsl(${hue} 40% 30%)">${escapeXml(subtitle)}</text>` : '')
    + text
    + (caption ? `<text x="${cx}" y="${height * 0.93}" font-size="18" text-anchor="middle" fill="hsl(${hue} 30% 40%)">${escapeXml(caption)}</text>` : '')
    + `</svg>`;
}
