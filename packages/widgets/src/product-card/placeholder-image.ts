// The image a card shows when a product has none or its image fails to load (docs/behaviour.md §8).
// Inline, so a broken CDN never leaves a broken-image icon and nothing is fetched.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f3f5f7"/>' +
  '<path d="M60 130l30-36 24 28 16-18 30 26z" fill="#cfd6de"/><circle cx="128" cy="76" r="12" fill="#cfd6de"/></svg>';

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
