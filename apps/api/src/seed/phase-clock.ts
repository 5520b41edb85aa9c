/**
 * Where a long load spends its time: `lap(name)` adds the time since the previous lap to
 * `name`'s total, so a phase met in every batch (generate, insert) sums over the batches.
 * The seed reports it (SeedReport.phasesMs) and the bench prints it (issue 29). The process's
 * CPU time is kept beside the wall time: on a shared machine the wall time moves with the load,
 * and on PGlite (which runs in this process) the CPU time is the database's work too.
 */
export class PhaseClock {
  private last = performance.now();
  private lastCpu = cpuMs();
  readonly totals: Record<string, number> = {};
  readonly cpuTotals: Record<string, number> = {};

  lap(name: string): void {
    const now = performance.now();
    const cpu = cpuMs();
    this.totals[name] = (this.totals[name] ?? 0) + (now - this.last);
    this.cpuTotals[name] = (this.cpuTotals[name] ?? 0) + (cpu - this.lastCpu);
    this.last = now;
    this.lastCpu = cpu;
  }

  /** The totals in whole milliseconds. */
  rounded(): Record<string, number> {
    return roundedTotals(this.totals);
  }

  /** The CPU totals in whole milliseconds. */
  roundedCpu(): Record<string, number> {
    return roundedTotals(this.cpuTotals);
  }
}

/** User and system CPU time of this process so far, in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function roundedTotals(totals: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(totals).map(([name, ms]) => [name, Math.round(ms)]));
}
