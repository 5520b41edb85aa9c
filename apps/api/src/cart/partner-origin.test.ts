import { describe, expect, it } from 'vitest';
import { normalisePartnerOrigin, PARTNER_ORIGIN_MAX } from './partner-origin';

describe('normalisePartnerOrigin: a stranger-written `from` kept as an origin or nothing', () => {
  it.each([
    ['https://partner.example', 'https://partner.example'],
    ['partner.example', 'https://partner.example'],
    ['HTTPS://Partner.Example:443/shop/page?x=1#y', 'https://partner.example'],
    ['http://127.0.0.1:4361', 'http://127.0.0.1:4361'],
    ['https://user:secret@partner.example/', 'https://partner.example'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['  https://partner.example  ', 'https://partner.example'],
  ])('%s -> %s', (from, origin) => {
    expect(normalisePartnerOrigin(from)).toBe(origin);
  });

  it.each([
    ['', 'empty'],
    ['javascript:alert(1)', 'not http(s)'],
    ['data:text/html,<b>x</b>', 'markup'],
    ['ftp://partner.example', 'not http(s)'],
    ['https://', 'no host'],
    ['https://part ner.example', 'a space'],
    ['https://partner.example"><script>', 'quotes'],
    [`https://${'a'.repeat(PARTNER_ORIGIN_MAX)}.example`, 'too long an origin'],
    [`https://partner.example/${'x'.repeat(3000)}`, 'too long a from'],
    ['null', 'the opaque origin'],
  ])('%s is no partner (%s)', (from) => {
    expect(normalisePartnerOrigin(from)).toBeNull();
  });

  it('null and undefined are no partner', () => {
    expect(normalisePartnerOrigin(null)).toBeNull();
    expect(normalisePartnerOrigin(undefined)).toBeNull();
  });
});
