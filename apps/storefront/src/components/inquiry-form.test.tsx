import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arMessages } from '@horeca/core/locale-ar';
import { HorecaProvider, loadWidgetLocale } from '@horeca/widgets';
import { axeViolations } from '../../../../packages/widgets/test/axe';
import { InquiryForm } from './inquiry-form';

describe('InquiryForm (docs/behaviour.md §2.12: opens the mail client, sends no call)', () => {
  it('shows each error at its field, keeps the text, and opens mail once valid', async () => {
    const user = userEvent.setup();
    const openMail = vi.fn();
    const { container } = render(<InquiryForm openMail={openMail} />);
    await user.type(screen.getByLabelText('Email'), 'chef@');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(openMail).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('chef@');

    await user.type(screen.getByLabelText('Name'), 'Omar');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Email'), 'hotel.ae');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Technical Support');
    await user.type(screen.getByLabelText('Message'), 'Our fryer shows E4.');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

    expect(openMail).toHaveBeenCalledTimes(1);
    const href = new URL(openMail.mock.calls[0]?.[0] as string);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@horecastore.ae');
    expect(href.searchParams.get('subject')).toBe('Technical Support');
    expect(href.searchParams.get('body')).toBe('Our fryer shows E4.\n\nOmar\nchef@hotel.ae');
    expect(screen.getByRole('status')).toHaveTextContent('Your mail app should now open');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says its rules' messages in the page's language on an Arabic page (core's schema in Arabic)", async () => {
    await loadWidgetLocale('ar');
    render(
      <HorecaProvider config={{ lang: 'ar', storefront: 'ae' }}>
        <InquiryForm openMail={vi.fn()} />
      </HorecaProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(arMessages.inquiry.nameRequired);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(arMessages.inquiry.messageRequired);
  });
});
