import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

const quiet = { warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that takes `ms` unless aborted, counting how many run at once. */
function meter() {
  let now = 0;
  let most = 0;
  const aborted: number[] = [];
  const work = (ms: number, id = 0) => async (signal: AbortSignal) => {
    now += 1;
    most = Math.max(most, now);
    try {
      for (let waited = 0; waited < ms; waited += 5) {
        if (signal.aborted) {
          aborted.push(id);
          throw signal.reason;
        }
        await sleep(5);
      }
      return id;
    } finally {
      now -= 1;
    }
  };
  return { work, most: () => most, aborted };
}

describe('the render gate', () => {
  it('runs at most `concurrency` renders at once; the others wait their turn', async () => {
    const gate = new RenderGate({ concurrency: 2, queueMs: 5_000, budgetMs: 5_000, perAddress: 0 }, quiet);
    const { work, most } = meter();
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => gate.run(`a${i}`, work(30, i))));
    expect(outcomes.map((o) => o.kind)).toEqual(Array(8).fill('done'));
    expect(most()).toBe(2);
    expect(gate.counts.rendered).toBe(8);
  });

  it('past the queue deadline a waiting page is turned away at once, and counted', async () => {
    const gate = new RenderGate({ concurrency: 1, queueMs: 40, budgetMs: 5_000, perAddress: 0 }, quiet);
    const { work } = meter();
    const started = performance.now();
    const [slow, waiting] = await Promise.all([gate.run('a', work(300)), gate.run('b', work(10)).then((o) => ({ ...o, ms: performance.now() - started }))]);
    expect(slow.kind).toBe('done');
    expect(waiting).toMatchObject({ kind: 'refused', reason: 'queue-deadline' });
    expect(waiting.ms).toBeLessThan(200);
    expect(gate.counts['queue-deadline']).toBe(1);
  });

  it('abandons a render past its budget: its signal aborts and it stops', async () => {
    const gate = new RenderGate({ concurrency: 1, queueMs: 1_000, budgetMs: 50, perAddress: 0 }, quiet);
    const { work, aborted } = meter();
    expect(await gate.run('a', work(2_000, 7))).toEqual({ kind: 'refused', reason: 'over-budget' });
    await sleep(30);
    expect(aborted).toEqual([7]);
    // Its slot came back: the next render runs.
    expect(await gate.run('a', work(10, 8))).toEqual({ kind: 'done', value: 8 });
    expect(gate.counts['over-budget']).toBe(1);
  });

  it('lets one address hold at most `perAddress` renders, so others still get theirs', async () => {
    const gate = new RenderGate({ concurrency: 2, queueMs: 2_000, budgetMs: 5_000, perAddress: 2 }, quiet);
    const { work } = meter();
    const greedy = Array.from({ length: 6 }, () => gate.run('203.0.113.9', work(60)));
    const other = gate.run('198.51.100.1', work(10));
    const outcomes = await Promise.all(greedy);
    expect(outcomes.filter((o) => o.kind === 'done')).toHaveLength(2);
    expect(outcomes.filter((o) => o.kind === 'refused' && o.reason === 'per-address')).toHaveLength(4);
    expect((await other).kind).toBe('done');
    // Once its renders are done the address may render again.
    expect((await gate.run('203.0.113.9', work(5))).kind).toBe('done');
  });

  it('logs the shells it sent, at most once per interval', async () => {
    const lines: string[] = [];
    const gate = new RenderGate({ concurrency: 1, queueMs: 0, budgetMs: 5_000, perAddress: 1 }, { warn: (line: string) => lines.push(line) });
    const { work } = meter();
    await Promise.all(Array.from({ length: 5 }, () => gate.run('a', work(20))));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\[render\] pages sent as the plain shell since the last report: 1 per-address/);
  });
});
