// Upload rules on plain { name, type, size } objects: a browser File fits, and so does
// what the api reads from a multipart part, so both sides give the same message. Every
// upload field's limits and messages live here; the API's multipart rules are built from them.
import { CLAIM_LIMITS, ISSUE_REPORT } from '../constants/constants';
import type { CoreMessageKey, SaidMessage, Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';

export interface FileLike {
  name: string;
  /** MIME type; browsers leave it '' for unknown files, multipart may say octet-stream. */
  type: string;
  /** Bytes. */
  size: number;
}

export interface FileRule {
  mimeTypes: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
  /** How many files the field takes. */
  maxCount: number;
  /** Its messages by key (messages/say.ts); the type and size ones name the file ({name}). */
  typeMessage: CoreMessageKey;
  sizeMessage: CoreMessageKey;
  countMessage: CoreMessageKey;
}

const MB = 1024 * 1024;

/** Price-match screenshot: JPG, PNG or WEBP, at most 2MB (docs/behaviour.md §5 and §9). */
export const CLAIM_FILE_RULE: FileRule = {
  mimeTypes: CLAIM_LIMITS.fileTypes,
  extensions: CLAIM_LIMITS.fileExtensions,
  maxBytes: CLAIM_LIMITS.maxFileBytes,
  maxCount: CLAIM_LIMITS.maxScreenshots,
  typeMessage: 'core.claim.fileType',
  sizeMessage: 'core.claim.fileSize',
  countMessage: 'core.uploads.claimCount',
};

/** Glitch report screenshots: png, jpeg or gif, at most 5MB each. */
export const ISSUE_FILE_RULE: FileRule = {
  mimeTypes: ISSUE_REPORT.types,
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
  maxBytes: ISSUE_REPORT.maxBytes,
  maxCount: ISSUE_REPORT.maxScreenshots,
  typeMessage: 'core.issueReport.fileType',
  sizeMessage: 'core.issueReport.fileSize',
  countMessage: 'core.uploads.issueCount',
};

// Where the spec is silent, our choices: return photos 5MB, return videos 50MB, documents
// 10MB, bounded counts.
/** Photos of a returned item. */
export const RETURN_PHOTO_RULE: FileRule = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  maxBytes: 5 * MB,
  maxCount: 8,
  typeMessage: 'core.returns.photoType',
  sizeMessage: 'core.uploads.photoSize',
  countMessage: 'core.uploads.photoCount',
};

/** Videos of a returned item. */
export const RETURN_VIDEO_RULE: FileRule = {
  mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  extensions: ['mp4', 'webm', 'mov'],
  maxBytes: 50 * MB,
  maxCount: 3,
  typeMessage: 'core.returns.videoType',
  sizeMessage: 'core.uploads.videoSize',
  countMessage: 'core.uploads.videoCount',
};

/** A document saved to the account (trade licence, tax certificate ...). */
export const SAVED_DOCUMENT_RULE: FileRule = {
  mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  maxBytes: 10 * MB,
  maxCount: 1,
  typeMessage: 'core.uploads.documentType',
  sizeMessage: 'core.uploads.documentSize',
  countMessage: 'core.uploads.documentCount',
};

/** A MIME type that says nothing about the content; the extension decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function hasAllowedType(file: FileLike, rule: FileRule): boolean {
  const type = file.type.trim().toLowerCase();
  if (UNKNOWN_TYPES.has(type)) return rule.extensions.includes(extensionOf(file.name));
  return rule.mimeTypes.includes(type);
}

/** The rule's message naming the file, or null when the file is acceptable; in `say`'s language (English by default). */
export function checkFile(file: FileLike, rule: FileRule): string | null;
export function checkFile<M extends SaidMessage>(file: FileLike, rule: FileRule, say: Say<M>): M | null;
export function checkFile(file: FileLike, rule: FileRule, say: Say = sayInEnglish): SaidMessage | null {
  if (!hasAllowedType(file, rule)) return say(rule.typeMessage, { name: file.name });
  if (!Number.isFinite(file.size) || file.size > rule.maxBytes) return say(rule.sizeMessage, { name: file.name });
  return null;
}

export function validateClaimFile(file: FileLike): string | null;
export function validateClaimFile<M extends SaidMessage>(file: FileLike, say: Say<M>): M | null;
export function validateClaimFile(file: FileLike, say: Say = sayInEnglish): SaidMessage | null {
  return checkFile(file, CLAIM_FILE_RULE, say);
}

export function validateIssueFile(file: FileLike): string | null;
export function validateIssueFile<M extends SaidMessage>(file: FileLike, say: Say<M>): M | null;
export function validateIssueFile(file: FileLike, say: Say = sayInEnglish): SaidMessage | null {
  return checkFile(file, ISSUE_FILE_RULE, say);
}

/** One message per rejected screenshot, in upload order; empty when all are fine. */
export function validateIssueFiles(files: readonly FileLike[], say: Say<string> = sayInEnglish): string[] {
  return files.map((file) => validateIssueFile(file, say)).filter((message): message is string => message !== null);
}

/** For yup: a value that has the three fields a file rule reads. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FileLike>;
  return typeof candidate.name === 'string' && typeof candidate.type === 'string' && typeof candidate.size === 'number';
}

// A file renamed to .png still says image/png (browsers guess the type from the name), so the
// first bytes decide, as the API does: each image type starts with a fixed signature.
const IMAGE_SIGNATURES: readonly (readonly [string, readonly (readonly [offset: number, bytes: readonly number[]])[]])[] = [
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/gif', [[0, [0x47, 0x49, 0x46, 0x38]]]],
  // 'RIFF', four bytes of length, then 'WEBP'.
  ['image/webp', [[0, [0x52, 0x49, 0x46, 0x46]], [8, [0x57, 0x45, 0x42, 0x50]]]],
];
/** Enough leading bytes for every signature above. */
const SIGNATURE_BYTES = 12;

/** Blob.arrayBuffer where the browser has it; FileReader otherwise (older Safari, jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The image type the first bytes show (PNG, JPEG, GIF or WEBP), or null for anything else. */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await readBytes(file.slice(0, SIGNATURE_BYTES)));
  const match = IMAGE_SIGNATURES.find(([, parts]) => parts.every(([offset, bytes]) => bytes.every((byte, index) => head[offset + index] === byte)));
  return match ? match[0] : null;
}

/**
 * A picked image checked as the API will: the rule's name, type and size first, then its bytes
 * must show one of the rule's types, so a renamed non-image is refused at the field before
 * its upload is wasted. The message naming the file, or null when it is acceptable.
 */
export async function checkImageFile(file: Blob & FileLike, rule: FileRule, say: Say<string> = sayInEnglish): Promise<string | null> {
  const problem = checkFile(file, rule, say);
  if (problem) return problem;
  try {
    const sniffed = await sniffImageType(file);
    return sniffed && rule.mimeTypes.includes(sniffed) ? null : say(rule.typeMessage, { name: file.name });
  } catch {
    // Moved or deleted since it was picked: say so rather than send a file we cannot read.
    return say('core.common.fileUnreadable');
  }
}
