// Builds multipart bodies for the return, glitch-report and claim calls.

export type MultipartValue = string | number | boolean | Blob | readonly Blob[] | null | undefined;

/**
 * Appends every present field. Booleans go as '1'/'0', which every server-side boolean
 * rule accepts; a list appends one part per file under the same key ('images[]').
 * null and undefined are left out, so absent optional fields are not sent at all;
 * an empty string is sent as an empty part (the claim's customer_country_code is always '').
 */
export function toFormData(fields: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isBlobList(value)) {
      for (const file of value) appendFile(form, key, file);
    } else if (isBlob(value)) {
      appendFile(form, key, value);
    } else if (typeof value === 'boolean') {
      form.append(key, value ? '1' : '0');
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

function appendFile(form: FormData, key: string, file: Blob): void {
  const name = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload';
  form.append(key, file, name);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isBlobList(value: unknown): value is readonly Blob[] {
  return Array.isArray(value);
}
