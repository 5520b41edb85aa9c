// The worker thread of catalogue-stream.ts: makes the seed's batches and posts each, keeping at
// most AHEAD of them unread (the main thread answers 'more' for each one it takes).
import { parentPort, workerData } from 'node:worker_threads';
import { catalogueBatches } from './catalogue-batches';

const AHEAD = 3;
const port = parentPort;
if (!port) throw new Error('catalogue-worker.ts runs as a worker thread');

let credit = AHEAD;
let wake: (() => void) | null = null;
port.on('message', () => {
  credit++;
  wake?.();
  wake = null;
});

const batches = catalogueBatches((workerData as { productCount: number }).productCount);
for (;;) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  const next = batches.next();
  if (next.done) {
    port.postMessage({ end: next.value });
    break;
  }
  port.postMessage({ batch: next.value });
}
port.close();
