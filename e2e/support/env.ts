// Loopback addresses and the browser every e2e test uses. Debian's Chromium, never a
// downloaded build; the flags keep it from reaching for the (closed) network.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? 4311);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
