// A delivered message (the SMTP sink's raw MIME) as a mail client shows it: the subject and the
// text and HTML parts, decoded. Shared by the mail tests.
export interface DeliveredMail {
  subject: string;
  text: string;
  html: string;
}

/** RFC 2047 words of a header (`=?UTF-8?B?...?=`), decoded. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_word, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The subject and the text and HTML parts of a raw MIME message, as a mail client shows them. */
export function readMail(raw: string): DeliveredMail {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const part = (type: string) => {
    const found = raw.split(/\r?\n--/).find((chunk) => new RegExp(`Content-Type: ${type}`, 'i').test(chunk));
    if (!found) return '';
    const blank = /\r?\n\r?\n/.exec(found);
    const head = found.slice(0, blank?.index);
    const body = blank ? found.slice(blank.index + blank[0].length) : '';
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    const decoded = /Content-Transfer-Encoding: quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
    return decoded.replace(/\r\n/g, '\n');
  };
  return { subject, text: part('text/plain'), html: part('text/html') };
}

