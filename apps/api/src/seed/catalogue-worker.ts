import { parentPort, workerData } from 'node:worker_threads';
import { catalogueStatements } from './catalogue-statements';

// The seed's worker thread (statement-source.ts starts it): makes the catalogue's statements
// and posts them one by one, the bytes moved rather than copied, at most AHEAD of them waiting
// for the database, so the generated catalogue never sits in memory whole.

/**
 * About three batches (a batch is its products' statement and three of reviews; ~30 MB): enough
 * that the suggestion index, made after the last batch, is ready before the database has
 * written the batches before it.
 */
const AHEAD = 12;

interface Task {
  productCount: number;
  wire: boolean;
  /** One int32: how many statements the main thread has written so far. */
  written: SharedArrayBuffer;
}

const task = workerData as Task;
const written = new Int32Array(task.written);
const statements = catalogueStatements(task.productCount, task.wire);
for (let posted = 0; ; posted++) {
  const next = statements.next();
  if (next.done) {
    parentPort?.postMessage({ end: next.value });
    break;
  }
  for (let done = Atomics.load(written, 0); posted - done >= AHEAD; done = Atomics.load(written, 0)) Atomics.wait(written, 0, done);
  parentPort?.postMessage({ statement: next.value }, next.value.wire ? [next.value.wire.buffer as ArrayBuffer] : []);
}
