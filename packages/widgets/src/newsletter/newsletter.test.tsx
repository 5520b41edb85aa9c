import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import { authTokenAtom } from '../runtime/atoms';
import { Newsletter, type NewsletterProps } from './newsletter';
import { createHttpNewsletterApi, type NewsletterApi } from './newsletter-api';

vi.setConfig({ testTimeout: 30_000 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(subscribe: NewsletterApi['subscribe'], props: Partial<NewsletterProps> = {}) {
  vi.useFakeTimers();
  const api = { subscribe: vi.fn(subscribe) };
  const onSubmitted = vi.fn();
  const onFailed = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderWidget(<Newsletter api={api} onSubmitted={onSubmitted} onFailed={onFailed} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  const button = () => screen.getByRole('button', { name: /Join & Save|Joining\.\.\./ });
  return { ...view, api, user, input, button, onSubmitted, onFailed };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Newsletter', () => {
  it('shows the spec texts', () => {
    const { input, button } = setup(() => Promise.resolve({ message: 'ok' }));
    expect(screen.getByText('Early Access. Extra Savings. Only for Subscribers.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Early Access. Extra Savings. Only for Subscribers.' })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Enter your email address');
    expect(button()).toHaveTextContent('Join & Save');
  });

  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['chef@', 'Please enter a valid email address'],
  ])('refuses %j at the field with %j and sends nothing', async (typed, message) => {
    const { user, input, button, api } = setup(() => Promise.resolve({ message: 'ok' }));
    if (typed) await user.type(input, typed);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toBeInvalid();
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it("shows 'Joining...' while busy, then the server's message for 4 s and clears the field", async () => {
    const call = deferred<{ message: string }>();
    const { user, input, button, api, onSubmitted } = setup(() => call.promise);
    await user.type(input, 'chef@example.com');
    await user.click(button());
    expect(button()).toHaveTextContent('Joining...');
    expect(button()).toBeDisabled();
    await user.click(button());
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    expect(api.subscribe).toHaveBeenCalledWith('chef@example.com');

    await act(async () => call.resolve({ message: 'You are on the list!' }));
    expect(await screen.findByText('You are on the list!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(button()).toHaveTextContent('Join & Save');
    expect(onSubmitted).toHaveBeenCalledWith({ email: 'chef@example.com', message: 'You are on the list!' });

    // findByText may have moved the fake clock by a poll or two (50 ms each).
    act(() => vi.advanceTimersByTime(3_800));
    expect(screen.getByText('You are on the list!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('You are on the list!')).not.toBeInTheDocument();
  });

  it('thanks the shopper when the server sends no message', async () => {
    const { user, input, button } = setup(() => Promise.resolve({ message: '' }));
    await user.type(input, 'chef@example.com');
    await user.click(button());
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
  });

  it.each([
    ['a 422 with a message', { status: 422, data: { message: 'This email is blocked.' } }, 'This email is blocked.', 422],
    ['a 500 with an HTML page', { status: 500, data: '<html>boom</html>' }, 'Something went wrong!', 500],
    ['no network', new TypeError('Failed to fetch'), 'Something went wrong!', 0],
  ])("on %s shows the message under the field for 4 s and keeps what was typed", async (_label, failure, message, status) => {
    const { user, input, button, onFailed } = setup(() => Promise.reject(failure));
    await user.type(input, 'chef@example.com');
    await user.click(button());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue('chef@example.com');
    expect(input).toHaveAccessibleDescription(message);
    expect(button()).toBeEnabled();
    expect(onFailed).toHaveBeenCalledWith({ email: 'chef@example.com', message, status });
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('over HTTP: posts { email, status } to /api/newsletters and gives up after 15 s with the timeout message', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = createHttpNewsletterApi({ apiBase: 'https://api.example', getToken: () => null });
    renderWidget(<Newsletter api={api} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@example.com');
    await user.click(screen.getByRole('button', { name: 'Join & Save' }));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.example/api/newsletters');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'chef@example.com', status: 'subscribed' });
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(await screen.findByText('Request timed out. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join & Save' })).toBeEnabled();
  });

  it("sends the signed-in shopper's token: the provider's store's, or the stored one outside a provider", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({ message: 'Subscribed.' })));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const join = async () => {
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@example.com');
      await user.click(screen.getByRole('button', { name: 'Join & Save' }));
      expect(await screen.findByText('Subscribed.')).toBeInTheDocument();
      return new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('Authorization');
    };
    const inProvider = renderWidget(<Newsletter />, { config: { apiBase: 'https://api.example' } });
    act(() => inProvider.store.set(authTokenAtom, 'token-from-store'));
    expect(await join()).toBe('Bearer token-from-store');
    inProvider.unmount();

    localStorage.setItem(STORAGE_KEYS.authToken, 'token-stored');
    render(<Newsletter />);
    expect(await join()).toBe('Bearer token-stored');
  });

  it('has no axe violations with an error shown', async () => {
    const { user, button, container } = setup(() => Promise.resolve({ message: 'ok' }));
    await user.click(button());
    await screen.findByRole('alert');
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
