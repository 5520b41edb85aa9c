import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './temp-sweep';

describe('sweeping the upload temp folder at start', () => {
  it('removes temp files left by a stopped process, keeps uploads in flight', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-sweep-'));
    const stale = path.join(dir, 'left-by-a-crash.part');
    const fresh = path.join(dir, 'in-flight.part');
    fs.writeFileSync(stale, 'half an upload');
    fs.writeFileSync(fresh, 'an upload arriving now');
    const longAgo = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
    fs.utimesSync(stale, longAgo, longAgo);

    expect(await sweepStaleUploads(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['in-flight.part']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is quiet when the folder does not exist yet', async () => {
    expect(await sweepStaleUploads(path.join(os.tmpdir(), 'no-such-upload-dir-xyz'))).toBe(0);
  });
});
