// nginx's page cache in front (apps/api/scale/nginx.conf.template, issue 31) keys a page on the
// device class it derives from the User-Agent, as the storefront's render does
// (guessViewportWidth): a shopper must never get a copy drawn for another class. Run against
// Debian's nginx and a stand-in API that answers each page with the User-Agent it was drawn
// for; skipped where nginx is not installed (.ci/run installs it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guessViewportWidth } from '../../storefront/src/ssr/device';
import { startFrontCache, type FrontCache } from '../scale/nginx';
import { freePort } from './smtp-sink';

const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 9; Tablet) Firefox/133.0',
  'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) Mobile/15E148',
  'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80) Presto/2.5 Version/10.54 Mobi',
  'WhatsApp/2.23.20.0 A',
  '',
];

describe.skipIf(!hasNginx)('nginx in front: one kept copy per device class', () => {
  let upstream: http.Server;
  let front: FrontCache;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-front-cache-'));

  beforeAll(async () => {
    // A guest page, shareable, drawn for the User-Agent that asked (its first asker's, once kept).
    upstream = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60', 'x-render-cache': 'miss', vary: 'Accept-Encoding, Cookie, User-Agent' });
      response.end(`${request.headers.cookie ?? ''}|${request.headers['user-agent'] ?? ''}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = startFrontCache({ port: await freePort(), upstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, dir: path.join(dir, 'nginx'), seconds: 60 });
    await vi.waitFor(async () => expect((await fetch(`${front.url}/warm`)).status).toBe(200), { timeout: 10_000, interval: 100 });
  });

  afterAll(async () => {
    front?.child.kill('SIGTERM');
    upstream?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = async (pagePath: string, headers: Record<string, string>) => {
    const answer = await fetch(front.url + pagePath, { headers });
    return { drawnFor: (await answer.text()).split('|'), cache: answer.headers.get('x-cache-status') };
  };

  it('sends each User-Agent a copy drawn for its own class, and shares it within the class', async () => {
    for (const agent of AGENTS) {
      const { drawnFor } = await page('/a-product', { 'user-agent': agent });
      expect(guessViewportWidth(drawnFor[1]), agent).toBe(guessViewportWidth(agent));
    }
    // Three classes, three renders: every other asker got a kept copy.
    expect((await page('/a-product', { 'user-agent': AGENTS[0]! })).cache).toBe('HIT');
  });

  it('keeps one copy per storefront and language cookie, whatever other cookies come with them', async () => {
    const agent = { 'user-agent': AGENTS[0]! };
    expect((await page('/a-category', { ...agent, cookie: '_ga=1' })).drawnFor[0]).toBe('_ga=1');
    expect((await page('/a-category', { ...agent, cookie: '_ga=2; storefront=us' })).drawnFor[0]).toBe('_ga=2; storefront=us');
    expect((await page('/a-category', { ...agent, cookie: 'language=ar' })).drawnFor[0]).toBe('language=ar');
    expect(await page('/a-category', { ...agent, cookie: 'storefront=us; _ga=3' })).toEqual({ drawnFor: ['_ga=2; storefront=us', AGENTS[0]], cache: 'HIT' });
  });
});
