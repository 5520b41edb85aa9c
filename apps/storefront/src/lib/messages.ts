// Storefront strings the spec does not quote (headings, accessible names, empty states).
// Every string the spec quotes comes from core's `messages`; these sit in one table beside
// it so an Arabic storefront translates both without touching a page.
export const storefrontMessages = {
  skipToContent: 'Skip to main content',
  reload: 'Reload the page',
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for has moved or no longer exists.',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
