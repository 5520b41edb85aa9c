// Renders a widget inside a fresh runtime: a new page store (read from localStorage as the
// test left it), a fresh swr cache (HorecaProvider makes one) and a fake API.
import { STORAGE_KEYS } from '@horeca/core/storage';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { WidgetConfig } from '../src/runtime/config';
import { HorecaProvider } from '../src/runtime/provider';
import { resetWidgetStore, type WidgetStore } from '../src/runtime/store';
import { fakeApi, type FakeApi } from './fake-api';

export interface RuntimeOptions {
  api?: FakeApi;
  signedIn?: boolean;
  config?: Partial<WidgetConfig>;
}

export function renderWidget(
  ui: ReactElement,
  { api = fakeApi(), signedIn = false, config = {} }: RuntimeOptions = {},
): RenderResult & { api: FakeApi; store: WidgetStore } {
  if (signedIn) localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
  const store = resetWidgetStore();
  const result = render(
    <HorecaProvider config={{ ...config, api }} store={store}>
      {ui}
    </HorecaProvider>,
  );
  return { ...result, api, store };
}
