// A file renamed to .png still says image/png (browsers guess the type from the name), so the
// first bytes decide, as the API does: PNG, JPEG and GIF each start with a fixed signature.
const SIGNATURES: readonly [string, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
];

/** Blob.arrayBuffer where the browser has it; FileReader otherwise (older Safari, jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The image type the bytes show, or null when they are none of PNG, JPEG or GIF. */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await readBytes(file.slice(0, 8)));
  const match = SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte));
  return match ? match[0] : null;
}
