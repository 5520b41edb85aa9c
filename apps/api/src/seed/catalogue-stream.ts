import { Worker } from 'node:worker_threads';
import type { CatalogueBatch, CatalogueEnd } from './catalogue-batches';

type Message = { batch: CatalogueBatch } | { end: CatalogueEnd };

/**
 * The seed's batches (catalogue-batches.ts) made in a worker thread: PGlite runs on this thread,
 * so generating the next products here would leave the machine's second core idle while the
 * database writes. The worker loads the TypeScript with tsx (catalogue-worker.mjs), as the API runs.
 */
export async function* generatedCatalogue(productCount: number): AsyncGenerator<CatalogueBatch, CatalogueEnd> {
  const worker = new Worker(new URL('./catalogue-worker.mjs', import.meta.url), {
    workerData: { productCount },
    execArgv: ['--conditions=source'],
  });
  const waiting: Message[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: Message) => {
    waiting.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`the catalogue worker stopped with code ${code}`);
    notify();
  });
  try {
    for (;;) {
      while (waiting.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      const message = waiting.shift();
      if (!message) throw failure ?? new Error('the catalogue worker stopped');
      if ('end' in message) return message.end;
      worker.postMessage('more');
      yield message.batch;
    }
  } finally {
    await worker.terminate();
  }
}
