/**
 * Where a long load spends its time: `lap(name)` adds the time since the previous lap to
 * `name`'s total, so a phase met in every batch (generate, insert) sums over the batches.
 * The seed reports it (SeedReport.phasesMs) and the bench prints it (issue 29).
 */
export class PhaseClock {
  private last = performance.now();
  readonly totals: Record<string, number> = {};

  lap(name: string): void {
    const now = performance.now();
    this.totals[name] = (this.totals[name] ?? 0) + (now - this.last);
    this.last = now;
  }

  /** The totals in whole milliseconds. */
  rounded(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.totals).map(([name, ms]) => [name, Math.round(ms)]));
  }
}
