import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'Widgets/Phone input',
  component: PhoneInput,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-phone-input' },
  args: { name: 'mobile' },
  argTypes: {
    defaultCountry: { control: 'select', options: ['AE', 'SA', 'KW', 'QA', 'OM', 'BH'] },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <PhoneInput {...args} />
    </div>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, UAE by default: the 'Format: 50 123 4567' hint shows while the number is invalid. */
export const Empty: Story = {};

export const ValidUae: Story = { args: { defaultValue: '+971501234567' } };

/** A stored number with another dial code opens in its own country. */
export const ValidKuwait: Story = { args: { defaultValue: '+96590123456' } };

export const Required: Story = { args: { required: true } };

/** The country's message, as a form shows it after a failed submit. */
export const Invalid: Story = { args: { defaultValue: '+971531234567', error: 'Enter valid UAE mobile (e.g., 50 123 4567)' } };

export const Disabled: Story = { args: { defaultValue: '+97430123456', disabled: true } };

export const RightToLeft: Story = {
  args: { defaultValue: '+966551234567' },
  parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } },
};

/** Controlled: the value is the international number; 'Load saved' sets one from outside. */
export const Controlled: Story = {
  render: () => {
    function Host() {
      const [value, setValue] = useState('+971501234567');
      return (
        <div style={{ display: 'grid', gap: 8, maxInlineSize: 360 }}>
          <PhoneInput value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('+973 3612 3456')}>
            Load saved number
          </button>
          <output>Value: {value || '(empty)'}</output>
        </div>
      );
    }
    return <Host />;
  },
};

/** Inside react-hook-form with register: the form's value is the international number. */
export const ReactHookForm: Story = {
  render: () => {
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ mobile: string }>({ defaultValues: { mobile: '' } });
      const [sent, setSent] = useState('');
      return (
        <form onSubmit={handleSubmit((values) => setSent(values.mobile))} style={{ display: 'grid', gap: 8, maxInlineSize: 360 }}>
          <PhoneInput
            required
            {...register('mobile', { required: 'Enter valid UAE mobile (e.g., 50 123 4567)' })}
            error={formState.errors.mobile?.message}
          />
          <button type="submit">Send</button>
          {sent && <output>Sent: {sent}</output>}
        </form>
      );
    }
    return <Form />;
  },
};

/** In a partner's plain form: the form submits the international number (+971501234567) under `name`, like an <input>. */
export const AsAnElement = elementStory({
  html: `
<form action="/call-me" method="post">
  <horeca-phone-input name="mobile" required></horeca-phone-input>
  <button>Call me back</button>
</form>`,
  height: '320px',
});

/**
 * The UAE storefront in English, the US storefront and Arabic (right to left). The field is the
 * Gulf mobile number on either storefront, so `storefront="us"` changes nothing here (the claim
 * form asks a US number on us with a field of its own).
 */
export const UsAndArabicAsElements = usAndArabicStory('horeca-phone-input', 'name="mobile" value="+971501234567"', {
  columns: 320,
  height: '320px',
});
