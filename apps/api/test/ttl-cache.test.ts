// The memo behind category totals and brand facets serves a stale value at once while one
// background refresh runs. The clock is moved by hand and each computation is a promise the
// test settles, so "without waiting" means: answered while the refresh is still unfinished.
import { KeptUntilChange } from '../src/cache/kept-until-change';
import { servingStale, TtlCache } from '../src/catalogue/ttl-cache';

const TTL = 60_000;

/** A computation the test finishes by hand, counting how often it was started. */
function controlled<V>() {
  const pending: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const compute = vi.fn(() => new Promise<V>((resolve, reject) => pending.push({ resolve, reject })));
  return { compute, pending };
}

/** Lets every already-settled promise callback run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function cacheWithClock() {
  let time = 1_000_000;
  const logger = { error: vi.fn() };
  const cache = new TtlCache<string>(TTL, 10, { now: () => time, logger });
  return { cache, logger, advance: (ms: number) => (time += ms) };
}

describe('TtlCache: stale while revalidating', () => {
  it('answers a stale read with the old value at once, runs one refresh for many readers, then serves the new value', async () => {
    const { cache, advance } = cacheWithClock();
    const first = controlled<string>();
    const firstRead = cache.get('all', first.compute);
    first.pending[0]!.resolve('counts at 10:00');
    expect(await firstRead).toBe('counts at 10:00');

    advance(TTL - 1);
    expect(await cache.get('all', first.compute)).toBe('counts at 10:00');
    expect(first.compute).toHaveBeenCalledTimes(1);

    advance(1);
    const refresh = controlled<string>();
    // Fifty shoppers arrive while the refresh has not finished: none of them waits for it.
    const reads = await Promise.all(Array.from({ length: 50 }, () => cache.get('all', refresh.compute)));
    expect(reads).toEqual(Array(50).fill('counts at 10:00'));
    // Not even started yet: it waits a turn, so the readers' own queries are queued first.
    expect(refresh.compute).not.toHaveBeenCalled();
    await flush();
    expect(refresh.compute).toHaveBeenCalledTimes(1);

    refresh.pending[0]!.resolve('counts at 10:01');
    await flush();
    expect(await cache.get('all', refresh.compute)).toBe('counts at 10:01');
    // Fresh again for a whole TTL: no further refresh.
    advance(TTL - 1);
    expect(await cache.get('all', refresh.compute)).toBe('counts at 10:01');
    expect(refresh.compute).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the old value, logs, and the next stale read tries again', async () => {
    const { cache, logger, advance } = cacheWithClock();
    expect(await cache.get('all', async () => 'old')).toBe('old');
    advance(TTL);
    const failing = controlled<string>();
    expect(await cache.get('all', failing.compute)).toBe('old');
    await flush();
    failing.pending[0]!.reject(new Error('connection reset'));
    await flush();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("refreshing 'all' failed"), expect.objectContaining({ message: 'connection reset' }));
    expect(await cache.get('all', async () => 'new')).toBe('old');
    await flush();
    expect(await cache.get('all', async () => 'newer')).toBe('new');
  });

  it('waits for the first computation (nothing stale to show) and forgets it when it fails', async () => {
    const { cache, advance } = cacheWithClock();
    const first = controlled<string>();
    const a = cache.get('brands', first.compute);
    advance(TTL + 1);
    // Still the same unfinished computation, not a second one.
    const b = cache.get('brands', first.compute);
    expect(first.compute).toHaveBeenCalledTimes(1);
    first.pending[0]!.reject(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    await flush();
    expect(await cache.get('brands', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const { cache } = cacheWithClock();
    for (let i = 0; i < 11; i += 1) await cache.get(`key-${i}`, async () => `value-${i}`);
    expect(await cache.get('key-0', async () => 'computed again')).toBe('computed again');
    expect(await cache.get('key-10', async () => 'computed again')).toBe('value-10');
  });
});

describe('TtlCache: invalidate (the catalogue changed)', () => {
  it('makes a fresh entry stale: the next read answers the old value and refreshes it', async () => {
    const { cache } = cacheWithClock();
    const first = controlled<string>();
    const read = cache.get('all', first.compute);
    first.pending[0]!.resolve('before the change');
    await read;
    cache.invalidate();
    const refresh = controlled<string>();
    expect(await cache.get('all', refresh.compute)).toBe('before the change');
    await flush();
    expect(refresh.compute).toHaveBeenCalledTimes(1);
    refresh.pending[0]!.resolve('after the change');
    await flush();
    expect(await cache.get('all', refresh.compute)).toBe('after the change');
    expect(refresh.compute).toHaveBeenCalledTimes(1);
  });

  it('a refresh that began before the change is kept as stale, so it is computed again', async () => {
    const { cache, advance } = cacheWithClock();
    const first = controlled<string>();
    const read = cache.get('all', first.compute);
    first.pending[0]!.resolve('old');
    await read;
    advance(TTL);
    const racing = controlled<string>();
    expect(await cache.get('all', racing.compute)).toBe('old');
    await flush();
    cache.invalidate(); // the change commits while the refresh is reading
    racing.pending[0]!.resolve('read before the change');
    await flush();
    const again = controlled<string>();
    expect(await cache.get('all', again.compute)).toBe('read before the change');
    await flush();
    expect(again.compute).toHaveBeenCalledTimes(1);
    again.pending[0]!.resolve('read after the change');
    await flush();
    expect(await cache.get('all', again.compute)).toBe('read after the change');
  });
});

describe('KeptUntilChange: an answer that read a stale value is not kept', () => {
  it('not even when the refresh behind it ended before the answer was made (a quick count beside a slower page of products)', async () => {
    const { cache, advance } = cacheWithClock();
    const kept = new KeptUntilChange<{ size: number; total: string }>(null, 1_000_000, TTL);
    const first = controlled<string>();
    const firstRead = cache.get('total', first.compute);
    first.pending[0]!.resolve('41 products');
    await firstRead;

    // The catalogue changed (a product was published again): the total is stale from now on.
    cache.invalidate();
    advance(1);
    const mark = kept.mark();
    const refresh = controlled<string>();
    const total = await cache.get('total', refresh.compute);
    expect(total).toBe('41 products');
    // The refresh ends while the answer's other reads are still running ...
    await flush();
    refresh.pending[0]!.resolve('42 products');
    await flush();
    expect(servingStale()).toBe(false);
    // ... and the answer made with the stale total is not kept: the next asking reads again.
    kept.set('/api/frontend/categories/fryers/products', { size: 10, total }, mark);
    expect(kept.get('/api/frontend/categories/fryers/products')).toBeUndefined();
    expect(await cache.get('total', refresh.compute)).toBe('42 products');

    const fresh = kept.mark();
    kept.set('/api/frontend/categories/fryers/products', { size: 10, total: '42 products' }, fresh);
    expect(kept.get('/api/frontend/categories/fryers/products')).toEqual({ size: 10, total: '42 products' });
  });
});
