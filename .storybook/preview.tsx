import type { Preview } from '@storybook/react-vite';
import { BuildCoverProvider } from '@buildcover/ui';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <BuildCoverProvider>
        <Story />
      </BuildCoverProvider>
    ),
  ],
};
export default preview;
