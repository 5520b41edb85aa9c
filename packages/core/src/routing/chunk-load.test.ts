import { ChunkLoadError, classifyChunkFailure, loadChunk } from './chunk-load';

describe('loadChunk (docs/behaviour.md §8: script and CSS chunk failures)', () => {
  afterEach(() => vi.useRealTimers());

  it('hands over the module when it loads', async () => {
    await expect(loadChunk('settings-page', () => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: http://shop.test/assets/settings-page-Ab12.js', 'missing', 'http://shop.test/assets/settings-page-Ab12.js'],
    ['Firefox', 'error loading dynamically imported module: http://shop.test/assets/a.js', 'missing', 'http://shop.test/assets/a.js'],
    ['Safari', 'Importing a module script failed.', 'missing', 'settings-page'],
    ['a CSS chunk', 'Unable to preload CSS for /assets/settings-page-Ab12.css', 'missing', '/assets/settings-page-Ab12.css'],
    ['anything else', 'Unexpected token <', 'other', 'settings-page'],
  ])('a failure in %s is a chunk load error of type %s', async (_where, message, type, request) => {
    const failure = loadChunk('settings-page', () => Promise.reject(new TypeError(message)));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    const error = (await failure.catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.type).toBe(type);
    expect(error.request).toBe(request);
    expect(error.message).toBe(`Loading chunk settings-page failed.\n(${type}: ${request})`);
  });

  it('gives up after 120000 ms with type timeout', async () => {
    vi.useFakeTimers();
    const failure = loadChunk('settings-page', () => new Promise(() => {}));
    const settled = failure.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ name: 'ChunkLoadError', type: 'timeout', message: 'Loading chunk settings-page failed.\n(timeout: settings-page)' });
  });

  it('names an unnamed chunk after the file the browser could not fetch', async () => {
    const error = await loadChunk(null, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/faq-page-Zx9.js'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ chunk: 'faq-page-Zx9', type: 'missing', message: 'Loading chunk faq-page-Zx9 failed.\n(missing: http://shop.test/assets/faq-page-Zx9.js)' });
  });

  it('classifies plain values too', () => {
    expect(classifyChunkFailure('boom')).toBe('other');
  });
});
