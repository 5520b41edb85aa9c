// A mail's HTML part, made from its plain text: paragraphs, line breaks and links, in the mail's
// language and direction (`<html lang="ar" dir="rtl">` for Arabic), so a mail client lays an
// Arabic mail out right to left. The text is escaped: a customer's name is text, never markup.
// Only the store's own links, passed in by the mail that wrote them (the reset link), are made
// clickable: an address found in the text (a stranger's "https://evil.example/verify" as a
// name) stays plain text, so the store's mail never carries a stranger's link (issue 28).
import { LOCALES, type Locale } from '@horeca/core/locale';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line's escaped text with each of `links` made clickable where it stands whole. */
function lineHtml(line: string, linkPattern: RegExp | null): string {
  if (!linkPattern) return escapeHtml(line);
  return line
    .split(linkPattern)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * A link counts only as a whole word: the store's reset link inside a longer address
 * (`https://store/reset?token=x.evil.example`) is not the store's link.
 */
function linkPatternOf(links: readonly string[]): RegExp | null {
  const own = links.filter((link) => /^https?:\/\/\S+$/.test(link));
  if (own.length === 0) return null;
  const longestFirst = [...own].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<!\\S)(${longestFirst.join('|')})(?!\\S)`);
}

export function mailHtml(text: string, locale: Locale, links: readonly string[] = []): string {
  const { dir } = LOCALES[locale];
  const linkPattern = linkPatternOf(links);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map((line) => lineHtml(line, linkPattern)).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="${locale}" dir="${dir}">\n<head><meta charset="utf-8"></head>\n<body dir="${dir}" style="text-align:${dir === 'rtl' ? 'right' : 'left'}">\n${paragraphs}\n</body>\n</html>\n`;
}
