import { analyticsIdOf } from './app-providers';

describe('the storefront analytics id (VITE_ANALYTICS_ID)', () => {
  it.each([
    [{ MODE: 'production', VITE_ANALYTICS_ID: 'G-ABCD1234' }, 'G-ABCD1234'],
    [{ MODE: 'production', VITE_ANALYTICS_ID: '  ' }, undefined],
    [{ MODE: 'production' }, undefined],
    [{ MODE: 'test', VITE_ANALYTICS_ID: 'G-ABCD1234' }, undefined],
  ])('%j gives %s', (env, expected) => {
    expect(analyticsIdOf(env)).toBe(expected);
  });
});
