// A CommonJS consumer (as Jest in its default mode, or an older Node tool, loads packages): the
// packed @buildcover/ui and @buildcover/domain loaded with `require` and rendered in plain Node.
// Exits non-zero with the reason when a require fails or the markup is not what it should be.
const assert = require('node:assert/strict');
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { ServerStyleSheet } = require('styled-components');
const { BuildCoverProvider, Button, StatusBadge } = require('@buildcover/ui');
const { Button: ButtonFromItsEntry } = require('@buildcover/ui/button');
const { formatAud } = require('@buildcover/domain');

assert.equal(ButtonFromItsEntry, Button, 'the root and ./button entries give the same Button');
const sheet = new ServerStyleSheet();
try {
  const markup = renderToString(
    sheet.collectStyles(
      createElement(
        BuildCoverProvider,
        null,
        createElement(Button, null, `Pay ${formatAud('1234.5')}`),
        createElement(StatusBadge, { status: 'Paid' }),
      ),
    ),
  );
  assert.match(markup, /<button[^>]*>Pay \$1,234\.50<\/button>/, `a Button with its label: ${markup}`);
  assert.match(sheet.getStyleTags(), /<style[^>]*data-styled/, 'styled-components collected the styles');
} finally {
  sheet.seal();
}
console.log('require: @buildcover/ui and @buildcover/domain load and render as CommonJS');
