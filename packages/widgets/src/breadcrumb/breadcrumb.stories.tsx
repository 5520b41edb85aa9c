import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Widgets/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', url: '/' },
      { label: 'Kitchen Supplies', url: '/kitchen-supplies', id: 4 },
      { label: 'Knives', url: '/kitchen-supplies/knives', id: 41 },
      { label: 'Chef Knife 8 inch' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {};
export const SingleItem: Story = { args: { items: [{ label: 'All Brands' }] } };
export const RightToLeft: Story = { parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };
