import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import { Newsletter, type NewsletterProps } from './newsletter';
import type { NewsletterApi } from './newsletter-api';

// Each story answers the signup its own way; type an email and press 'Join & Save'.
const answers = {
  subscribed: { subscribe: () => Promise.resolve({ message: 'Thank you for subscribing!' }) },
  noMessage: { subscribe: () => Promise.resolve({ message: '' }) },
  rejected: { subscribe: () => Promise.reject({ status: 422, data: { message: 'This email address cannot be subscribed.' } }) },
  serverError: { subscribe: () => Promise.reject({ status: 500, data: '<html>Internal Server Error</html>' }) },
  offline: { subscribe: () => Promise.reject(new TypeError('Failed to fetch')) },
  joining: { subscribe: () => new Promise<never>(() => {}) },
} satisfies Record<string, NewsletterApi>;

const meta = {
  title: 'Widgets/Newsletter',
  component: Newsletter,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-newsletter' },
  args: { api: answers.subscribed },
  argTypes: { api: { table: { disable: true } }, ...themeArgTypes },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={{ ...style, maxInlineSize: 480 }}>
        <Newsletter {...(props as NewsletterProps)} />
      </div>
    );
  },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribes: Story = {};
/** The server answers without a message: the widget's thank-you shows. */
export const SubscribesWithoutMessage: Story = { args: { api: answers.noMessage } };
/** The server refuses: its message shows under the field for 4 s; the email stays. */
export const ServerMessage: Story = { args: { api: answers.rejected } };
export const ServerError: Story = { args: { api: answers.serverError } };
export const Offline: Story = { args: { api: answers.offline } };
/** The call never answers: the button stays on 'Joining...' (the real client gives up after 15 s). */
export const Joining: Story = { args: { api: answers.joining } };
export const RightToLeft: Story = { parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };

export const AsAnElement = elementStory({ html: '<horeca-newsletter></horeca-newsletter>', height: '260px' });

/** The UAE storefront in English, the US storefront and Arabic (ae only). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-newsletter', '', {
  columns: 320,
  height: '260px',
});
