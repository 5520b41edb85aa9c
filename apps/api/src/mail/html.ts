// A mail's HTML part, made from its plain text: paragraphs, line breaks and links, in the mail's
// language and direction (`<html lang="ar" dir="rtl">` for Arabic), so a mail client lays an
// Arabic mail out right to left. The text is escaped: a customer's name is text, never markup.
import { LOCALES, type Locale } from '@horeca/core';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A line's escaped text with its http(s) links made clickable. */
function lineHtml(line: string): string {
  return line
    .split(/(https?:\/\/\S+)/)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function mailHtml(text: string, locale: Locale): string {
  const { dir } = LOCALES[locale];
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="${locale}" dir="${dir}">\n<head><meta charset="utf-8"></head>\n<body dir="${dir}" style="text-align:${dir === 'rtl' ? 'right' : 'left'}">\n${paragraphs}\n</body>\n</html>\n`;
}
