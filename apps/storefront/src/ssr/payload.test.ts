import { SSR_PAYLOAD_GLOBAL, payloadScript, readSsrPayload, type SsrPayload } from './payload';

describe('the server payload script', () => {
  it('carries API text that looks like markup without closing its script element', () => {
    const hostile = '</script><script>window.pwned = true</script>\u2028<!--';
    const payload: SsrPayload = { storefront: 'ae', viewportWidth: 412, reads: { '["product",1]': { name: hostile } } };
    const script = payloadScript(payload);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    // The text is data again once parsed (what the browser does with the inline script).
    const json = script.slice(`<script>window.${SSR_PAYLOAD_GLOBAL}=`.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(payload);
  });

  it('is read back from the window', () => {
    const payload: SsrPayload = { storefront: 'us', viewportWidth: 1280, reads: {} };
    Object.assign(window, { [SSR_PAYLOAD_GLOBAL]: payload });
    expect(readSsrPayload()).toEqual(payload);
    Reflect.deleteProperty(window, SSR_PAYLOAD_GLOBAL);
    expect(readSsrPayload()).toBeUndefined();
  });
});
