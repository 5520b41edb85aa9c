// Safe path building: ids and page paths are encoded, never pasted raw into a URL.

/** One path segment, encoded so an id can never add a segment or a query. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** A page path kept as path ('/a/b c' -> '/a/b%20c'), always starting with '/'. */
export function encodePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.split('/').map((part) => encodeURIComponent(decodeSafely(part))).join('/');
}

/** Paths from location.pathname arrive already encoded; decode first so '%20' is not doubled. */
function decodeSafely(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
