/**
 * Hostile note HTML and what the one note sanitiser (backoffice/noteSanitizer.ts) keeps of it: the
 * editor's tests (packages/ui sanitizeNoteHtml) and the server's (routes/quotes/notes.test.ts) both
 * check every case, so the browser and the server clean a note alike.
 */
export const hostileNotes: readonly { html: string; kept: string }[] = [
  {
    html: '<p onclick="steal()">Call <b>back</b> <i>today</i><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://example.com" style="x">ok</a><iframe src="https://evil"></iframe><ul><li>one</li></ul>',
    kept: '<p>Call <b>back</b> <i>today</i></p>bad <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a><ul><li>one</li></ul>',
  },
  {
    html: '<a href="mailto:jane@example.com">mail</a><a href="data:text/html,<script>1</script>">d</a><a href="//evil.example">p</a>',
    kept: '<a href="mailto:jane@example.com" target="_blank" rel="noopener noreferrer">mail</a>dp',
  },
  { html: '<style>p{}</style><h1>Title</h1><span class="y">text</span>', kept: 'Titletext' },
  { html: '<svg><script>alert(1)</script></svg><math><mi>x</mi></math>', kept: '' },
  { html: '<a href=" JaVaScRiPt:alert(1)" target="_self" rel="opener">x</a>', kept: 'x' },
  { html: '<p>5 &lt; 6 &amp; <u>under</u><br></p>', kept: '<p>5 &lt; 6 &amp; <u>under</u><br></p>' },
];
