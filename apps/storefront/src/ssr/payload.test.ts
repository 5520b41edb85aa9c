import { payloadScript, readSsrPayload, type SsrPayload } from './payload';

describe('the server payload', () => {
  it('carries API text that looks like markup without closing its element, and reads back whole', () => {
    const hostile = '</script><script>window.pwned = true</script>\u2028<!--';
    const payload: SsrPayload = { storefront: 'ae', viewportWidth: 412, reads: { '["product",1]': { name: hostile } } };
    const script = payloadScript(payload);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(readSsrPayload()).toEqual(payload);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('is absent from a page the browser renders alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrPayload()).toBeUndefined();
  });
});
