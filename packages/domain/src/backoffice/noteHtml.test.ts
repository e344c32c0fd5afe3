import { describe, expect, it } from 'vitest';
import { notePreview, noteText } from './noteHtml';

describe('a note read as text', () => {
  it('shows escaped characters as the characters the broker typed, once', () => {
    expect(noteText('<p>Fish &amp; Co &lt;script&gt; said &quot;yes&quot; &amp;lt;</p>')).toBe(
      'Fish & Co <script> said "yes" &lt;',
    );
    expect(notePreview('<p>A&nbsp;&lt;b&gt;</p>')).toBe('A <b>');
  });
});
