import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    statement:
      'BuildCover is a trading name of BuildCover Brokers Pty Ltd (ABN 00 000 000 000), an authorised representative of a licensed insurance broker (AFSL 000000). Any advice is general and does not take your objectives, financial situation or needs into account.',
    copyright: '© 2026 BuildCover',
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('trading name of BuildCover Brokers');
  },
};
export const WithLinks: Story = {
  args: {
    children: (
      <p>
        <a href="#fsg">Financial Services Guide</a> · <a href="#privacy">Privacy Policy</a>
      </p>
    ),
  },
};
