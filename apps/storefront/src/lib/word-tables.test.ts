// The storefront's word tables follow the page's language (issue 23): every registered table
// switches, a table registered while the page is Arabic (a lazily loaded page) starts in Arabic,
// and English comes back word for word.
import { cartText } from '../cart/cart-text';
import { storefrontMessages } from './messages';
import { registeredTables, setWordTables, wordTable } from './word-tables';
import { arabicWords } from './words.ar';

afterEach(() => setWordTables(null));

describe('the word tables', () => {
  it('switch every table to Arabic and back to English', () => {
    setWordTables(arabicWords);
    expect([cartText.title, cartText.quantityOf('Chef Knife'), storefrontMessages.settingsTitle]).toEqual(['سلة التسوق', 'كمية Chef Knife', 'الإعدادات']);
    setWordTables(null);
    expect([cartText.title, cartText.quantityOf('Chef Knife'), storefrontMessages.settingsTitle]).toEqual(['Your cart', 'Quantity of Chef Knife', 'Settings']);
  });

  it('start a table registered on an Arabic page in Arabic', () => {
    setWordTables(arabicWords);
    const late = wordTable('reviews', { listTitle: 'My Reviews', none: 'You have not written a review yet.' });
    expect(late.listTitle).toBe('تقييماتي');
    setWordTables(null);
    expect(late.listTitle).toBe('My Reviews');
  });

  it('have an Arabic twin with every key of each registered table', () => {
    // The tables the imports above registered (the late one of the test above is partial).
    for (const { name, english } of registeredTables().filter(({ english }) => Object.keys(english).length > 2)) {
      expect(Object.keys(arabicWords[name]).sort(), name).toEqual(Object.keys(english).sort());
    }
  });
});
