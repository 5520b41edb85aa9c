/**
 * One tokeniser for the index and the query: lower case, accents folded, words of
 * [a-z0-9]. Anything else (%, _, quotes, backslashes, & | ! : * ( ) <->) only separates
 * words, so no query text can reach LIKE or tsquery syntax.
 */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Longest prefix kept in the suggestion table; longer query words use the full-text index. */
export const MAX_PREFIX_LENGTH = 12;
/** Suggestions stored per prefix (the dropdown shows 7). */
export const PREFIX_TOP_K = 10;
