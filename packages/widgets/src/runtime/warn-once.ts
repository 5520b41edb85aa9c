// A widget on a partner's page must never throw at the page for a setting it got wrong, nor
// stay silent: it says what to change, once per page for each kind of mistake. No imports:
// the script-tag bundle's initial script uses it.
const warned = new Set<string>();

export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[horeca] ${message}`);
}

/** Lets warnOnce speak again (tests). */
export function resetWarnings(): void {
  warned.clear();
}
