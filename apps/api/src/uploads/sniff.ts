// The type of an upload is decided by its first bytes, never by its name or declared type:
// a renamed HTML page or an SVG (script-capable) must not be served back as an image.
import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const isImageType = (mime: string) => (IMAGE_TYPES as readonly string[]).includes(mime);

/** How many leading bytes are kept for detection (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

export async function detectType(head: Uint8Array): Promise<string | null> {
  // A signature alone ('GIF8', a cut PNG) is named here and refused by the structure walk (image-check.ts).
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}
