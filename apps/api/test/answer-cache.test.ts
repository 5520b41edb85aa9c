// The search answer cache: keeps a query's answer from its second asking, asks the engine once
// for a burst of one new query, is bounded, and never keeps an answer computed from the
// catalogue as it was before a change.
import { AnswerCache, ANSWER_CACHE_LIMITS } from '../src/search/answer-cache';

function controlled() {
  const pending: ((value: string) => void)[] = [];
  const compute = vi.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  return { compute, pending };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerCache', () => {
  it('answers a query from the engine the first time, keeps it from the second', async () => {
    const cache = new AnswerCache();
    const compute = vi.fn(async () => '{"products":[]}');
    for (let i = 0; i < 5; i++) expect(await cache.get('co', compute)).toBe('{"products":[]}');
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  it('a burst of one kept query asks the engine once', async () => {
    const cache = new AnswerCache();
    await cache.get('com', async () => 'first sighting');
    const { compute, pending } = controlled();
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('com', compute)));
    pending[0]!('the answer');
    expect(await answers).toEqual(Array.from({ length: 20 }, () => 'the answer'));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('clear() drops the answers, and an answer computed before it is not kept', async () => {
    const cache = new AnswerCache();
    await cache.get('ov', async () => 'seen');
    const { compute, pending } = controlled();
    const racing = cache.get('ov', compute);
    cache.clear(); // the catalogue changed while the engine was reading
    pending[0]!('from before the change');
    expect(await racing).toBe('from before the change');
    await flush();
    expect(cache.size).toBe(0);
    expect(await cache.get('ov', async () => 'from after the change')).toBe('from after the change');
    expect(await cache.get('ov', async () => 'not asked')).toBe('from after the change');
  });

  it('holds at most its limit of answers: unique queries asked twice evict the least recent', async () => {
    const cache = new AnswerCache();
    for (let i = 0; i < ANSWER_CACHE_LIMITS.answers + 50; i++) {
      await cache.get(`q${i}`, async () => 'x');
      await cache.get(`q${i}`, async () => 'x');
    }
    expect(cache.size).toBe(ANSWER_CACHE_LIMITS.answers);
  });

  it('a flood of queries asked once keeps nothing and leaves the kept answers in place', async () => {
    const cache = new AnswerCache();
    await cache.get('popular', async () => 'p');
    await cache.get('popular', async () => 'p');
    for (let i = 0; i < ANSWER_CACHE_LIMITS.seen * 2; i++) await cache.get(`unique${i}`, async () => 'u');
    expect(cache.size).toBe(1);
    expect(await cache.get('popular', async () => 'recomputed')).toBe('p');
  });
});
