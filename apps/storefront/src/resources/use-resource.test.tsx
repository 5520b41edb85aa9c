// The client's rules hold for every read, a catalogue page's as much as an account page's: an
// expired session signs out, a 4xx answer is not asked again (a 5xx is, after the backoff), and
// a failure reaches the page in the one error shape.
import { QUERY_CACHE } from '@horeca/core/constants';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { currentPath, renderRoutes } from '../test/render-route';
import { useFaqs } from './content';

function FaqProbe() {
  const faqs = useFaqs('ae');
  if (faqs.error) return <p role="alert">{`Failed with ${faqs.error.status}: ${faqs.error.message}`}</p>;
  return <p>{faqs.data ? `${faqs.data.data.length} FAQ groups` : 'Loading FAQs'}</p>;
}

const routes = [
  { path: 'login', element: <h1>Login page</h1> },
  { path: 'faq', element: <FaqProbe /> },
];

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a read through the data layer', () => {
  it('signs a session the server has ended (401) out to the login page, back to this page afterwards', async () => {
    fakeServer({ 'GET /api/frontend/faqs': { status: 401, body: { message: 'Unauthenticated.' } } });
    await renderRoutes(routes, { path: '/faq', token: 'tok-revoked' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/faq');
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('does not ask again after a 4xx answer, and shows its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'GET /api/frontend/faqs': { status: 422, body: { message: 'storefront must be ae or us.' } } });
    await renderRoutes(routes, { path: '/faq' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed with 422: storefront must be ae or us.');
    await vi.advanceTimersByTimeAsync(QUERY_CACHE.retryMaxMs);
    expect(server.callsTo('GET /api/frontend/faqs')).toHaveLength(1);
    expect(currentPath()).toBe('/faq');
  });

  it('asks again after a 5xx answer, once the backoff has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'GET /api/frontend/faqs': { status: 503, body: { message: 'Down for a moment.' } } });
    await renderRoutes(routes, { path: '/faq' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed with 503');
    await vi.advanceTimersByTimeAsync(QUERY_CACHE.retryBaseMs * 2);
    expect(server.callsTo('GET /api/frontend/faqs').length).toBeGreaterThan(1);
  });
});
