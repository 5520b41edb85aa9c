// Streaming multipart parsing (busboy) on the raw Node request. Limits are enforced while
// the bytes arrive: a file that passes its field's limit stops being written at once and the
// rest of the request is drained and discarded (or the connection dropped past a hard cap).
// Files land in a private temp folder; the caller commits them to the FileStore only once the
// whole request is valid, and every temp file is removed whatever happens.
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import { HttpError, type AnswerText, type FieldErrors } from '../http/errors';
import { inspectImage, type ImageProblem } from './image-check';
import { reencodeImage } from './reencode';
import { imageProblemMessage } from './rules';
import { detectType, isImageType, SNIFF_BYTES } from './sniff';
import { said } from '../words/message-keys';

export interface FileFieldRule {
  maxBytes: number;
  maxCount: number;
  /** MIME types accepted, as detected from the bytes. */
  types: readonly string[];
  tooLarge(fileName: string): AnswerText;
  notSupported(fileName: string): AnswerText;
  tooMany: AnswerText;
}

export interface MultipartSpec {
  /** Keyed by field name without a trailing '[]' ('images' also accepts 'images[]'). */
  files: Record<string, FileFieldRule>;
  maxFields?: number;
  maxFieldBytes?: number;
}

export interface ReceivedFile {
  field: string;
  originalName: string;
  mime: string;
  size: number;
  tempPath: string;
}

export interface ParsedMultipart {
  fields: Record<string, string | string[]>;
  files: Record<string, ReceivedFile[]>;
  tempPaths: string[];
}

/** A refused upload: status 422 (field errors), 400 (malformed) or 413 (hard cap). */
export class UploadRejected extends HttpError {
  constructor(status: 400 | 413 | 415 | 422, message: AnswerText, errors?: FieldErrors) {
    super(status, message, { errors });
    this.name = 'UploadRejected';
  }
}

// busboy hands a part without a name as undefined: that threw inside its event handler, an
// uncaught exception that would take the process down (found by the fuzz test).
const fieldKey = (name: string | undefined) => (name ?? '').replace(/\[\d*\]$/, '');

/** Browsers send a bare name; some tools send a path. Keep only a short, printable base name. */
function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[^\p{L}\p{N} ._()-]/gu, '').trim();
  return printable.slice(0, 120) || 'file';
}

export async function parseMultipart(req: IncomingMessage, spec: MultipartSpec, tempDir: string): Promise<ParsedMultipart> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new UploadRejected(415, 'api.multipartExpected');
  }
  await mkdir(tempDir, { recursive: true });

  const maxFields = spec.maxFields ?? 50;
  const maxFieldBytes = spec.maxFieldBytes ?? 16 * 1024;
  const totalFileBytes = Object.values(spec.files).reduce((sum, rule) => sum + rule.maxBytes * rule.maxCount, 0);
  // Past this the sender is not a browser filling our form: stop reading and drop the socket.
  const hardCap = totalFileBytes * 2 + maxFields * maxFieldBytes + 1024 * 1024;

  // No prototype: a part named __proto__ or constructor is just an unknown field.
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const files: Record<string, ReceivedFile[]> = {};
  const tempPaths: string[] = [];
  const errors: FieldErrors = {};
  const counts = new Map<string, number>();
  const writes: Promise<void>[] = [];
  const heads = new Map<ReceivedFile, Buffer>();
  let malformed: UploadRejected | null = null;

  const addError = (field: string, message: AnswerText) => {
    const list = (errors[field] ??= []);
    if (!list.some((listed) => JSON.stringify(listed) === JSON.stringify(message))) list.push(message);
  };
  const failed = () => malformed !== null || Object.keys(errors).length > 0;

  // Every temp file not yet closed. Removal waits for them: a writer destroyed before its open()
  // returned (a file refused as too large on its first chunk, on a loaded machine) still creates
  // the file when the open lands, after an early rm() had found nothing (a leaked .part, CI stop 37).
  const writers = new Set<WriteStream>();
  const closeWriters = () =>
    Promise.all(
      [...writers].map(
        (writer) =>
          new Promise<void>((closed) => {
            if (writer.closed) closed();
            else writer.once('close', () => closed()).destroy();
          }),
      ),
    );
  const cleanup = () => closeWriters().then(() => Promise.all(tempPaths.map((file) => rm(file, { force: true }))));

  return new Promise<ParsedMultipart>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          fieldSize: maxFieldBytes,
          fields: maxFields,
          files: Object.values(spec.files).reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
          parts: maxFields + 100,
        },
      });
    } catch {
      reject(new UploadRejected(400, 'api.malformedMultipartBody'));
      return;
    }

    let received = 0;
    let settled = false;
    /** Stops reading, closes the open temp files (their descriptors), removes them, then rejects. */
    const giveUp = (error: UploadRejected) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.unpipe(bb);
      void cleanup().finally(() => reject(error));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > hardCap && !settled) {
        giveUp(new UploadRejected(413, 'api.uploadTooLarge'));
        req.destroy();
      }
    };
    req.on('data', onData);

    // The sender went away mid-body (closed tab, lost signal, or on purpose): busboy never sees
    // the end, so nothing would close the open temp files, which stayed on disk and open.
    const interrupted = () => giveUp(new UploadRejected(400, 'api.uploadInterrupted'));
    req.once('aborted', interrupted);
    req.once('error', interrupted);
    req.once('close', () => {
      if (!req.complete) interrupted();
    });

    bb.on('field', (rawName: string | undefined, value, info) => {
      const name = rawName ?? '';
      if (info.valueTruncated) {
        addError(fieldKey(name), 'api.valueTooLong');
        return;
      }
      const key = fieldKey(name);
      const existing = fields[key];
      if (name.endsWith(']') || existing !== undefined) {
        fields[key] = existing === undefined ? [value] : Array.isArray(existing) ? [...existing, value] : [existing, value];
      } else {
        fields[key] = value;
      }
    });

    bb.on('file', (name, stream, info) => {
      const key = fieldKey(name);
      const rule = Object.hasOwn(spec.files, key) ? spec.files[key] : undefined;
      const originalName = displayName(info.filename);
      if (!rule) {
        addError(key, 'api.fieldTakesNoFiles');
        stream.resume();
        return;
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > rule.maxCount) {
        addError(key, rule.tooMany);
        stream.resume();
        return;
      }
      const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
      tempPaths.push(tempPath);
      const file: ReceivedFile = { field: key, originalName, mime: '', size: 0, tempPath };
      const headChunks: Buffer[] = [];
      let headLength = 0;
      const writer = createWriteStream(tempPath);
      writers.add(writer);
      writer.once('close', () => writers.delete(writer));
      let out: WriteStream | null = writer;
      let discarding = false;

      const done = new Promise<void>((resolveFile) => {
        const finish = () => {
          if (out) {
            const closing = out;
            out = null;
            closing.end(() => resolveFile());
          } else resolveFile();
        };
        stream.on('data', (chunk: Buffer) => {
          if (discarding) return;
          file.size += chunk.length;
          if (file.size > rule.maxBytes) {
            addError(key, rule.tooLarge(originalName));
            discarding = true;
            out?.destroy();
            out = null;
            return;
          }
          if (headLength < SNIFF_BYTES) {
            headChunks.push(chunk);
            headLength += chunk.length;
          }
          if (failed()) return; // the request is refused anyway: stop writing, keep draining
          if (out && !out.write(chunk)) {
            stream.pause();
            out.once('drain', () => stream.resume());
          }
        });
        stream.on('end', finish);
        stream.on('error', finish);
        writer.on('error', () => {
          malformed ??= new UploadRejected(400, 'api.uploadNotStored');
          out = null;
          stream.resume();
        });
      });
      writes.push(
        done.then(() => {
          // Browsers send an empty part with no file name for an untouched file input: not a
          // file. A chosen file that is empty is refused (found by the upload corpus).
          if (file.size === 0) {
            if ((info.filename ?? '') !== '') addError(key, said('api.fileEmpty', { name: originalName }));
            return;
          }
          heads.set(file, Buffer.concat(headChunks).subarray(0, SNIFF_BYTES));
          (files[key] ??= []).push(file);
        }),
      );
    });

    bb.on('fieldsLimit', () => addError('_', 'api.tooManyFields'));
    bb.on('filesLimit', () => addError('_', 'api.tooManyFiles'));
    bb.on('partsLimit', () => addError('_', 'api.tooManyParts'));
    bb.on('error', () => {
      malformed ??= new UploadRejected(400, 'api.malformedMultipartBody');
      req.unpipe(bb);
      req.resume();
      finishAll();
    });
    bb.on('close', () => finishAll());

    let finishing = false;
    function finishAll() {
      if (finishing || settled) return;
      finishing = true;
      void Promise.all(writes)
        .then(async () => {
          if (!failed()) {
            for (const [file, head] of heads) {
              const rule = spec.files[file.field]!;
              const mime = await detectType(head);
              if (!mime || !rule.types.includes(mime)) {
                addError(file.field, rule.notSupported(file.originalName));
                continue;
              }
              // The first bytes name the format; the whole file must then be a whole, sane image.
              if (!isImageType(mime)) {
                file.mime = mime;
                continue;
              }
              const bytes = await readFile(file.tempPath);
              const problem = inspectImage(mime, bytes) ?? (await replaceWithReencoded(file, bytes, mime));
              if (problem) addError(file.field, imageProblemMessage(problem, rule, file.originalName));
              else file.mime = mime;
            }
          }
          settled = true;
          req.off('data', onData);
          if (malformed) throw malformed;
          if (failed()) throw new UploadRejected(422, Object.values(errors)[0]![0]!, errors);
          resolve({ fields, files, tempPaths });
        })
        .catch(async (error: unknown) => {
          settled = true;
          await cleanup();
          reject(error instanceof UploadRejected ? error : new UploadRejected(400, 'api.malformedMultipartBody'));
        });
    }

    req.pipe(bb);
  });
}

/** Only the re-encoded picture is kept (reencode.ts says why); 'damaged' when it cannot be decoded. */
async function replaceWithReencoded(file: ReceivedFile, bytes: Buffer, mime: string): Promise<ImageProblem | null> {
  let clean: Buffer;
  try {
    clean = await reencodeImage(bytes, mime);
  } catch {
    return 'damaged';
  }
  await writeFile(file.tempPath, clean);
  file.size = clean.length;
  return null;
}

export function removeTempFiles(parsed: ParsedMultipart): Promise<unknown> {
  return Promise.all(parsed.tempPaths.map((file) => rm(file, { force: true })));
}
