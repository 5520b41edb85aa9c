// A kept page is sent many times from bytes compressed once: its gzip is what any gzip reader
// accepts, its brotli comes once made in the background, and its ETag names its text.
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { keepBrotli, preparePage } from './prepared-page';

const page = `<!doctype html><html><head><script>early()</script><style>.a{}</style></head><body>${'<p>Deep fryer, 12 litres, AED 1,234.50</p>'.repeat(4000)}<script type="application/json">{}</script><script>load()</script></body></html>`;
const POLICY = "script-src 'self' 'sha256-x'";

describe('a prepared page', () => {
  it('is the page as valid gzip, compressed once, with the policy it was made with', async () => {
    const prepared = await preparePage(page, 200, POLICY);
    expect(gunzipSync(prepared.gzip).toString()).toBe(page);
    expect(prepared.text.toString()).toBe(page);
    expect(prepared.gzip.length).toBeLessThan(page.length / 20);
    expect(prepared.policy).toBe(POLICY);
  });

  it('is read by the system gzip as well (a second, independent reader)', async () => {
    expect(execFileSync('gzip', ['-dc'], { input: (await preparePage(page, 200, POLICY)).gzip }).toString()).toBe(page);
  });

  it('gets its brotli form in the background, smaller than its gzip', async () => {
    const prepared = await preparePage(page, 200, POLICY);
    expect(prepared.brotli).toBeNull();
    keepBrotli(prepared);
    await vi.waitFor(() => expect(prepared.brotli).not.toBeNull());
    expect(brotliDecompressSync(prepared.brotli!).toString()).toBe(page);
    expect(prepared.brotli!.length).toBeLessThan(prepared.gzip.length);
  });

  it('has one weak ETag for its text, and another for other text', async () => {
    const etag = async (text: string) => (await preparePage(text, 200, POLICY)).etag;
    expect(await etag(page)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(await etag(page)).toBe(await etag(page));
    expect(await etag(page.replace('12 litres', '14 litres'))).not.toBe(await etag(page));
  });
});
