import { loginSchema } from '@horeca/core/account';
import { defineSchema, schemaIn } from '@horeca/core/fields';
import { reviewSchema } from '@horeca/core/forms';
import { messages } from '@horeca/core/messages';
import { HorecaProvider, loadWidgetLocale } from '@horeca/widgets';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';
import { showFieldErrors, useCoreForm } from './use-core-form';

// Built on core's schema in the form's language (schemaIn), as the pages build theirs.
const emailSchema = defineSchema((say) => schemaIn(loginSchema, say).pick(['email']));

function EmailForm({ send }: { send: (email: string) => Promise<Record<string, string[]> | void> }) {
  const form = useCoreForm(emailSchema, { email: '' });
  const submit = form.submitWith(async (values) => {
    const refused = await send(values.email);
    if (refused) showFieldErrors(form, refused);
  });
  return (
    <form aria-label="Email form" noValidate onSubmit={submit} aria-busy={form.busy}>
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

describe('useCoreForm (react-hook-form over core schemas)', () => {
  it("shows the schema's message at the field on submit, keeps what was typed, and clears it on editing without re-checking", async () => {
    const send = vi.fn(async () => undefined);
    render(<EmailForm send={send} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'chef@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription(messages.login.emailInvalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('chef@');
    expect(send).not.toHaveBeenCalled();
    await user.type(email, 'h');
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('ignores a second submit while the first is running, and is busy meanwhile', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<EmailForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'chef@hotel.ae');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Email form' }));
    // Long enough for a second check and call to happen, were they not ignored.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(send).toHaveBeenCalledWith('chef@hotel.ae');
  });

  it("shows a 422's field errors at their fields and keeps the values", async () => {
    render(<EmailForm send={async () => ({ email: ['The email has already been taken.', 'a second message'] })} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'chef@hotel.ae');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.queryByText('a second message')).not.toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(email).toHaveValue('chef@hotel.ae');
  });

  it("shows core's message in the page's language on an Arabic page, and an Arabic 422 as it came", async () => {
    await loadWidgetLocale('ar');
    render(
      <HorecaProvider config={{ lang: 'ar', storefront: 'ae' }}>
        <EmailForm send={async () => ({ email: ['هذا البريد الإلكتروني مسجل بالفعل.'] })} />
      </HorecaProvider>,
    );
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
    await user.type(email, 'chef@hotel.ae');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('هذا البريد الإلكتروني مسجل بالفعل.')).toBeInTheDocument();
  });

  it("has the review form's messages in core's Arabic catalogue, its limits filled in", async () => {
    await loadWidgetLocale('ar');
    const bodySchema = defineSchema((say) => schemaIn(reviewSchema, say).pick(['body']));
    function ReviewBody() {
      const form = useCoreForm(bodySchema, { body: 'short' });
      return (
        <form aria-label="Review form" noValidate onSubmit={form.submitWith(async () => undefined)}>
          <TextField label="Review" {...form.field('body')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(
      <HorecaProvider config={{ lang: 'ar', storefront: 'ae' }}>
        <ReviewBody />
      </HorecaProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Review')).toHaveAccessibleDescription('يرجى كتابة 10 أحرف على الأقل.');
  });
});
