// The server may run through a loader that compiles JSX the classic way (tsx in a child process): React in scope either way.
import React from 'react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Print CSS kept inside each document (no external files, no script): A4 pages, tables that do not split rows. */
const printCss = `
@page { size: A4; margin: 16mm 15mm 18mm; }
* { box-sizing: border-box; }
body { font: 10.5pt/1.45 'Helvetica Neue', Arial, sans-serif; color: #111827; margin: 0; }
@media screen { body { max-width: 210mm; margin: 0 auto; padding: 12mm; background: #fff; } }
header.doc { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1e3a8a; padding-bottom: 6mm; margin-bottom: 6mm; }
header.doc .brand { font-size: 16pt; font-weight: 700; color: #1e3a8a; }
header.doc h1 { font-size: 17pt; margin: 0 0 2mm; text-align: right; }
header.doc .meta { text-align: right; margin: 0; }
h2 { font-size: 12pt; color: #1e3a8a; margin: 6mm 0 2mm; border-bottom: 1px solid #cbd5e1; padding-bottom: 1mm; break-after: avoid; }
table { width: 100%; border-collapse: collapse; margin: 0 0 2mm; }
th, td { text-align: left; vertical-align: top; padding: 1.6mm 2mm; border-bottom: 1px solid #e5e7eb; }
th[scope='row'] { width: 38%; font-weight: 600; color: #374151; }
thead th { background: #f1f5f9; font-weight: 700; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr { break-inside: avoid; }
tr.total td, tr.total th { font-weight: 700; border-top: 2px solid #111827; }
.note { font-size: 9pt; color: #374151; }
.stamp { display: inline-block; border: 2px solid #166534; color: #166534; font-weight: 700; padding: 1mm 3mm; border-radius: 2mm; }
footer.doc { margin-top: 8mm; font-size: 8.5pt; color: #4b5563; border-top: 1px solid #cbd5e1; padding-top: 3mm; }
/* On a phone (the document modal's frame is about 300 px wide) the heading stacks and long values wrap. */
@media screen and (max-width: 540px) {
  body { padding: 3mm; }
  header.doc { flex-direction: column; gap: 3mm; }
  header.doc h1, header.doc .meta { text-align: left; }
  table { font-size: 9.5pt; }
  th, td { padding: 1.2mm 1mm; }
  th[scope='row'] { width: 34%; }
  th[scope='row'] + td { overflow-wrap: anywhere; }
}
`;

export interface DocumentFrame {
  title: string;
  /** Lines under the title: reference, dates. */
  meta: [label: string, value: string][];
  issuer: string;
  body: ReactNode;
  footer: ReactNode;
}

/** A complete, printable HTML document; React escapes every value, so no string is trusted by hand. */
export function documentPage(frame: DocumentFrame): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{frame.title}</title>
        {/* The stylesheet is our own constant, never user data. */}
        <style dangerouslySetInnerHTML={{ __html: printCss }} />
      </head>
      <body>
        <header className="doc">
          <div className="brand">{frame.issuer}</div>
          <div>
            <h1>{frame.title}</h1>
            {frame.meta.map(([label, value]) => (
              <p className="meta" key={label}>
                <strong>{label}:</strong> {value}
              </p>
            ))}
          </div>
        </header>
        <main>{frame.body}</main>
        <footer className="doc">{frame.footer}</footer>
      </body>
    </html>,
  )}\n`;
}

/** A two-column table of label / value rows. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <table>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
