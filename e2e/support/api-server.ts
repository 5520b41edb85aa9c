// The API the journeys run against, as `npm start` runs the store (the embedded PGlite, the test
// payment provider, the demo customers), serving the built storefront. One declaration for
// playwright.config.ts's web server and for prepare-api-data.ts, which seeds its data ahead.
import { API_PORT, API_URL, PARTNER_URL } from './env';

const root = new URL('../..', import.meta.url).pathname;

export const apiServerEnv: Record<string, string> = {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  // One data folder per port: PGlite serves one process, and a second API on another
  // port (to try an API change) must not open the same files.
  DATA_DIR: `${root}.data-e2e-${API_PORT}`,
  // The embedded PGlite, as `npm start` runs the store, also when the command runs under
  // scripts/with-postgres.sh (as .ci/run runs `npm test`: the API suite on PostgreSQL).
  DATABASE_URL: '',
  NODE_ENV: 'test',
  // As `npm start`'s local store: the test payment provider and the demo customers.
  PAYMENT_PROVIDER: 'test',
  SEED_DEMO: '1',
  ALLOWED_ORIGINS: PARTNER_URL,
  STOREFRONT_URL: API_URL,
  PUBLIC_DIR: `${root}apps/storefront/dist`,
  // Journeys create customers from one address; raise the per-address limits (test only).
  E2E_LIMIT_MULTIPLIER: '20',
};
