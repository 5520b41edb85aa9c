import { resetWarnings } from './warn-once';
import { diagnosingFetch, resetRefusedCallDiagnosis } from './refused-call';

beforeEach(() => {
  resetWarnings();
  resetRefusedCallDiagnosis();
});
afterEach(() => vi.restoreAllMocks());

const refused = () => Promise.reject(new TypeError('Failed to fetch'));

describe('a call the browser refused logs one warning naming the setting (issue 30)', () => {
  it('health answers: the call was refused by CORS, so ALLOWED_ORIGINS is named, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = vi.fn((input: RequestInfo | URL) => (String(input).endsWith('/api/health') ? Promise.resolve(new Response('{}', { status: 200 })) : refused()));
    const call = diagnosingFetch('https://shop.example', base as unknown as typeof fetch);
    await expect(call('https://shop.example/api/frontend/newsletters', { method: 'POST' })).rejects.toThrow(TypeError);
    await expect(call('https://shop.example/api/frontend/cart/add', { method: 'POST' })).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toMatch(/^\[horeca\] The store's API refused a POST call from http:\/\/localhost(:\d+)? \(CORS\)\..*ALLOWED_ORIGINS/);
    expect(base.mock.calls.filter(([input]) => String(input).endsWith('/api/health'))).toHaveLength(1);
  });

  it('health fails too: the address is named instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = diagnosingFetch('https://shop.example', (() => refused()) as unknown as typeof fetch);
    await expect(call('https://shop.example/api/frontend/products/1')).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toBe("[horeca] The store's API at https://shop.example cannot be reached from this page: check api-base (on <horeca-config> or the element).");
  });

  it('same origin, an HTTP error answer or a cancelled call: no diagnosis', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(diagnosingFetch('', (() => refused()) as unknown as typeof fetch)('/api/x')).rejects.toThrow(TypeError);
    const answered = diagnosingFetch('https://shop.example', (() => Promise.resolve(new Response('{}', { status: 404 }))) as unknown as typeof fetch);
    expect((await answered('https://shop.example/api/x')).status).toBe(404);
    const aborted = diagnosingFetch('https://shop.example', (() => Promise.reject(new DOMException('aborted', 'AbortError'))) as unknown as typeof fetch);
    await expect(aborted('https://shop.example/api/x')).rejects.toThrow('aborted');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
  });
});
