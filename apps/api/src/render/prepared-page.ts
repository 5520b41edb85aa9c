// A rendered page kept so it can be sent again without rendering or compressing it again,
// each time with a fresh CSP nonce (http/content-security-policy.ts: one per response).
//
// The page is made with NONCE_SLOT, a random per-process stand-in of a nonce's length, where the
// nonces go (only on the tags the server wrote: withNonce), and split there. Its gzip form is
// made once: each part is deflated on its own and ended with a full flush (byte-aligned, no
// back-reference into what follows), so a response is the parts' deflate bytes with the
// response's nonce between them as stored (uncompressed) deflate blocks, the gzip header, and
// a trailer whose CRC-32 is chained over the parts and nonces (zlib.crc32). The same deflate
// stream a compressor would write, byte-valid for any gzip reader, at the cost of a copy.
//
// Brotli has no uncompressed block that can be spliced into a compressed stream this way, so a
// kept page is sent gzip (every browser takes it); the first render's answer too, for the same
// bytes.
import { createHash, randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Where a nonce goes in a kept page; never sent (every response replaces it), so never guessable from outside. */
export const NONCE_SLOT = randomBytes(18).toString('base64');

export interface PreparedPage {
  status: number;
  /** The page's text between nonce slots. */
  parts: Buffer[];
  /** Each part deflated on its own, full-flushed; the last one ends the stream. */
  deflated: Buffer[];
  /** Weak: the bytes differ by the nonce, the page does not. */
  etag: string;
  /** Bytes held, for the cache's bound. */
  size: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** `html` made with NONCE_SLOT for its nonces, ready to be sent many times. */
export function preparePage(html: string, status: number): PreparedPage {
  const parts = html.split(NONCE_SLOT).map((text) => Buffer.from(text));
  const deflated = parts.map((part, index) =>
    deflateRawSync(part, { level: 6, finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
  );
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  const etag = `W/"${hash.digest('base64url').slice(0, 27)}"`;
  const size = [...parts, ...deflated].reduce((total, buffer) => total + buffer.length, 0);
  return { status, parts, deflated, etag, size };
}

/** The page with `nonce` in every slot, uncompressed. */
export function pageText(page: PreparedPage, nonce: string): Buffer {
  const pieces: Buffer[] = [];
  const nonceBytes = Buffer.from(nonce);
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A stored deflate block (not the last) holding `bytes`: header bits 000, then LEN and its complement. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The page with `nonce` in every slot, as a gzip member. */
export function pageGzip(page: PreparedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    pieces.push(page.deflated[index]!);
    // Not for an empty part: zlib.crc32 of some empty buffers answers 0, not the CRC it was given (Node 20 and 22).
    if (part.length > 0) crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
