// The page's origin (for absolute links such as schema.org data): the window's in the
// browser, the request's on the server (set by entry-server.tsx before each render).
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
