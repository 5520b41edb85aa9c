// At most so many renders at once (issue 31): a render is seconds of one core's time, so a
// crowd asking for pages at once would otherwise queue everything behind them, /api/health
// included. A page waits for a slot at most `queueMs`, one client address may hold at most
// `perAddress` renders running or waiting, and a render past `budgetMs` is abandoned (its
// signal aborts: no further reads, no further render round). Each of these answers the page
// with the plain shell at once; the browser renders it itself. Counted, and logged at most
// once per LOG_EVERY_MS so a flood does not become a flood of log lines.
//
// Per process on purpose: the slots are this process's cores.
import type { RenderSettings } from './settings';

export type Refusal = 'queue-deadline' | 'per-address' | 'over-budget';
export type GateOutcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; reason: Refusal };

const LOG_EVERY_MS = 10_000;

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export type GateSettings = Pick<RenderSettings, 'concurrency' | 'queueMs' | 'budgetMs' | 'perAddress'>;

export class RenderGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly byAddress = new Map<string, number>();
  /** Since start: pages rendered, and pages sent as the shell by reason. */
  readonly counts = { rendered: 0, 'queue-deadline': 0, 'per-address': 0, 'over-budget': 0 };
  private unlogged: Partial<Record<Refusal, number>> = {};
  private lastLog = 0;

  constructor(
    private readonly settings: GateSettings,
    private readonly logger: Pick<Console, 'warn'> = console,
  ) {}

  /** Renders now or after a wait, within the limits; `work` must stop when its signal aborts. */
  async run<T>(address: string, work: (signal: AbortSignal) => Promise<T>): Promise<GateOutcome<T>> {
    const { perAddress } = this.settings;
    const held = this.byAddress.get(address) ?? 0;
    if (perAddress > 0 && held >= perAddress) return this.refuse('per-address');
    this.byAddress.set(address, held + 1);
    let releaseAddress = true;
    try {
      if (!(await this.slot())) return this.refuse('queue-deadline');
      const controller = new AbortController();
      const rendering = work(controller.signal);
      // The slot and the address's share are given back when the work really ends, not at the
      // budget: an abandoned render still holds its core until it notices the abort.
      releaseAddress = false;
      void rendering.then(
        () => this.release(address),
        () => this.release(address),
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), this.settings.budgetMs)));
      try {
        const first = await Promise.race([rendering, late]);
        if (first === 'late') {
          controller.abort(new Error(`not done in ${this.settings.budgetMs} ms`));
          return this.refuse('over-budget');
        }
        this.counts.rendered += 1;
        return { kind: 'done', value: first as T };
      } finally {
        clearTimeout(timer);
      }
    } finally {
      if (releaseAddress) this.leaveAddress(address);
    }
  }

  /** True once a slot is this caller's; false if none came free within queueMs. */
  private slot(): Promise<boolean> {
    if (this.running < this.settings.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(true),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          resolve(false);
        }, this.settings.queueMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(address: string): void {
    this.leaveAddress(address);
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(); // the slot passes on: `running` stays
    } else this.running -= 1;
  }

  private leaveAddress(address: string): void {
    const held = (this.byAddress.get(address) ?? 1) - 1;
    if (held > 0) this.byAddress.set(address, held);
    else this.byAddress.delete(address);
  }

  private refuse(reason: Refusal): GateOutcome<never> {
    this.counts[reason] += 1;
    this.unlogged[reason] = (this.unlogged[reason] ?? 0) + 1;
    const now = Date.now();
    if (now - this.lastLog >= LOG_EVERY_MS) {
      const said = Object.entries(this.unlogged).map(([why, n]) => `${n} ${why}`).join(', ');
      this.logger.warn(`[render] pages sent as the plain shell since the last report: ${said} (${this.running} rendering, ${this.waiting.length} waiting)`);
      this.unlogged = {};
      this.lastLog = now;
    }
    return { kind: 'refused', reason };
  }
}
