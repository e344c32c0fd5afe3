// Server rendering as an outside app does it: the built App (vite build --ssr, which leaves
// @buildcover/ui, react and styled-components as imports of node_modules) rendered in plain Node
// with react-dom/server and styled-components' ServerStyleSheet. Writes dist/ssr.html (markup and
// styles in place, for hydration) and dist/csr.html (empty root, for a client render).
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './dist-ssr/App.js';

const sheet = new ServerStyleSheet();
let markup;
let styles;
try {
  markup = renderToString(sheet.collectStyles(createElement(App)));
  styles = sheet.getStyleTags();
} finally {
  sheet.seal();
}
const page = readFileSync('dist/index.html', 'utf8');
writeFileSync('dist/ssr.html', page.replace('<!--styles-->', styles).replace('<!--markup-->', markup));
writeFileSync('dist/csr.html', page.replace('<!--styles-->', '').replace('<!--markup-->', ''));
writeFileSync('dist/ssr-markup.html', markup);
