import { SESSION_KEYS, STORAGE_KEYS, UTM_KEYS } from './keys';

describe('STORAGE_KEYS', () => {
  // The spec's key names (section 3): stored data of the running storefront must stay readable.
  it.each([
    'userProfile',
    'userNewName',
    'username',
    'TotalCartItems',
    'TotalWishList',
    'CartItems',
    'wishListItems',
    'SaveForLater',
    'ProductId',
    'authToken',
    'redirectTo',
    'Guest_Item',
    'BuyMoreSaveMore',
    'Address',
    'session_id',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'savedCategories',
  ] as const)('%s is stored under its spec name', (name) => {
    expect(STORAGE_KEYS[name]).toBe(name);
  });

  it('names the default address key, which the spec leaves unnamed', () => {
    expect(STORAGE_KEYS.defaultAddress).toBe('defaultAddress');
  });

  it('names the settings keys, which the spec leaves unnamed', () => {
    expect([STORAGE_KEYS.language, STORAGE_KEYS.notificationChoices]).toEqual(['language', 'notificationChoices']);
  });

  it('never stores two things under one key', () => {
    const values = [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS)];
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the marketing keys in the order of the lead call', () => {
    expect(UTM_KEYS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid']);
  });
});
