import type { ReactElement } from 'react';
import { palette, type PaletteName } from '../theme/tokens';

/** The colour pairs the components draw, each with the WCAG 2.2 level it must reach. */
export const contrastPairs: { text: PaletteName; on: PaletteName; use: string; needs: number }[] = [
  { text: 'text', on: 'background', use: 'Body text', needs: 4.5 },
  { text: 'text', on: 'surface', use: 'Text on a grey panel', needs: 4.5 },
  { text: 'textMuted', on: 'background', use: 'Hints, secondary text', needs: 4.5 },
  { text: 'textMuted', on: 'surface', use: 'Hints on a grey panel', needs: 4.5 },
  { text: 'brand', on: 'background', use: 'Links, secondary and tertiary buttons', needs: 4.5 },
  { text: 'textInverse', on: 'brand', use: 'Primary button', needs: 4.5 },
  { text: 'textInverse', on: 'brandStrong', use: 'Primary button, hovered or pressed', needs: 4.5 },
  { text: 'brand', on: 'brandSoft', use: 'Secondary button, hovered', needs: 4.5 },
  { text: 'textInverse', on: 'error', use: 'Danger button', needs: 4.5 },
  { text: 'error', on: 'background', use: 'Error messages', needs: 4.5 },
  { text: 'error', on: 'errorSoft', use: 'Error alert', needs: 4.5 },
  { text: 'success', on: 'successSoft', use: 'Success alert, paid badge', needs: 4.5 },
  { text: 'warning', on: 'warningSoft', use: 'Warning alert', needs: 4.5 },
  { text: 'info', on: 'infoSoft', use: 'Information alert', needs: 4.5 },
  { text: 'accent', on: 'background', use: 'Accent text', needs: 4.5 },
  { text: 'border', on: 'background', use: 'Input borders (a UI boundary)', needs: 3 },
  { text: 'focus', on: 'background', use: 'Focus ring (drawn 2px outside the control, on the page)', needs: 3 },
];

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The palette's pairs with their contrast computed from the tokens themselves, for the Foundations page. */
export function ContrastPairs(): ReactElement {
  return (
    // Scrolls on its own on a narrow screen instead of widening the page.
    <div style={{ overflowX: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Colour on background</th>
            <th scope="col">Used for</th>
            <th scope="col">Contrast</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(({ text, on, use, needs }) => {
            const ratio = contrastRatio(palette[text], palette[on]);
            return (
              <tr key={`${text}-${on}`}>
                <td>
                  <span
                    style={{
                      color: palette[text],
                      background: palette[on],
                      padding: '0.25rem 0.5rem',
                      border: `1px solid ${palette.borderSubtle}`,
                    }}
                  >
                    Aa
                  </span>
                </td>
                <td>
                  <code>{text}</code> on <code>{on}</code>
                </td>
                <td>{use}</td>
                <td>{ratio.toFixed(1)}:1</td>
                <td>{ratio >= needs ? `${needs}:1 (met)` : `${needs}:1 (NOT met)`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
