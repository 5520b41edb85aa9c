import { GULF_COUNTRIES, type GulfCountryCode } from '@horeca/core/phone';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import { PhoneInput, type PhoneInputHandle, type PhoneInputProps } from './phone-input';
import type { PhoneValueDetails } from './use-phone-state';

// Two shared cores: user-event journeys can take seconds here; the limit only stops hangs.
vi.setConfig({ testTimeout: 30_000 });

// docs/behaviour.md §5, mobile rules by country: a valid example, an invalid one, grouping, max length.
const TABLE: [GulfCountryCode, string, string, string, string, string, number][] = [
  ['AE', 'UAE', '+971', '501234567', '50 123 4567', 'Enter valid UAE mobile (e.g., 50 123 4567)', 12],
  ['SA', 'Saudi Arabia', '+966', '551234567', '55 123 4567', 'Enter valid Saudi mobile (e.g., 50 123 4567)', 12],
  ['KW', 'Kuwait', '+965', '90123456', '9012 3456', 'Enter valid Kuwait mobile (e.g., 9012 3456)', 10],
  ['QA', 'Qatar', '+974', '30123456', '3012 3456', 'Enter valid Qatar mobile (e.g., 3012 3456)', 10],
  ['OM', 'Oman', '+968', '70123456', '7012 3456', 'Enter valid Oman mobile (e.g., 9012 3456)', 10],
  ['BH', 'Bahrain', '+973', '36123456', '3612 3456', 'Enter valid Bahrain mobile (e.g., 3612 3456)', 10],
];
const INVALID: Record<GulfCountryCode, string> = { AE: '531234567', SA: '431234567', KW: '70123456', QA: '40123456', OM: '50123456', BH: '50123456' };

function setup(props: PhoneInputProps = {}) {
  const onValueChange = vi.fn<(value: string, details: PhoneValueDetails) => void>();
  const user = userEvent.setup();
  const view = renderWidget(<PhoneInput onValueChange={onValueChange} {...props} />);
  const input = screen.getByRole('textbox', { name: /mobile number/i }) as HTMLInputElement;
  const lastDetails = () => onValueChange.mock.lastCall?.[1];
  return { ...view, user, input, onValueChange, lastDetails };
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Country:/ }));
  await user.click(screen.getByRole('option', { name: new RegExp(name) }));
}

describe('PhoneInput: the rules of docs/behaviour.md §5, per country', () => {
  it.each(TABLE)('%s (%s %s): groups, limits, accepts the rule and reports the value', async (code, name, dial, digits, grouped, message, maxLength) => {
    const { user, input, onValueChange, lastDetails } = setup({ defaultCountry: code });
    expect(screen.getByRole('button', { name: `Country: ${name} ${dial}. Change country` })).toBeInTheDocument();
    expect(input).toHaveAttribute('maxlength', String(maxLength));
    await user.type(input, digits);
    expect(input).toHaveValue(grouped);
    expect(onValueChange).toHaveBeenLastCalledWith(`${dial}${digits}`, expect.objectContaining({ country: code, valid: true, message: null }));
    expect(screen.queryByText(/^Format:/)).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, INVALID[code]);
    await user.tab();
    expect(lastDetails()).toMatchObject({ valid: false, message });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it.each(GULF_COUNTRIES.map((country) => [country.code, country.placeholder] as const))(
    "%s shows 'Format: %s' while the number is invalid",
    async (code, example) => {
      const { user, input } = setup({ defaultCountry: code });
      expect(screen.getByText(`Format: ${example}`)).toBeInTheDocument();
      await user.type(input, example.replace(/ /g, ''));
      expect(screen.queryByText(`Format: ${example}`)).not.toBeInTheDocument();
    },
  );

  it('is UAE by default, with its placeholder', () => {
    const { input } = setup();
    expect(screen.getByRole('button', { name: /^Country: UAE \+971/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', '50 123 4567');
  });

  it('shows no error before the field is left, and none for an empty optional field', async () => {
    const { user, input } = setup();
    await user.type(input, '53');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(input);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a required empty field shows the country message once left', async () => {
    const { user, input } = setup({ required: true });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter valid UAE mobile (e.g., 50 123 4567)');
    expect(input).toBeInvalid();
  });

  it('a local leading 0 is not part of the number', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '0501234567');
    expect(input).toHaveValue('50 123 4567');
    expect(onValueChange).toHaveBeenLastCalledWith('+971501234567', expect.objectContaining({ valid: true }));
  });

  it('accepts Arabic-Indic and Eastern Arabic-Indic digits', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '٥٠١٢٣۴۵۶۷');
    expect(input).toHaveValue('50 123 4567');
    expect(onValueChange).toHaveBeenLastCalledWith('+971501234567', expect.objectContaining({ valid: true }));
  });

  it('ignores letters and digits beyond the national length', async () => {
    const { user, input } = setup({ defaultCountry: 'KW' });
    await user.type(input, '9a0b123456');
    expect(input).toHaveValue('9012 3456');
  });

  it('keeps the caret after the same digit when a digit is inserted mid-number', async () => {
    const { user, input } = setup();
    await user.type(input, '5012457');
    expect(input).toHaveValue('50 124 57');
    // '50 12|4 57' + '3': the digits regroup and the caret stays after the 3, past the new space.
    input.setSelectionRange(5, 5);
    await user.keyboard('3');
    expect(input).toHaveValue('50 123 457');
    expect(input.selectionStart).toBe(6);
  });
});

describe('PhoneInput: country changes, pastes and values from outside', () => {
  it('changing the country clears the number and reports it invalid', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '501234567');
    await chooseCountry(user, 'Qatar');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('maxlength', '10');
    expect(onValueChange).toHaveBeenLastCalledWith(
      '',
      expect.objectContaining({ country: 'QA', valid: false, message: 'Enter valid Qatar mobile (e.g., 3012 3456)' }),
    );
    expect(screen.getByText('Format: 3012 3456')).toBeInTheDocument();
  });

  it.each([
    ['+971 50 123 4567', 'AE', '50 123 4567', '+971501234567'],
    ['00971501234567', 'AE', '50 123 4567', '+971501234567'],
    ['+966 55 123 4567', 'SA', '55 123 4567', '+966551234567'],
    ['+974 3012 3456', 'QA', '3012 3456', '+97430123456'],
    ['٠٠٩٦٥٩٠١٢٣٤٥٦', 'KW', '9012 3456', '+96590123456'],
  ])('a paste of %j lands in %s', async (pasted, code, shown, value) => {
    const { user, input, onValueChange } = setup({ defaultCountry: code === 'AE' ? 'BH' : 'AE' });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(value, expect.objectContaining({ country: code, valid: true }));
  });

  it('a national paste is inserted where the caret is', async () => {
    const { user, input } = setup();
    await user.type(input, '50');
    await user.paste('1234567');
    expect(input).toHaveValue('50 123 4567');
  });

  it('more than 9 digits take the country from the prefix, even typed', async () => {
    const { user, input, lastDetails } = setup();
    await user.type(input, '96890123456');
    expect(screen.getByRole('button', { name: /^Country: Oman \+968/ })).toBeInTheDocument();
    expect(input).toHaveValue('9012 3456');
    expect(lastDetails()).toMatchObject({ country: 'OM', international: '+96890123456', valid: true });
  });

  it('a controlled value set from outside is parsed again, country included', async () => {
    function Host() {
      const [value, setValue] = useState('+971501234567');
      return (
        <>
          <PhoneInput value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('+973 3612 3456')}>
            load saved
          </button>
          <output>{value}</output>
        </>
      );
    }
    const user = userEvent.setup();
    renderWidget(<Host />);
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    expect(input).toHaveValue('50 123 4567');
    await user.click(screen.getByRole('button', { name: 'load saved' }));
    expect(input).toHaveValue('3612 3456');
    expect(screen.getByRole('button', { name: /^Country: Bahrain/ })).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.getByText('+9733612345')).toBeInTheDocument();
  });

  it('uncontrolled: defaultValue is parsed once and the ref reads and writes the value', async () => {
    let handle: PhoneInputHandle | null = null;
    renderWidget(<PhoneInput defaultValue="00966551234567" name="mobile" ref={(instance) => void (handle = instance)} />);
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    expect(input).toHaveValue('55 123 4567');
    expect(handle!.value).toBe('+966551234567');
    act(() => {
      handle!.value = '+965 9012 3456';
    });
    expect(input).toHaveValue('9012 3456');
    act(() => handle!.focus());
    expect(input).toHaveFocus();
  });
});

describe('PhoneInput: the searchable country list', () => {
  it('lists the six countries with flags and the spec texts, and filters by name, city or code', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Country:/ }));
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'Search countries, cities, or codes...');
    expect(screen.getAllByRole('option')).toHaveLength(6);
    expect(screen.getByText('6 result(s) found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('option', { name: /UAE/ })).toHaveAttribute('aria-selected', 'true');

    for (const [query, names] of [
      ['doha', ['Qatar']],
      ['96', ['Saudi Arabia', 'Kuwait', 'Oman']],
      ['+973', ['Bahrain']],
      ['dubai', ['UAE']],
    ] as const) {
      await user.clear(search);
      await user.type(search, query);
      expect(screen.getAllByRole('option').map((option) => within(option).getByText(/^[A-Z][a-z]|UAE/).textContent)).toEqual(names);
      expect(screen.getByText(`${names.length} result(s) found`)).toBeInTheDocument();
    }

    await user.clear(search);
    await user.type(search, 'paris');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No countries found')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Try searching by country name, city, or code')).toBeInTheDocument();
  });

  it('works from the keyboard: arrows, Enter picks, Escape closes back to the button', async () => {
    const { user, input, lastDetails } = setup();
    const trigger = screen.getByRole('button', { name: /^Country:/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Kuwait/ }).id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lastDetails()).toMatchObject({ country: 'KW' });
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Country: Kuwait/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Country: Kuwait/ })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Country:/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('PhoneInput: tooltip, forms, direction and accessibility', () => {
  it("shows 'In case we need to contact you about your order' on hover and focus, hides on Escape", async () => {
    const { user } = setup();
    const info = screen.getByRole('button', { name: 'Why we ask for your number' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(info);
    expect(screen.getByRole('tooltip')).toHaveTextContent('In case we need to contact you about your order');
    await user.unhover(info);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(info).toHaveFocus();
    expect(info).toHaveAccessibleDescription('In case we need to contact you about your order');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works with react-hook-form register: value, validation and focus on error', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ mobile: string }>({ defaultValues: { mobile: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <PhoneInput
            {...register('mobile', { validate: (value) => /^\+971\d{9}$/.test(value) || 'Need a UAE number' })}
            error={formState.errors.mobile?.message}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderWidget(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Need a UAE number');
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    expect(input).toHaveFocus();
    await user.paste('+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '+971501234567' }, expect.anything());
  });

  it('works with a react-hook-form Controller and a reset from the form', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit, reset } = useForm({ defaultValues: { mobile: '+97430123456' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller name="mobile" control={control} render={({ field }) => <PhoneInput {...field} />} />
          <button type="button" onClick={() => reset({ mobile: '+966551234567' })}>
            reset
          </button>
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderWidget(<Form />);
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    expect(input).toHaveValue('3012 3456');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('55 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '+966551234567' }, expect.anything());
  });

  it('a plain form gets the international number under its name', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <form aria-label="contact">
        <PhoneInput name="mobile" />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: /mobile number/i }), '0501234567');
    const form = screen.getByRole('form', { name: 'contact' }) as HTMLFormElement;
    expect(new FormData(form).get('mobile')).toBe('+971501234567');
    expect(container.querySelectorAll('input[name="mobile"]')).toHaveLength(1);
  });

  it('keeps the number left to right inside a right-to-left page', () => {
    renderWidget(
      <div dir="rtl">
        <PhoneInput defaultValue="+971501234567" />
      </div>,
    );
    expect(screen.getByRole('textbox', { name: /mobile number/i })).toHaveAttribute('dir', 'ltr');
  });

  it('disabled: neither the field nor the country button can be used', () => {
    setup({ disabled: true });
    expect(screen.getByRole('textbox', { name: /mobile number/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Country:/ })).toBeDisabled();
  });

  it('has no axe violations, with the country list open and an error shown', async () => {
    const { user, input, container } = setup({ required: true });
    await user.type(input, '12');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /^Country:/ }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
