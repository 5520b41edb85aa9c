// How long a quotation's prices hold (docs/behaviour.md §9): QUOTE_VALID_DAYS days (30 by
// default, config.ts) from the day it is requested or last changed, as a calendar day in UTC,
// the day its date is printed in.
export function quoteValidUntil(from: Date, days: number): string {
  const until = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return until.toISOString().slice(0, 10);
}
