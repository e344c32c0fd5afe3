import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NeedsJavaScript } from './NeedsJavaScript';
import { NoScriptNote } from './NoScriptNote';

const meta = {
  title: 'Feedback/NeedsJavaScript',
  component: NeedsJavaScript,
  args: {
    title: 'Turn on JavaScript to pay',
    children:
      "Paying by card, with your bank's 3-D Secure check, needs JavaScript. Turn it on in your browser's settings and reload this page.",
  },
} satisfies Meta<typeof NeedsJavaScript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the browser runs scripts (as Storybook does) the note is never drawn, nor its code loaded. */
export const WithJavaScript: Story = {
  // Nothing to see: there is no picture to compare.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('noscript')).not.toBeNull();
    await expect(canvasElement.querySelector('noscript')?.children.length).toBe(0);
  },
};

/** What a browser without JavaScript shows from a server's HTML: the note the <noscript> carries. */
export const WithoutJavaScript: Story = {
  render: (args) => <NoScriptNote title={args.title}>{args.children}</NoScriptNote>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Turn on JavaScript to pay')).toBeVisible();
  },
};
