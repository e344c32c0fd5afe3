import { hostileNotes } from '@buildcover/domain/testing';
import { describe, expect, it } from 'vitest';
import { isEmptyNoteHtml, sanitizeNoteHtml } from './sanitizeNoteHtml';

describe('sanitizeNoteHtml', () => {
  it('keeps of hostile HTML what the server keeps (the shared cases)', () => {
    for (const { html, kept } of hostileNotes) expect(sanitizeNoteHtml(html)).toBe(kept);
  });

  it('keeps the formatting the editor makes', () => {
    const html =
      '<p><b>Site visit</b> on <i>Monday</i>, <u>bring plans</u></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeNoteHtml(html)).toBe(html);
  });
  it('drops scripts, handlers, styles and unknown tags but keeps their text', () => {
    expect(sanitizeNoteHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeNoteHtml('<img src=x onerror="alert(1)"><span class="y">text</span>')).toBe('text');
    expect(sanitizeNoteHtml('<style>p{}</style><h1>Title</h1>')).toBe('Title');
  });
  it('keeps http(s) and mailto links only, opening in a new tab without opener', () => {
    expect(sanitizeNoteHtml('<a href="https://example.com" onclick="x">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeNoteHtml('<a href="javascript:alert(1)">bad</a>')).toBe('bad');
    expect(sanitizeNoteHtml('<a href=" JaVaScRiPt:alert(1)">bad</a>')).toBe('bad');
  });
  it('escapes text', () => {
    expect(sanitizeNoteHtml('1 &lt; 2 &amp; 3')).toBe('1 &lt; 2 &amp; 3');
  });
});

describe('isEmptyNoteHtml', () => {
  it('treats markup without text as empty', () => {
    expect(isEmptyNoteHtml('')).toBe(true);
    expect(isEmptyNoteHtml('<br>')).toBe(true);
    expect(isEmptyNoteHtml('<p> </p><ul><li></li></ul>')).toBe(true);
    expect(isEmptyNoteHtml('<p>x</p>')).toBe(false);
  });
});
