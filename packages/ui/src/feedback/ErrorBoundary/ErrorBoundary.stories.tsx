import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

const meta = {
  title: 'Feedback/ErrorBoundary',
  component: ErrorBoundary,
  args: { homeHref: '/', children: null },
  // No visual baseline recorded yet (`npm run visual:accept -- feedback-errorboundary`); behaviour and axe run as tests.
  tags: ['!visual'],
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  args: { children: <p>The page as usual.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The page as usual.')).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { children: <Broken error={new Error('Cannot read properties of undefined')} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('Cannot read properties of undefined')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const WithStatus: Story = {
  args: { homeHref: '/admin/', children: <Broken error={Object.assign(new Error('Not Found'), { status: 404 })} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/admin/');
  },
};

/** A lazily loaded part that could not be downloaded (offline, or a newer release replaced it): reloading comes first. */
export const CodeLoadFailure: Story = {
  args: {
    homeHref: '/admin/',
    children: (
      <Broken
        error={
          new TypeError(
            'Failed to fetch dynamically imported module: https://buildcover.example/admin/assets/HistoryTab-Cx1f0a9B.js',
          )
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText(/^Failed to fetch dynamically imported module/)).toBeVisible();
    await expect(canvas.getByText(/^Part of this page could not be downloaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/admin/');
  },
};
