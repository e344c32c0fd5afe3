import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTheme } from 'styled-components';
import type { ReactElement } from 'react';
import { palette, theme } from './tokens';
import { BuildCoverProvider } from './BuildCoverProvider';
import { Button } from '../primitives/Button';
import { Checkbox } from '../forms/Checkbox';
import { RadioGroup } from '../forms/RadioGroup';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { CurrencyInput } from '../insurance/CurrencyInput';
import { YesNoQuestion } from '../insurance/YesNoQuestion';

/** The tokens as a reader of the design system sees them: palette (as CSS variables), space, type. */
function Tokens(): ReactElement {
  const current = useTheme();
  return (
    <div>
      <h2 style={{ marginTop: 0 }}>Palette</h2>
      <ul
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.5rem', listStyle: 'none', padding: 0 }}
      >
        {Object.entries(palette).map(([name, hex]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <span
              aria-hidden="true"
              style={{
                width: '2rem',
                height: '2rem',
                borderRadius: '4px',
                border: '1px solid #6b7680',
                background: `var(--bc-${name})`,
              }}
            />
            <code>{name}</code> {hex}
          </li>
        ))}
      </ul>
      <h2>Space</h2>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {Object.entries(current.space).map(([step, size]) => (
          <li key={step} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <code style={{ width: '2rem' }}>{step}</code>
            <span aria-hidden="true" style={{ width: size, height: '0.75rem', background: current.color.brand }} />
            {size}
          </li>
        ))}
      </ul>
      <h2>Type scale</h2>
      {Object.entries(current.font.size).map(([step, size]) => (
        <p key={step} style={{ fontSize: size, margin: '0.25rem 0' }}>
          {step}: Owner-builder insurance
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: BuildCoverProvider,
  args: { children: <Tokens /> },
} satisfies Meta<typeof BuildCoverProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTokens: Story = {
  play: async ({ canvasElement }) => {
    // The global style publishes every palette colour as a CSS variable that themes can override.
    const styles = getComputedStyle(document.documentElement);
    for (const [name, hex] of Object.entries(palette)) {
      await expect(styles.getPropertyValue(`--bc-${name}`).trim().toLowerCase()).toBe(hex);
    }
    await expect(getComputedStyle(document.body).color).toBe('rgb(26, 31, 36)');
    await expect(canvasElement.querySelectorAll('li').length).toBeGreaterThan(Object.keys(palette).length);
  },
};

export const PartnerBrand: Story = {
  args: {
    withGlobalStyle: false,
    theme: { ...theme, color: { ...theme.color, brand: '#5b2a86' as typeof theme.color.brand } },
  },
  play: async ({ canvasElement }) => {
    // A consuming project swaps tokens through the provider; components read them from the theme.
    const bar = canvasElement.querySelector('ul ~ ul li span[aria-hidden]');
    await expect(bar && getComputedStyle(bar).backgroundColor).toBe('rgb(91, 42, 134)');
  },
};

/** The controls most sensitive to box-sizing: padded, bordered and sized to their container. */
function Controls(): ReactElement {
  return (
    <div style={{ maxWidth: '24rem' }}>
      <TextField label="Suburb" value="Geelong" onChange={() => undefined} />
      <Select label="State" options={[{ value: 'VIC', label: 'Victoria' }]} value="VIC" onChange={() => undefined} />
      <CurrencyInput label="Value of the construction work" value="250000" onChange={() => undefined} />
      <RadioGroup
        label="Indemnity limit"
        options={[
          { value: '10', label: '$10 Million' },
          { value: '20', label: '$20 Million' },
        ]}
        value="10"
        onChange={() => undefined}
      />
      <YesNoQuestion label="Is there an additional policy holder?" value="no" onChange={() => undefined} />
      <Checkbox label="I declare the answers are true" value onChange={() => undefined} />
      <Button block>Continue</Button>
    </div>
  );
}

/**
 * Inside a page that owns its base styles (`withGlobalStyle={false}`, no reset): every padded or
 * bordered element sizes itself border-box, so inputs keep their width and radios their circle.
 */
export const WithoutGlobalStyle: Story = {
  args: { withGlobalStyle: false },
  parameters: { globalStyle: false },
  render: () => <Controls />,
  play: async ({ canvasElement }) => {
    // No reset in the page: an element of its own stays content-box.
    const plain = canvasElement.appendChild(document.createElement('p'));
    await expect(getComputedStyle(plain).boxSizing).toBe('content-box');
    plain.remove();
    // What shows: react-aria's hidden native select (and its options) keeps the browser's own box.
    const shown = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().width > 1 && !element.closest('select'),
    );
    const sized = shown.filter((element) => {
      const style = getComputedStyle(element);
      return ['paddingTop', 'paddingLeft', 'borderTopWidth', 'borderLeftWidth'].some(
        (side) => style[side as 'paddingTop'] !== '0px',
      );
    });
    await expect(sized.length).toBeGreaterThan(10);
    for (const element of sized) {
      await expect({ element: element.outerHTML.slice(0, 80), boxSizing: getComputedStyle(element).boxSizing }).toEqual(
        { element: element.outerHTML.slice(0, 80), boxSizing: 'border-box' },
      );
    }
    const width = canvasElement.querySelector('div')!.getBoundingClientRect().right;
    for (const input of canvasElement.querySelectorAll('input:not([type="radio"]):not([type="checkbox"]), button')) {
      await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};
