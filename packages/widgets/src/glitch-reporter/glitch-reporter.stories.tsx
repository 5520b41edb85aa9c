import type { Meta, StoryObj } from '@storybook/react-vite';
import { SESSION_KEYS } from '@horeca/core/storage';
import { elementStory, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import type { GlitchReportApi } from './glitch-api';
import { GlitchReporter, type GlitchReporterProps } from './glitch-reporter';

// Each story answers the report its own way; fill the form and press 'Send Report'.
const answers = {
  received: { submitReport: () => Promise.resolve({ success: true }) },
  serverError: { submitReport: () => Promise.reject({ status: 500, data: { message: 'Server Error' } }) },
  offline: { submitReport: () => Promise.reject(new TypeError('Failed to fetch')) },
  refused: {
    submitReport: () =>
      Promise.reject({ status: 422, data: { message: 'Invalid', errors: { images: ['File shot.png is not supported. Please upload PNG, JPEG or GIF files only.'] } } }),
  },
  sending: { submitReport: () => new Promise<never>(() => {}) },
} satisfies Record<string, GlitchReportApi>;

const meta = {
  title: 'Widgets/Glitch reporter',
  component: GlitchReporter,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-glitch-reporter' },
  args: { api: answers.received, supportEmail: 'support@horeca.example' },
  argTypes: { api: { table: { disable: true } }, ...themeArgTypes },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={style}>
        <GlitchReporter {...(props as GlitchReporterProps)} />
      </div>
    );
  },
} satisfies Meta<typeof GlitchReporter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The beta banner; 'Report a Glitch' opens the form. */
export const Banner: Story = {};
/** The form, open. Sending succeeds with the spec's thank-you. */
export const Form: Story = { args: { defaultOpen: true } };
/** Sending fails (500): the spec's 'Oops' text names the support address. */
export const ServerError: Story = { args: { defaultOpen: true, api: answers.serverError } };
export const Offline: Story = { args: { defaultOpen: true, api: answers.offline } };
/** The server refuses a screenshot (422): its message shows at the screenshots. */
export const ScreenshotRefused: Story = { args: { defaultOpen: true, api: answers.refused } };
/** The call never answers: the button stays on 'Sending...'. */
export const Sending: Story = { args: { defaultOpen: true, api: answers.sending } };
/** Closed earlier in this session: nothing shows. */
export const BannerClosedThisSession: Story = {
  decorators: [
    (StoryComponent) => {
      sessionStorage.setItem(SESSION_KEYS.betaBannerClosed, '1');
      return <StoryComponent />;
    },
  ],
  args: { defaultOpen: true },
};
export const RightToLeft: Story = { args: { defaultOpen: true }, parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };

/** The beta banner; add the `open` attribute to open the report form at once. */
export const AsAnElement = elementStory({
  html: '<horeca-glitch-reporter support-email="support@your-store.example"></horeca-glitch-reporter>',
  height: '160px',
});

/** The UAE storefront in English, the US storefront and Arabic (ae only). */
export const UsAndArabicAsElements = usAndArabicStory('horeca-glitch-reporter', 'support-email="support@your-store.example"', {
  height: '360px',
});
