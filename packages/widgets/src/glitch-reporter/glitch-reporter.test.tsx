import { type IssueReport } from '@horeca/core/forms';
import { SESSION_KEYS } from '@horeca/core/storage';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import { GlitchReporter, type GlitchReporterProps } from './glitch-reporter';
import { createHttpGlitchReportApi, glitchTimeoutMs, type GlitchReportApi } from './glitch-api';
import { issueFormChunk } from './load-issue-form';

vi.setConfig({ testTimeout: 60_000 });

// The form is a lazy chunk; its first import (and transform) is not what these tests wait for.
beforeAll(async () => {
  await issueFormChunk.load();
});

const SUCCESS =
  "Thanks for helping us improve! We've received your report and our team is already looking into it. Your feedback makes the product better for everyone and we truly appreciate your time.";
const failure = (email: string) =>
  `Oops — something went wrong. Your report couldn't be submitted this time. Please try again, or email us directly at ${email} so we don't miss your feedback.`;

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const GIF_BYTES = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0];
const png = (name: string, size = PNG_BYTES.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return new File([bytes], name, { type: 'image/png' });
};
const gif = (name: string) => new File([new Uint8Array(GIF_BYTES)], name, { type: 'image/gif' });

function setup(submitReport: GlitchReportApi['submitReport'] = () => Promise.resolve({ success: true }), props: Partial<GlitchReporterProps> = {}) {
  const api = { submitReport: vi.fn(submitReport) };
  const onSubmitted = vi.fn();
  const onFailed = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWidget(<GlitchReporter api={api} onSubmitted={onSubmitted} onFailed={onFailed} {...props} />);
  return { ...view, api, user, onSubmitted, onFailed };
}

/** Opens the dialog and waits for its form, which is its own chunk. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report a Glitch' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit an Issue Report' });
  return {
    dialog,
    email: await within(dialog).findByRole('textbox', { name: /Email/ }),
    description: within(dialog).getByRole('textbox', { name: /What went wrong/ }),
    files: within(dialog).getByLabelText('Screenshots (optional)'),
    send: () => within(dialog).getByRole('button', { name: /Send Report|Sending\.\.\./ }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: Awaited<ReturnType<typeof openForm>>) {
  await user.type(form.email, 'chef@example.com');
  await user.type(form.description, 'The cart badge shows 0 after adding.');
}

describe('GlitchReporter: the beta banner', () => {
  it("opens 'Submit an Issue Report' from 'Report a Glitch', focusing the first field", async () => {
    const { user } = setup();
    expect(screen.getByRole('region', { name: 'Beta' })).toHaveTextContent('You are using the beta version of our new store.');
    const form = await openForm(user);
    expect(form.dialog).toHaveAttribute('aria-modal', 'true');
    expect(form.email).toHaveFocus();
  });

  it('stays hidden for the session once closed', async () => {
    const { user, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Close the beta banner' }));
    expect(screen.queryByRole('button', { name: 'Report a Glitch' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.betaBannerClosed)).toBe('1');
    unmount();
    setup();
    expect(screen.queryByRole('region', { name: 'Beta' })).not.toBeInTheDocument();
  });
});

describe('GlitchReporter: the dialog', () => {
  it('closes on Escape and gives focus back to the banner button', async () => {
    const { user } = setup();
    await openForm(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a Glitch' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = setup();
    const form = await openForm(user);
    const close = within(form.dialog).getByRole('button', { name: 'Close' });
    form.send().focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(form.send()).toHaveFocus();
  });
});

describe('GlitchReporter: the rules of the report', () => {
  it.each([
    ['', '', 'Email and description are required.', 'Email and description are required.'],
    ['chef@', 'The cart badge is wrong.', 'Please enter a valid email address.', null],
    ['chef@example.com', 'too short', null, 'Description must be at least 10 characters.'],
    ['chef@example.com', '          ', null, 'Email and description are required.'],
  ])('email %j and description %j: refused at the fields, nothing sent', async (emailText, descriptionText, emailError, descriptionError) => {
    const { user, api } = setup();
    const form = await openForm(user);
    if (emailText) await user.type(form.email, emailText);
    if (descriptionText) await user.type(form.description, descriptionText);
    await user.click(form.send());
    if (emailError) expect(form.email).toHaveAccessibleDescription(emailError);
    else expect(form.email).toBeValid();
    if (descriptionError) expect(form.description).toHaveAccessibleDescription(expect.stringContaining(descriptionError));
    expect(api.submitReport).not.toHaveBeenCalled();
  });

  it('counts the description up to 250 characters', async () => {
    const { user } = setup();
    const form = await openForm(user);
    expect(form.description).toHaveAccessibleDescription('0/250');
    await user.type(form.description, 'Broken.');
    expect(form.description).toHaveAccessibleDescription('7/250');
    expect(form.description).toHaveAttribute('maxlength', '250');
  });

  it('takes several screenshots with previews, each removable', async () => {
    const { user } = setup();
    const form = await openForm(user);
    await user.upload(form.files, [png('one.png'), gif('two.gif')]);
    expect(await within(form.dialog).findByRole('img', { name: 'Screenshot one.png' })).toBeInTheDocument();
    expect(within(form.dialog).getByRole('img', { name: 'Screenshot two.gif' })).toBeInTheDocument();
    await user.click(within(form.dialog).getByRole('button', { name: 'Remove one.png' }));
    expect(within(form.dialog).queryByRole('img', { name: 'Screenshot one.png' })).not.toBeInTheDocument();
    expect(within(form.dialog).getByRole('img', { name: 'Screenshot two.gif' })).toBeInTheDocument();
  });

  it.each([
    ['a 6 MB PNG', () => png('big.png', 6 * 1024 * 1024), 'File big.png is too large. Maximum size is 5MB.'],
    ['a text file renamed to .png', () => new File(['just some notes'], 'notes.png', { type: 'image/png' }), 'File notes.png is not supported. Please upload PNG, JPEG or GIF files only.'],
    ['a PDF', () => new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }), 'File report.pdf is not supported. Please upload PNG, JPEG or GIF files only.'],
  ])('refuses %s with the spec message and keeps the good ones', async (_label, bad, message) => {
    const { user } = setup();
    const form = await openForm(user);
    await user.upload(form.files, [png('fine.png'), bad()]);
    expect(await within(form.dialog).findByText(message)).toBeInTheDocument();
    expect(form.files).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(form.dialog).getAllByRole('img')).toHaveLength(1);
  });

  it('takes at most five screenshots', async () => {
    const { user } = setup();
    const form = await openForm(user);
    await user.upload(form.files, ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => png(`${name}.png`)));
    expect(await within(form.dialog).findByText('Please upload at most 5 screenshots.')).toBeInTheDocument();
    expect(within(form.dialog).getAllByRole('img')).toHaveLength(5);
  });
});

describe('GlitchReporter: sending', () => {
  it('sends email, description, device and screenshots; thanks with the spec text and hides the banner', async () => {
    let finish!: () => void;
    const { user, api, onSubmitted } = setup(() => new Promise((resolve) => (finish = () => resolve({ success: true }))));
    const form = await openForm(user);
    await fillValid(user, form);
    await user.upload(form.files, [png('one.png')]);
    await within(form.dialog).findByRole('img');
    expect(within(form.dialog).getByText('Device: Desktop')).toBeInTheDocument();
    await user.click(form.send());
    expect(form.send()).toHaveTextContent('Sending...');
    expect(form.send()).toBeDisabled();
    const report = api.submitReport.mock.calls[0]?.[0] as IssueReport;
    expect(report).toEqual({ email: 'chef@example.com', description: 'The cart badge shows 0 after adding.', device: 'Desktop', images: [expect.any(File)] });
    expect((report.images[0] as File).name).toBe('one.png');

    await act(async () => finish());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const closeButtons = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    expect(closeButtons.at(-1)).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Beta' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.betaBannerClosed)).toBe('1');
    expect(onSubmitted).toHaveBeenCalledWith({ email: 'chef@example.com', device: 'Desktop', screenshots: 1, withContext: false });
  });

  it.each([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Mobile'],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148', 'Tablet'],
  ])('classifies an %s (%s) as %s', async (_label, userAgent, device) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const { user, api } = setup();
    const form = await openForm(user);
    expect(within(form.dialog).getByText(`Device: ${device}`)).toBeInTheDocument();
    await fillValid(user, form);
    await user.click(form.send());
    await screen.findByText(SUCCESS);
    expect(api.submitReport).toHaveBeenCalledWith(expect.objectContaining({ device }));
    vi.restoreAllMocks();
  });

  it('with consent attaches the page address, storefront and widget version', async () => {
    const { user, api, onSubmitted } = setup(undefined, {});
    const form = await openForm(user);
    await fillValid(user, form);
    await user.click(within(form.dialog).getByRole('checkbox', { name: /Attach the address of this page/ }));
    await user.click(form.send());
    await screen.findByText(SUCCESS);
    expect(api.submitReport).toHaveBeenCalledWith(
      expect.objectContaining({ context: { page_url: window.location.href, storefront: 'ae', widget_version: expect.stringMatching(/^\d+\.\d+\.\d+/) } }),
    );
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ withContext: true }));
  });

  it.each([
    ['a 500', { status: 500, data: { message: 'boom' } }, 500],
    ['no network', new TypeError('Failed to fetch'), 0],
  ])('on %s shows the spec failure text with the support address and keeps everything', async (_label, error, status) => {
    const { user, onFailed } = setup(() => Promise.reject(error), { supportEmail: 'help@shop.example' });
    const form = await openForm(user);
    await fillValid(user, form);
    await user.click(form.send());
    expect(await within(form.dialog).findByRole('alert')).toHaveTextContent(failure('help@shop.example'));
    expect(form.email).toHaveValue('chef@example.com');
    expect(form.description).toHaveValue('The cart badge shows 0 after adding.');
    expect(form.send()).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Beta' })).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status }));
  });

  it("a 422 puts the server's messages at the fields instead", async () => {
    const { user } = setup(() =>
      Promise.reject({
        status: 422,
        data: { message: 'Invalid', errors: { description: ['Description must be at least 10 characters.'], images: ['File x.png is too large. Maximum size is 5MB.'] } },
      }),
    );
    const form = await openForm(user);
    await fillValid(user, form);
    await user.click(form.send());
    expect(await within(form.dialog).findByText('File x.png is too large. Maximum size is 5MB.')).toBeInTheDocument();
    expect(form.description).toHaveAccessibleDescription(expect.stringContaining('Description must be at least 10 characters.'));
    expect(within(form.dialog).queryByText(/Oops/)).not.toBeInTheDocument();
  });

  it('over HTTP: posts multipart to /api/frontend/glitch-errors', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 201, headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ applyAccept: false });
    renderWidget(<GlitchReporter api={createHttpGlitchReportApi({ apiBase: 'https://api.example', getToken: () => null })} />);
    const form = await openForm(user);
    await fillValid(user, form);
    await user.click(form.send());
    await screen.findByText(SUCCESS);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.example/api/frontend/glitch-errors');
    const body = init?.body as FormData;
    expect(body.get('email')).toBe('chef@example.com');
    expect(body.get('device')).toBe('Desktop');
    vi.unstubAllGlobals();
  });

  it('over HTTP: a call that never answers fails a report without screenshots after 15 s, keeping it (issue 9)', async () => {
    // Answers nothing, like a hung API; only the widget's own time-out (an abort) ends it.
    const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => new Promise((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason))));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ applyAccept: false });
    renderWidget(<GlitchReporter api={createHttpGlitchReportApi({ apiBase: 'https://api.example', getToken: () => null })} />);
    const form = await openForm(user);
    await fillValid(user, form);
    vi.useFakeTimers();
    try {
      act(() => form.send().click());
      await act(() => vi.advanceTimersByTimeAsync(14_900));
      expect(form.send()).toHaveTextContent('Sending...');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(within(form.dialog).getByRole('alert')).toHaveTextContent(failure('support@horeca.example'));
      expect(form.email).toHaveValue('chef@example.com');
      expect(form.send()).toBeEnabled();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('gives screenshots 20 s per MB on top of the 15 s', () => {
    expect(glitchTimeoutMs([])).toBe(15_000);
    expect(glitchTimeoutMs([png('a.png', 1_048_576), png('b.png', 524_288)])).toBe(45_000);
    expect(glitchTimeoutMs([png('c.png', 5 * 1_048_576)])).toBe(115_000);
  });

  it('has no axe violations with the dialog open and errors shown', async () => {
    const { user, container } = setup();
    const form = await openForm(user);
    await user.click(form.send());
    await within(form.dialog).findAllByText('Email and description are required.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
