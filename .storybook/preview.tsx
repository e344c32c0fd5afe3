import type { Preview } from '@storybook/react-vite';
import { BuildCoverProvider } from '@buildcover/ui';

const preview: Preview = {
  // `visual`: scripts/visual/check.mjs screenshots the story; opt out with tags: ['!visual'] and a comment why.
  tags: ['autodocs', 'visual'],
  parameters: {
    layout: 'padded',
    // A reader starts at the introduction, then the foundations, then the components.
    options: { storySort: { order: ['Introduction', 'Getting started', 'Foundations', ['Overview', '*'], '*'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
  },
  decorators: [
    // `parameters.globalStyle: false` renders a story as inside a page that owns its base styles.
    (Story, { parameters }) => (
      <BuildCoverProvider withGlobalStyle={parameters['globalStyle'] !== false}>
        <Story />
      </BuildCoverProvider>
    ),
  ],
};
export default preview;
