import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, RouterLink } from '../storyRouterLink';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { onContact: fn(), linkComponent: RouterLink },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Site' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};
export const OnHomePage: Story = {
  args: { isHomeCurrent: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  },
};
