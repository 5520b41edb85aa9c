// A rendered page kept so it can be sent again without rendering or compressing it again.
//
// A server-rendered page is the same bytes for every guest: its policy allows its inline
// scripts and styles by their hashes, not by a per-response nonce (http/content-security-policy.ts),
// so its compressed forms are made once and sent as they are, here and by any shared cache in
// front (docs/operations.md, "A cache in front"). gzip is made with the page (every browser and
// nginx take it), on libuv's thread pool: the main thread, where pages render and the database
// answers, goes on meanwhile (a cold page's gzip was 5-15% of its time there). Brotli (about 10%
// smaller) is made in the background for a kept page asked for again, on the same pool so no
// request waits for it, and sent once it is there. Not for every page kept: a crowd spread over
// the catalogue asks most pages once, and brotli quality 5 of a product page (~10 ms of CPU)
// was a third of such a page's cost (docs/notes/page-speed.md "After (fewer reads)").
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

export interface PreparedPage {
  status: number;
  /** The page, uncompressed. */
  text: Buffer;
  gzip: Buffer;
  /** null until made (keepBrotli), or for a page not kept. */
  brotli: Buffer | null;
  /** Weak: gzip, brotli and the text are one page. */
  etag: string;
  /** The page's Content-Security-Policy: the hashes of its own inline scripts and styles. */
  policy: string;
  /** Bytes held, for the cache's bound (brotli counted ahead: it is smaller than gzip). */
  size: number;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Quality 5: a third of quality 11's size gain over gzip at a fifth of its time, on a page made once a minute. */
const BROTLI_QUALITY = 5;

export async function preparePage(html: string, status: number, policy: string): Promise<PreparedPage> {
  const text = Buffer.from(html);
  const compressing = gzip(text, { level: 6 });
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const gzipped = await compressing;
  return { status, text, gzip: gzipped, brotli: null, etag, policy, size: text.length + 2 * gzipped.length };
}

/** Pages whose brotli form is being made. */
const compressing = new WeakSet<PreparedPage>();

/** Makes `page`'s brotli form in the background, once however often asked; until then it is sent gzip. */
export function keepBrotli(page: PreparedPage): void {
  if (page.brotli || compressing.has(page)) return;
  compressing.add(page);
  brotli(page.text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.text.length } })
    .then((bytes) => void (page.brotli = bytes))
    .catch(() => undefined); // gzip it stays
}
