// Marks the typed words inside a suggestion (docs/behaviour.md §2.7): 'fry' in 'Deep Fryer' -> Deep <mark>Fry</mark>er.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` split into plain and matched parts; matched parts sit at odd indexes. */
export function splitMatches(text: string, query: string): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return [text];
  // Longest first, so 'fryer' wins over 'fry' where both match.
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  return text.split(pattern);
}

export function Highlight({ text, query, className }: { text: string; query: string; className: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={className} part="match">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
