import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pngOfSize } from '../../test/commerce-fixtures';
import { HttpError } from '../http/errors';
import { withUpload } from './commit';
import { createLocalFileStore } from './file-store';
import type { FileFieldRule } from './multipart';
import { reencodeImage } from './reencode';

const KB = 1024;

const rule: FileFieldRule = {
  maxBytes: 4 * KB,
  maxCount: 2,
  types: ['image/png'],
  tooLarge: (name) => ({ text: `${name} too large` }),
  notSupported: (name) => ({ text: `${name} not supported` }),
  tooMany: { text: 'too many' },
};

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [e.name]));
}

describe('streaming multipart uploads', () => {
  let server: http.Server;
  let url: string;
  let root: string;
  let failAfterCommit = false;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-test-'));
    const store = createLocalFileStore(path.join(root, 'store'));
    server = http.createServer((req, res) => {
      withUpload(req, { files: { images: rule }, maxFields: 5, maxFieldBytes: 256 }, { store, tempDir: path.join(root, 'tmp') }, async ({ parsed, commit }) => {
        const stored = await commit('tests', parsed.files.images ?? []);
        if (failAfterCommit) throw new HttpError(409, { text: 'later failure' });
        return { fields: parsed.fields, stored: stored.map((file) => ({ mime: file.mime, size: file.size, name: file.originalName })) };
      })
        .then((body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)))
        .catch((error: HttpError) => res.writeHead(error.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify(error.bodyIn('en'))));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => {
    failAfterCommit = false;
    expect(filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  const post = (form: FormData) => fetch(url, { method: 'POST', body: form });
  const png = (size: number) => new Blob([new Uint8Array(pngOfSize(size))], { type: 'image/png' });

  it('stores accepted files under random names and passes fields through', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    form.append('tags[]', 'a');
    form.append('tags[]', 'b');
    form.append('images[]', png(4 * KB), 'exact.png');
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: { note: 'hello', tags: ['a', 'b'] }, stored: [{ mime: 'image/png', size: (await reencodeImage(pngOfSize(4 * KB), 'image/png')).length, name: 'exact.png' }] });
    const names = filesUnder(path.join(root, 'store'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
  });

  it.each([
    ['one byte over the limit', [['images', png(4 * KB + 1), 'big.png']], 'images', 'big.png too large'],
    ['a third file', [['images', png(100), 'a.png'], ['images', png(100), 'b.png'], ['images', png(100), 'c.png']], 'images', 'too many'],
    ['text bytes named .png', [['images', new Blob(['<html></html>'], { type: 'image/png' }), 'x.png']], 'images', 'x.png not supported'],
    ['a file in a field without files', [['avatar', png(100), 'a.png']], 'avatar', 'This field does not accept files.'],
  ] as const)('refuses %s with 422 at the field and keeps nothing', async (_label, parts, field, message) => {
    const before = filesUnder(path.join(root, 'store'));
    const form = new FormData();
    for (const [name, file, fileName] of parts) form.append(name, file, fileName);
    const res = await post(form);
    expect(res.status).toBe(422);
    expect((await res.json()).errors[field]).toEqual([message]);
    expect(filesUnder(path.join(root, 'store'))).toEqual(before);
  });

  it('an over-long text field is refused', async () => {
    const form = new FormData();
    form.append('note', 'x'.repeat(300));
    const res = await post(form);
    expect(res.status).toBe(422);
  });

  it('drops the connection of a sender far past every limit, and keeps nothing', async () => {
    const form = new FormData();
    form.append('images', png(3 * 1024 * 1024), 'huge.png');
    const outcome = await post(form).then((res) => res.status, () => 'connection closed');
    expect([413, 'connection closed']).toContain(outcome);
    // The server closes the temp file before removing it, which may end after the socket.
    await vi.waitFor(() => expect(filesUnder(path.join(root, 'tmp'))).toEqual([]), { timeout: 10_000 });
  });

  it('removes stored files when the handler fails after committing them', async () => {
    const before = filesUnder(path.join(root, 'store'));
    failAfterCommit = true;
    const form = new FormData();
    form.append('images', png(200), 'ok.png');
    expect((await post(form)).status).toBe(409);
    expect(filesUnder(path.join(root, 'store'))).toEqual(before);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(415);
  });

  /** Descriptors of this process (the server runs in it) open on a file under `dir`. */
  function openFilesUnder(dir: string): string[] {
    return fs
      .readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return ''; // closed between listing and reading
        }
      })
      .filter((target) => target.startsWith(dir));
  }

  it('closes and removes the temp file of an upload cut off half-way: no file and no open descriptor remain', async () => {
    const tempDir = path.join(root, 'tmp');
    const boundary = 'cut-off';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bytes = pngOfSize(4 * KB);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes.length + 64 },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(bytes.subarray(0, 2 * KB));
    // Half the file has arrived and is being written ...
    await vi.waitFor(() => expect(filesUnder(tempDir)).toHaveLength(1), { timeout: 10_000 });
    expect(openFilesUnder(tempDir)).toHaveLength(1);
    // ... when the sender goes away.
    request.destroy();
    await vi.waitFor(
      () => {
        expect(filesUnder(tempDir)).toEqual([]);
        expect(openFilesUnder(tempDir)).toEqual([]);
      },
      { timeout: 10_000 },
    );
  });
});
