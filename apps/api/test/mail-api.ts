// The API of the mail tests: delivering over SMTP to a local sink (smtp-sink.ts), per test file.
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import { createSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * An API (300 products) that delivers its mail over SMTP to a new sink: one retry a second
 * apart (then two), so a retry is seen within a test's bounds. `close` stops both.
 */
async function startApiWithSmtpSink(): Promise<{ api: TestApi; sink: SmtpSink; close(): Promise<void> }> {
  const sink = await createSmtpSink();
  const api = await startTestApi({ seedProducts: 300, config: { mail: { transport: 'smtp', smtpUrl: sink.url, from: 'Horeca <no-reply@horeca.test>', retryLimit: 2, retryDelaySeconds: 1 } } });
  return {
    api,
    sink,
    async close() {
      await api.close();
      await sink.stop();
    },
  };
}

/** startApiWithSmtpSink for a test file: started before its tests (handed to `use`), stopped after them. */
export function useApiWithSmtpSink(use: (started: { api: TestApi; sink: SmtpSink }) => void): void {
  let started: Awaited<ReturnType<typeof startApiWithSmtpSink>> | undefined;
  beforeAll(async () => {
    started = await startApiWithSmtpSink();
    use(started);
  }, 180_000);
  afterAll(() => started?.close());
}
