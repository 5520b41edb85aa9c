// The browser types a file by its name, so a text file renamed 'offer.png' arrives as
// image/png and passes core's type rule. Its first bytes tell the truth: PNG, JPEG and WEBP
// each start with a fixed signature. The API sniffs the bytes too; checking here refuses
// the file at the field, before a 2MB upload is wasted.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** True when the bytes are a PNG, JPEG or WEBP image. */
export function isClaimImage(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG) || startsWith(bytes, JPEG) || (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8));
}

/** The first 12 bytes of a file (enough for every signature above). */
export function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 12);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}
