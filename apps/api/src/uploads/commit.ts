// Moves validated temp uploads into the FileStore under random names, and undoes that if
// the rest of the request fails, so a refused request leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { extensionForType, type FileStore } from './file-store';
import { parseMultipart, removeTempFiles, type MultipartSpec, type ParsedMultipart, type ReceivedFile } from './multipart';
import type { IncomingMessage } from 'node:http';

export interface CommittedFile {
  field: string;
  key: string;
  mime: string;
  size: number;
  originalName: string;
}

export interface UploadSession {
  parsed: ParsedMultipart;
  /** Stores files under `prefix/<random>.<ext>`; remembered for rollback. */
  commit(prefix: string, files: ReceivedFile[]): Promise<CommittedFile[]>;
}

export function randomKey(prefix: string, mime: string): string {
  return `${prefix}/${randomBytes(18).toString('base64url')}.${extensionForType(mime)}`;
}

/**
 * Parses the request, runs `handle`, and cleans up: temp files always; stored files when
 * `handle` throws (validation failure, database error).
 */
export async function withUpload<T>(
  req: IncomingMessage,
  spec: MultipartSpec,
  options: { store: FileStore; tempDir: string },
  handle: (session: UploadSession) => Promise<T>,
): Promise<T> {
  const parsed = await parseMultipart(req, spec, options.tempDir);
  const stored: string[] = [];
  const session: UploadSession = {
    parsed,
    async commit(prefix, files) {
      const committed: CommittedFile[] = [];
      for (const file of files) {
        const key = randomKey(prefix, file.mime);
        await options.store.put(key, createReadStream(file.tempPath), { contentType: file.mime, size: file.size });
        stored.push(key);
        committed.push({ field: file.field, key, mime: file.mime, size: file.size, originalName: file.originalName });
      }
      return committed;
    },
  };
  try {
    return await handle(session);
  } catch (error) {
    await Promise.all(stored.map((key) => options.store.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await removeTempFiles(parsed);
  }
}
