// The type of an upload is decided by its first bytes, never by its name or declared type:
// a renamed HTML page or an SVG (script-capable) must not be served back as an image.
import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** How many leading bytes are kept for detection (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** Fewer bytes than the smallest real file of the type: a signature alone is not an image. */
const MINIMUM_BYTES: Record<string, number> = { 'image/png': 67, 'image/gif': 26, 'image/jpeg': 64, 'image/webp': 26 };

export async function detectType(head: Uint8Array): Promise<string | null> {
  const result = await fileTypeFromBuffer(head);
  const mime = result?.mime ?? null;
  // A truncated file ('GIF8') was taken for a GIF by its first bytes (upload corpus).
  if (mime && Object.hasOwn(MINIMUM_BYTES, mime) && head.length < (MINIMUM_BYTES[mime] ?? 0)) return null;
  return mime;
}
