import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from './Icon';

const meta = {
  title: 'Feedback/Icon',
  component: Icon,
  args: { name: 'info' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const names: IconName[] = [
  'info',
  'success',
  'warning',
  'danger',
  'neutral',
  'close',
  'menu',
  'chevronLeft',
  'chevronRight',
  'chevronDown',
  'arrowUp',
  'arrowDown',
  'sortable',
  'print',
  'user',
  'check',
];

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Decorative: hidden from assistive technology, and never a tab stop.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

export const ScalesWithText: Story = {
  render: (args) => (
    <p style={{ fontSize: '2rem', display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0 }}>
      <Icon {...args} /> Referred to a broker
    </p>
  ),
  args: { name: 'warning' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg?.getBoundingClientRect().height).toBeCloseTo(40, 0);
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 10rem)', gap: '1rem', listStyle: 'none', padding: 0 }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} /> {name}
        </li>
      ))}
    </ul>
  ),
};
