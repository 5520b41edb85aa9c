// Addresses and similar lists flag their default with is_default = 1 (docs/behaviour.md §3).

/** The first item whose is_default is exactly 1, else null. */
export function pickDefault<T extends { is_default?: unknown }>(list: readonly T[] | null | undefined): T | null {
  if (!Array.isArray(list)) return null;
  return list.find((item) => item !== null && typeof item === 'object' && item.is_default === 1) ?? null;
}
