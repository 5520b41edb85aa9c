// A kept page is sent many times, each with its own nonce, from bytes compressed once: the
// spliced gzip must be what any gzip reader accepts, with the response's nonce in every slot.
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newNonce } from '../http/content-security-policy';
import { NONCE_SLOT, pageGzip, pageText, preparePage } from './prepared-page';

const page = `<!doctype html><html><head><script nonce="${NONCE_SLOT}">early()</script><style nonce="${NONCE_SLOT}">.a{}</style></head><body>${'<p>Deep fryer, 12 litres, AED 1,234.50</p>'.repeat(4000)}<script nonce="${NONCE_SLOT}" type="application/json">{}</script><script nonce="${NONCE_SLOT}">load()</script></body></html>`;

describe('a prepared page', () => {
  it('is valid gzip with the response nonce in every slot, and a fresh nonce changes only the nonce', () => {
    const prepared = preparePage(page, 200);
    const [first, second] = [newNonce(), newNonce()];
    for (const nonce of [first, second]) {
      const html = gunzipSync(pageGzip(prepared, nonce)).toString();
      expect(html).toBe(page.split(NONCE_SLOT).join(nonce));
      expect(html.match(new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(4);
      expect(html).not.toContain(NONCE_SLOT);
      expect(pageText(prepared, nonce).toString()).toBe(html);
    }
    // Compressed once, not per response: far smaller than the page.
    expect(pageGzip(prepared, first).length).toBeLessThan(page.length / 20);
  });

  it('is read by the system gzip as well (a second, independent reader)', () => {
    const nonce = newNonce();
    const out = execFileSync('gzip', ['-dc'], { input: pageGzip(preparePage(page, 200), nonce) }).toString();
    expect(out).toBe(page.split(NONCE_SLOT).join(nonce));
  });

  it('has one weak ETag whatever the nonce, and another for other text', () => {
    expect(preparePage(page, 200).etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(preparePage(page, 200).etag).toBe(preparePage(page, 200).etag);
    expect(preparePage(page.replace('12 litres', '14 litres'), 200).etag).not.toBe(preparePage(page, 200).etag);
  });

  it('handles a page with no slot and slots side by side', () => {
    for (const html of ['<p>no script</p>', `${NONCE_SLOT}${NONCE_SLOT}x${NONCE_SLOT}`, '']) {
      const nonce = newNonce();
      expect(gunzipSync(pageGzip(preparePage(html, 200), nonce)).toString()).toBe(html.split(NONCE_SLOT).join(nonce));
    }
  });
});
