// The stored menu copy is kept per language (issue 23): an Arabic page paints its own stored
// menu, never the English one, and its fresh answer does not overwrite the English copy.
import { type CategoryNode } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { HorecaProvider, loadWidgetLocale } from '@horeca/widgets';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { storedCategories, useCategories } from './catalogue';
import { requestLanguage } from './request-language';

const english: CategoryNode[] = [{ id: 1, name: 'Refrigeration', slug: 'refrigeration', children: [] }];
const arabic: CategoryNode[] = [{ id: 1, name: 'التبريد', slug: 'refrigeration', children: [] }];
const asked: string[] = [];
let answers = false;

// The API answers in the language the call asks in, as the real one does with lang=ar.
vi.mock('./client', () => ({
  api: {
    getCategoriesWithChildren: () => {
      const language = requestLanguage();
      asked.push(language);
      return answers ? Promise.resolve({ data: language === 'ar' ? arabic : english }) : new Promise(() => undefined);
    },
  },
}));

function inLanguage(lang: 'en' | 'ar') {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <HorecaProvider config={{ lang }}>{children}</HorecaProvider>
    </MemoryRouter>
  );
}

// The widgets' Arabic words are in before the first render, as on an Arabic page (lib/locale.ts).
beforeAll(() => loadWidgetLocale('ar'));

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
  answers = false;
});

describe('the stored menu per language', () => {
  it('paints an Arabic page from the Arabic copy, not the English one', async () => {
    localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(english));
    localStorage.setItem(`${STORAGE_KEYS.savedCategories}.ar`, JSON.stringify(arabic));
    const { result } = renderHook(() => useCategories(), { wrapper: inLanguage('ar') });
    expect(result.current).toEqual(arabic);
    await waitFor(() => expect(asked).toEqual(['ar']));
  });

  it('shows no menu on an Arabic page that has only the English copy, until its own read', () => {
    localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(english));
    const { result } = renderHook(() => useCategories(), { wrapper: inLanguage('ar') });
    expect(result.current).toEqual([]);
  });

  it("stores an Arabic page's fresh menu under its own key, leaving the English copy", async () => {
    answers = true;
    localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(english));
    const { result } = renderHook(() => useCategories(), { wrapper: inLanguage('ar') });
    await waitFor(() => expect(result.current).toEqual(arabic));
    expect(JSON.parse(localStorage.getItem(`${STORAGE_KEYS.savedCategories}.ar`) ?? 'null')).toEqual(arabic);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedCategories) ?? 'null')).toEqual(english);
  });

  it('keeps the spec key savedCategories for English', () => {
    localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(english));
    localStorage.setItem(`${STORAGE_KEYS.savedCategories}.ar`, JSON.stringify(arabic));
    const { result } = renderHook(() => useCategories(), { wrapper: inLanguage('en') });
    expect(result.current).toEqual(english);
  });

  it('reads a stored copy once while it stays the same, and again once it changes (issue 31: every menu asks on every render)', () => {
    const menu = [{ ...english[0]!, name: 'Refrigeration and ice' }];
    localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(menu));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(storedCategories('en')).toEqual(menu);
      expect(storedCategories('en')).toEqual(menu);
      expect(parse).toHaveBeenCalledTimes(1);
      const renamed = [{ ...english[0]!, name: 'Cold rooms' }];
      localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(renamed));
      expect(storedCategories('en')).toEqual(renamed);
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });
});
