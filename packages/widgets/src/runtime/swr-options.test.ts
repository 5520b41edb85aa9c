import { isFinalAnswer, retryDelayMs, swrOptions } from './swr-options';

describe('data reads (docs/behaviour.md §7 and §9)', () => {
  it('do not refetch on focus and retry 3 times', () => {
    expect(swrOptions.revalidateOnFocus).toBe(false);
    expect(swrOptions.errorRetryCount).toBe(3);
  });

  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [5, 16_000],
    [6, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms (1 s doubling, capped at 30 s)', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('schedules retries 1, 2 and 3 and stops after the third', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const retry = swrOptions.onErrorRetry as unknown as (...args: unknown[]) => void;
    for (const retryCount of [1, 2, 3, 4]) retry(new Error('x'), 'key', { errorRetryCount: 3 }, revalidate, { retryCount });
    vi.advanceTimersByTime(999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(revalidate).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it.each([
    [404, true],
    [422, true],
    [400, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('a %i answer is final (not retried): %s', (status, final) => {
    expect(isFinalAnswer({ status, data: { message: 'x' } })).toBe(final);
  });

  it('does not ask again after a 404 or a 422 (a missing product was fetched 3 times: issue 30)', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const retry = swrOptions.onErrorRetry as unknown as (...args: unknown[]) => void;
    retry({ status: 404, data: { message: 'Not found.' } }, 'key', { errorRetryCount: 3 }, revalidate, { retryCount: 1 });
    retry({ status: 422, data: { message: 'Bad id.' } }, 'key', { errorRetryCount: 3 }, revalidate, { retryCount: 1 });
    retry(new TypeError('Failed to fetch'), 'key', { errorRetryCount: 3 }, revalidate, { retryCount: 1 });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

