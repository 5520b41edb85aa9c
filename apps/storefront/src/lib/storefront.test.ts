import { detectStorefront, storefrontFromHost } from './storefront';

describe('detectStorefront', () => {
  const at = (hostname: string, search = '') => ({ hostname, search });

  it('takes ?storefront= first, then the stored setting, then the host, then the build default', () => {
    expect(detectStorefront(at('shop.example', '?storefront=us'), 'ae', 'ae')).toBe('us');
    expect(detectStorefront(at('us.shop.example'), 'ae', undefined)).toBe('ae');
    expect(detectStorefront(at('us.shop.example'), null, 'ae')).toBe('us');
    expect(detectStorefront(at('127.0.0.1'), null, 'us')).toBe('us');
    expect(detectStorefront(at('127.0.0.1'), null, undefined)).toBe('ae');
  });

  it('ignores values that name no storefront', () => {
    expect(detectStorefront(at('shop.example', '?storefront=uk'), 'fr', 'de')).toBe('ae');
  });

  it('reads us and ae from host prefixes and top-level domains', () => {
    expect(storefrontFromHost('us.horeca.store')).toBe('us');
    expect(storefrontFromHost('horeca.us')).toBe('us');
    expect(storefrontFromHost('horeca.ae')).toBe('ae');
    expect(storefrontFromHost('horeca.store')).toBeNull();
  });
});
