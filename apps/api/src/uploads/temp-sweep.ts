// Temp files of uploads that never finished because the process itself stopped (a crash, a
// kill mid-upload) are removed when the API starts. Only old ones: another API process
// sharing DATA_DIR may be receiving an upload right now, and no request lives for an hour.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** Removes temp uploads older than STALE_UPLOAD_MS; the number removed. */
export async function sweepStaleUploads(tempDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < STALE_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
