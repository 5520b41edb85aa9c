import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './star-rating';

const meta = {
  title: 'Widgets/Star rating',
  component: StarRating,
  args: { rating: 3.5, variant: 'scale' },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    variant: { control: 'inline-radio', options: ['scale', 'single'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStars: Story = {};
export const Empty: Story = { args: { rating: null } };
export const Full: Story = { args: { rating: 5 } };
export const SingleStarSummary: Story = { args: { rating: 0.6, variant: 'single' } };
export const RightToLeft: Story = { parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };
