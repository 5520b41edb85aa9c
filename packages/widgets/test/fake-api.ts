// A CommerceApi whose every call is a vi.fn: components are tested without the API server.
import type { Product, SearchResponse } from '@horeca/core/product';
import { vi, type Mock } from 'vitest';
import type { CommerceApi } from '../src/runtime/commerce-api';

export type FakeApi = { [K in keyof CommerceApi]: Mock<CommerceApi[K]> };

export function fakeApi(overrides: Partial<CommerceApi> = {}): FakeApi {
  const ok = () => Promise.resolve({ success: true, message: 'ok' });
  const api: CommerceApi = {
    addToCart: ok,
    decreaseCart: ok,
    addMultipleToCart: ok,
    getCartTotal: () => Promise.resolve(0),
    addToWishlist: ok,
    addMultipleToWishlist: ok,
    removeFromWishlist: ok,
    getWishlistCount: () => Promise.resolve(0),
    removeFromSaveForLater: ok,
    getProduct: () => Promise.reject(new Error('no product')),
    getCategoryProducts: () => Promise.resolve([] as Product[]),
    isCartHandoffConfirmed: () => Promise.resolve(false),
    search: () => Promise.resolve<SearchResponse>({ products: [], categories: [], brands: [] }),
    nlpSearch: () => Promise.resolve<SearchResponse>({ products: [], categories: [], brands: [] }),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, vi.fn(fn)])) as unknown as FakeApi;
}
