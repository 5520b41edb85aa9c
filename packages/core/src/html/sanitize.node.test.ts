// Plain Node: no window anywhere, so nothing can be parsed and everything is escaped.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml without a DOM', () => {
  it('escapes the input so it renders as text', () => {
    expect(sanitizeHtml(`<img src=x onerror=alert(1)> & "quoted" 'single'`)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;',
    );
  });

  it('imports without touching DOM globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });
});
