// What the two count badges' contracts share (cart-badge.contract.ts, the wishlist badge's), as
// they share count-badge.tsx: the parts and the href attribute.
export const badgeParts = [
  { name: 'badge', description: 'The icon wrapper, or the link when href is set.' },
  { name: 'count', description: 'The number bubble.' },
] as const;

export const hrefAttribute = { name: 'href', type: 'string', description: 'Where the badge links to.' } as const;
