import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { visuallyHidden } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** How the value reads in the table and on the bar, e.g. "$12,345.00". */
  display: string;
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    fill: ${({ theme }) => theme.color.text};
    font-size: 12px;
  }
  rect {
    fill: ${({ theme }) => theme.color.brand};
  }
  @media (forced-colors: active) {
    rect {
      fill: CanvasText;
    }
  }
  table {
    ${visuallyHidden}
  }
`;

const rowHeight = 28;
const labelWidth = 120;
const valueWidth = 88;
/** Before the figure is measured (and where nothing is laid out, as in jsdom). */
const initialWidth = 480;

/**
 * A horizontal bar chart (visx scales and bars, plain SVG) with its data as a table: the picture is
 * hidden from screen readers, which read the table instead. Rows, not columns, so long labels and a
 * 375 px screen both fit. Drawn at the figure's own width (measured), not scaled from a fixed one,
 * so its text stays 12 px on a phone.
 */
export function BarChart({
  caption,
  data,
  valueHeader,
  emptyText = 'Nothing in this range.',
}: {
  caption: string;
  data: readonly BarDatum[];
  valueHeader: string;
  emptyText?: string;
}): ReactElement {
  const { parentRef, width: measured } = useParentSize<HTMLElement>({
    initialSize: { width: initialWidth },
    debounceTime: 100,
    ignoreDimensions: ['height', 'top', 'left'],
  });
  const width = Math.max(measured, labelWidth + valueWidth + 40);
  const height = Math.max(data.length, 1) * rowHeight;
  const max = Math.max(...data.map((d) => d.value), 0);
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, width - labelWidth - valueWidth] });
  const y = scaleBand<string>({ domain: data.map((d) => d.key), range: [0, height], padding: 0.25 });
  return (
    <Figure ref={parentRef}>
      <figcaption>{caption}</figcaption>
      {data.length === 0 || max === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
          {data.map((d) => {
            const top = y(d.key) ?? 0;
            const barWidth = Math.max(x(d.value), d.value > 0 ? 2 : 0);
            return (
              <g key={d.key}>
                <text x={labelWidth - 8} y={top + y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle">
                  {d.label}
                </text>
                <Bar x={labelWidth} y={top} width={barWidth} height={y.bandwidth()} rx={2} />
                <text x={labelWidth + barWidth + 6} y={top + y.bandwidth() / 2} dominantBaseline="middle">
                  {d.display}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{d.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}
