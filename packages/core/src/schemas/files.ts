// Upload rules on plain { name, type, size } objects: a browser File fits, and so does
// what the api reads from a multipart part, so both sides give the same message.
import { CLAIM_LIMITS, ISSUE_REPORT } from '../constants';
import { formatMessage, messages } from '../messages';

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
  typeMessage: string;
  sizeMessage: string;
}

/** Price-match screenshot: JPG, PNG or WEBP, at most 2MB (spec sections 5 and 9). */
export const CLAIM_FILE_RULE: FileRule = {
  mimeTypes: CLAIM_LIMITS.fileTypes,
  extensions: CLAIM_LIMITS.fileExtensions,
  maxBytes: CLAIM_LIMITS.maxFileBytes,
  typeMessage: messages.claim.fileType,
  sizeMessage: messages.claim.fileSize,
};

/** Glitch report screenshots: png, jpeg or gif, at most 5MB each. */
export const ISSUE_FILE_RULE: FileRule = {
  mimeTypes: ISSUE_REPORT.types,
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
  maxBytes: ISSUE_REPORT.maxBytes,
  typeMessage: messages.issueReport.fileType,
  sizeMessage: messages.issueReport.fileSize,
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

/** The rule's message naming the file, or null when the file is acceptable. */
export function checkFile(file: FileLike, rule: FileRule): string | null {
  if (!hasAllowedType(file, rule)) return formatMessage(rule.typeMessage, { name: file.name });
  if (!Number.isFinite(file.size) || file.size > rule.maxBytes) {
    return formatMessage(rule.sizeMessage, { name: file.name });
  }
  return null;
}

export function validateClaimFile(file: FileLike): string | null {
  return checkFile(file, CLAIM_FILE_RULE);
}

export function validateIssueFile(file: FileLike): string | null {
  return checkFile(file, ISSUE_FILE_RULE);
}

/** One message per rejected screenshot, in upload order; empty when all are fine. */
export function validateIssueFiles(files: readonly FileLike[]): string[] {
  return files.map(validateIssueFile).filter((message): message is string => message !== null);
}

/** For yup: a value that has the three fields a file rule reads. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FileLike>;
  return typeof candidate.name === 'string' && typeof candidate.type === 'string' && typeof candidate.size === 'number';
}
